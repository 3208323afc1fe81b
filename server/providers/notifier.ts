/**
 * Tells a candidate that something arrived (an offer, a curation, a message, a meeting's news).
 * Every notification is recorded in `notifications`; in sandbox mode it also lands in the sandbox
 * inbox of the candidate's phone (`GET /api/sandbox/inbox`); and it is pushed to each browser the
 * candidate subscribed (domain/push-delivery.ts), which never fails the caller. In quiet hours (22:00–08:00
 * KST, domain/quiet-hours.ts) the push waits in the shared job queue until 08:00 unless what it
 * announces ends within the hour. Outside the sandbox a meeting's news (kind MEETING) also goes to the
 * candidate's phone by SMS when an SMS provider is configured: queued, never sent in the caller's
 * request, and held like the push in quiet hours (notice-sms.ts sends it).
 */
import { eq } from 'drizzle-orm';
import { type Infer, object, optional, string } from 'superstruct';
import { PushKind } from '../../src/contract/push-messages';
import type { Database } from '../db/client';
import { candidates, notifications, sandboxInbox } from '../db/schema';
import type { NotificationMessage } from '../domain/notification-message';
import type { PushDelivery } from '../domain/push-delivery';
import { heldUntil } from '../domain/quiet-hours';
import { enqueue } from '../jobs/job-queue';
import type { MessageSender } from './message-sender';

export interface Notifier {
  notify(candidateId: string, message: NotificationMessage): Promise<void>;
}

/** A notification the job queue keeps: a push held through quiet hours, a meeting notice's SMS. */
export const QueuedNotice = object({
  candidateId: string(),
  message: object({
    kind: PushKind,
    title: string(),
    body: string(),
    url: string(),
    expiresAt: optional(string()),
  }),
});
export type QueuedNotice = Infer<typeof QueuedNotice>;

export const heldMessage = ({ message }: QueuedNotice): NotificationMessage => ({
  ...message,
  expiresAt: message.expiresAt ? new Date(message.expiresAt) : undefined,
});

/** How a notification reads in the sandbox inbox. */
const inboxText = (message: NotificationMessage) => `[볼트X] ${message.title} · ${message.body} (${message.url})`;

/** How a meeting's news reads as an SMS. */
export const noticeSmsText = (message: NotificationMessage) => `[볼트X] ${message.title}\n${message.body}`;

export function createDatabaseNotifier(
  db: Database,
  options: {
    sandbox: boolean;
    push?: PushDelivery;
    now?: () => Date;
    quietHours?: boolean;
    /** Meeting notices by SMS, outside the sandbox (the job queue sends them: notice-sms.ts). */
    sms?: { sender: MessageSender };
  },
): Notifier {
  const now = options.now ?? (() => new Date());
  const textsMeetings = !options.sandbox && options.sms !== undefined && options.sms.sender.channel !== 'off';
  return {
    async notify(candidateId, message) {
      const { kind, title, body, url } = message;
      await db.insert(notifications).values({ candidateId, kind, title, body, url });
      if (options.sandbox) {
        const [candidate] = await db
          .select({ phone: candidates.phone })
          .from(candidates)
          .where(eq(candidates.id, candidateId));
        if (candidate)
          await db
            .insert(sandboxInbox)
            .values({ phone: candidate.phone, kind: 'notification', body: inboxText(message) });
      }
      const releaseAt = options.quietHours ? heldUntil(now(), message.expiresAt) : undefined;
      const queued: QueuedNotice = {
        candidateId,
        message: { kind, title, body, url, expiresAt: message.expiresAt?.toISOString() },
      };
      if (textsMeetings && kind === 'MEETING') await enqueue(db, 'notice-sms', queued, releaseAt ?? now());
      if (!options.push) return;
      if (releaseAt) {
        await enqueue(db, 'held-push', queued, releaseAt);
        return;
      }
      await options.push.deliver(candidateId, message);
    },
  };
}
