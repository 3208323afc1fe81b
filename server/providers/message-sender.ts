/**
 * Sends one-time codes and notifications to a phone. The sandbox keeps them in the database
 * (`GET /api/sandbox/inbox`) and the log; outside it a real SMS provider sends them (solapi-sms.ts),
 * or, with none configured, sending fails with SenderUnavailableError and the feature answers 503.
 *
 * A sender fails in one of two ways the caller can tell apart: SenderUnavailableError (nothing was
 * sent and the fault is ours or the provider's: try again later) and RecipientRejectedError (the
 * provider refuses this number for good: no retry will help).
 */
import type { Database } from '../db/client';
import { sandboxInbox } from '../db/schema';
import type { Logger } from '../logger';

/** How phones are reached: the sandbox inbox, a real provider, or not at all (GET /api/health names it). */
type SmsChannel = 'sandbox' | 'solapi' | 'off';

export interface MessageSender {
  readonly channel: SmsChannel;
  sendCode(phone: string, code: string): Promise<void>;
  sendNotification(phone: string, text: string): Promise<void>;
}

export const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** The sign-in code's SMS, the same in the sandbox inbox and on a real phone. */
export const codeText = (code: string) => `[볼트X] 인증번호 [${code}]를 입력해 주세요.`;

/** When a refused send may be tried again, unless the provider said otherwise. */
export const DEFAULT_SEND_RETRY_AFTER_MS = 30_000;

/** Nothing was sent, and trying later may work (no provider, provider down or refusing our account). */
export class SenderUnavailableError extends Error {
  constructor(
    message: string,
    /** When to try again, as the caller tells its client (Retry-After). */
    readonly retryAfterMs = DEFAULT_SEND_RETRY_AFTER_MS,
  ) {
    super(message);
  }
}

/** The provider refuses this recipient (a number or address it cannot deliver to): retrying will not help. */
export class RecipientRejectedError extends Error {}

export function createSandboxMessageSender(db: Database, logger: Logger): MessageSender {
  return {
    channel: 'sandbox',
    async sendCode(phone, code) {
      await db.insert(sandboxInbox).values({ phone, kind: 'code', body: codeText(code) });
      // Sandbox only: the code is printed so a developer can sign in from the terminal.
      logger.info('sandbox code sent', { phone: maskPhone(phone), code });
    },
    async sendNotification(phone, text) {
      await db.insert(sandboxInbox).values({ phone, kind: 'notification', body: text });
    },
  };
}

/** Outside the sandbox without SMS_PROVIDER: sending fails loudly instead of silently. */
export const unconfiguredMessageSender: MessageSender = {
  channel: 'off',
  sendCode: () => Promise.reject(new SenderUnavailableError('no SMS provider configured')),
  sendNotification: () => Promise.reject(new SenderUnavailableError('no SMS provider configured')),
};
