/**
 * Sends one-time codes and notifications to a phone. The sandbox keeps them in the database
 * (`GET /api/sandbox/inbox`) and the log; a real SMS/알림톡 provider plugs in behind the same
 * interface.
 */
import type { Database } from '../db/client';
import { sandboxInbox } from '../db/schema';
import type { Logger } from '../logger';

export interface MessageSender {
  sendCode(phone: string, code: string): Promise<void>;
  sendNotification(phone: string, text: string): Promise<void>;
}

export const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

export function createSandboxMessageSender(db: Database, logger: Logger): MessageSender {
  return {
    async sendCode(phone, code) {
      await db
        .insert(sandboxInbox)
        .values({ phone, kind: 'code', body: `[볼트X] 인증번호 [${code}]를 입력해 주세요.` });
      // Sandbox only: the code is printed so a developer can sign in from the terminal.
      logger.info('sandbox code sent', { phone: maskPhone(phone), code });
    },
    async sendNotification(phone, text) {
      await db.insert(sandboxInbox).values({ phone, kind: 'notification', body: text });
    },
  };
}

export class SenderUnavailableError extends Error {}

/** Outside the sandbox no SMS provider is wired yet: sending fails loudly instead of silently. */
export const unconfiguredMessageSender: MessageSender = {
  sendCode: () => Promise.reject(new SenderUnavailableError('no SMS provider configured')),
  sendNotification: () => Promise.reject(new SenderUnavailableError('no SMS provider configured')),
};
