/**
 * Tells a candidate that something arrived (an offer, a curation, a message, a meeting's news).
 * Every notification is recorded in `notifications`; in sandbox mode it also lands in the sandbox
 * inbox of the candidate's phone (`GET /api/sandbox/inbox`); and it is pushed to each browser the
 * candidate subscribed (domain/push-delivery.ts), which never fails the caller. In quiet hours (22:00–08:00
 * KST, domain/quiet-hours.ts) the push waits in the shared job queue until 08:00 unless what it
 * announces ends within the hour. Outside the sandbox a meeting's news (kind MEETING) also goes to the
 * candidate's phone by SMS when an SMS provider is configured — never in quiet hours (the held push
 * and the recorded notification carry it then) and never failing the caller (a refused SMS is logged).
 */
import { eq } from 'drizzle-orm';
import { type Infer, object, optional, string } from 'superstruct';
import { PushKind } from '../../src/contract/push';
import type { Database } from '../db/client';
import { candidates, notifications, sandboxInbox } from '../db/schema';
import type { NotificationMessage } from '../domain/notification-message';
import type { PushDelivery } from '../domain/push-delivery';
import { heldUntil } from '../domain/quiet-hours';
import { enqueue } from '../jobs/job-queue';
import type { Logger } from '../logger';
import type { MessageSender } from './message-sender';

export interface Notifier {
  notify(candidateId: string, message: NotificationMessage): Promise<void>;
}

/** A push held through quiet hours, as the job queue keeps it. */
export const HeldPushPayload = object({
  candidateId: string(),
  message: object({
    kind: PushKind,
    title: string(),
    body: string(),
    url: string(),
    expiresAt: optional(string()),
  }),
});
export type HeldPushPayload = Infer<typeof HeldPushPayload>;

export const heldMessage = ({ message }: HeldPushPayload): NotificationMessage => ({
  ...message,
  expiresAt: message.expiresAt ? new Date(message.expiresAt) : undefined,
});

/** How a notification reads in the sandbox inbox. */
export const inboxText = (message: NotificationMessage) =>
  `[볼트X] ${message.title} · ${message.body} (${message.url})`;

/** How a meeting's news reads as an SMS. */
export const noticeSmsText = (message: NotificationMessage) => `[볼트X] ${message.title}\n${message.body}`;

export function createDatabaseNotifier(
  db: Database,
  options: {
    sandbox: boolean;
    push?: PushDelivery;
    now?: () => Date;
    quietHours?: boolean;
    /** Meeting notices by SMS, outside the sandbox. */
    sms?: { sender: MessageSender; logger: Logger };
  },
): Notifier {
  const now = options.now ?? (() => new Date());
  const phoneOf = async (candidateId: string) => {
    const [candidate] = await db
      .select({ phone: candidates.phone })
      .from(candidates)
      .where(eq(candidates.id, candidateId));
    return candidate?.phone;
  };
  async function textMeetingNotice(candidateId: string, message: NotificationMessage) {
    const sms = options.sms;
    if (!sms || options.sandbox || message.kind !== 'MEETING' || sms.sender.channel === 'off') return;
    const phone = await phoneOf(candidateId);
    if (!phone) return;
    try {
      await sms.sender.sendNotification(phone, noticeSmsText(message));
    } catch (error) {
      sms.logger.warn('meeting notice SMS not sent', { error: error instanceof Error ? error.name : 'unknown' });
    }
  }
  return {
    async notify(candidateId, message) {
      const { kind, title, body, url } = message;
      await db.insert(notifications).values({ candidateId, kind, title, body, url });
      if (options.sandbox) {
        const phone = await phoneOf(candidateId);
        if (phone) await db.insert(sandboxInbox).values({ phone, kind: 'notification', body: inboxText(message) });
      }
      const releaseAt = options.quietHours ? heldUntil(now(), message.expiresAt) : undefined;
      if (!releaseAt) await textMeetingNotice(candidateId, message);
      if (!options.push) return;
      if (releaseAt) {
        const held: HeldPushPayload = {
          candidateId,
          message: { kind, title, body, url, expiresAt: message.expiresAt?.toISOString() },
        };
        await enqueue(db, 'held-push', held, releaseAt);
        return;
      }
      await options.push.deliver(candidateId, message);
    },
  };
}
