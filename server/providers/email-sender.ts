/**
 * Sends an e-mail (so far: an operator's answer to a guest inquiry left with an e-mail address).
 * The sandbox keeps it in the sandbox inbox (`GET /api/sandbox/inbox?email=…`) and never touches
 * the network; outside it an SMTP relay sends it (smtp-email.ts) with a plain-text part and an HTML
 * one, or, with none configured, sending fails with SenderUnavailableError (503).
 */
import type { Database } from '../db/client';
import { sandboxInbox } from '../db/schema';
import { SenderUnavailableError } from './message-sender';

export interface EmailMessage {
  subject: string;
  /** The plain-text part; the HTML part is drawn from it (email-html.ts). */
  text: string;
}

/** How e-mail goes out: the sandbox inbox, an SMTP relay, or not at all (GET /api/health names it). */
type EmailChannel = 'sandbox' | 'smtp' | 'off';

export interface EmailSender {
  readonly channel: EmailChannel;
  send(to: string, message: EmailMessage): Promise<void>;
}

/** How an e-mail reads in the sandbox inbox: the subject, a blank line, the text. */
const inboxEmailText = (message: EmailMessage) => `${message.subject}\n\n${message.text}`;

export function createSandboxEmailSender(db: Database): EmailSender {
  return {
    channel: 'sandbox',
    async send(to, message) {
      await db.insert(sandboxInbox).values({ email: to, kind: 'email', body: inboxEmailText(message) });
    },
  };
}

/** Outside the sandbox without SMTP settings: sending fails loudly instead of silently. */
export const unconfiguredEmailSender: EmailSender = {
  channel: 'off',
  send: () => Promise.reject(new SenderUnavailableError('no e-mail provider configured')),
};
