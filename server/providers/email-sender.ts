/**
 * Sends an e-mail (so far: an operator's answer to a guest inquiry left with an e-mail address).
 * The sandbox keeps it in the sandbox inbox (`GET /api/sandbox/inbox?email=…`) and never touches
 * the network; a real mail provider plugs in behind the same interface.
 */
import type { Database } from '../db/client';
import { sandboxInbox } from '../db/schema';
import { SenderUnavailableError } from './message-sender';

export interface EmailMessage {
  subject: string;
  text: string;
}

export interface EmailSender {
  send(to: string, message: EmailMessage): Promise<void>;
}

/** How an e-mail reads in the sandbox inbox: the subject, a blank line, the text. */
export const inboxEmailText = (message: EmailMessage) => `${message.subject}\n\n${message.text}`;

export function createSandboxEmailSender(db: Database): EmailSender {
  return {
    async send(to, message) {
      await db.insert(sandboxInbox).values({ email: to, kind: 'email', body: inboxEmailText(message) });
    },
  };
}

/** Outside the sandbox no mail provider is wired yet: sending fails loudly instead of silently. */
export const unconfiguredEmailSender: EmailSender = {
  send: () => Promise.reject(new SenderUnavailableError('no e-mail provider configured')),
};
