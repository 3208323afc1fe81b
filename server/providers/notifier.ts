/**
 * Tells a candidate that something arrived (an offer, a curation, a message). Every notification
 * is recorded in `notifications`; in sandbox mode it also lands in the sandbox inbox of the
 * candidate's phone (`GET /api/sandbox/inbox`); and it is pushed to each browser the candidate
 * subscribed (domain/push-delivery.ts), which never fails the caller.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { candidates, notifications, sandboxInbox } from '../db/schema';
import type { NotificationMessage } from '../domain/notification-message';
import type { PushDelivery } from '../domain/push-delivery';

export interface Notifier {
  notify(candidateId: string, message: NotificationMessage): Promise<void>;
}

/** How a notification reads in the sandbox inbox. */
export const inboxText = (message: NotificationMessage) =>
  `[볼트X] ${message.title} · ${message.body} (${message.url})`;

export function createDatabaseNotifier(db: Database, options: { sandbox: boolean; push?: PushDelivery }): Notifier {
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
      await options.push?.deliver(candidateId, message);
    },
  };
}
