/** Web push subscriptions: where a candidate's browsers receive notifications (server/providers/web-push.ts). */

import { index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './schema-accounts';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /**
     * The push service's URL for one browser; a capability (whoever has it may push), so it is never
     * logged. Unique: a browser signed in as someone else moves the subscription to them.
     */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url) the payload is encrypted for. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last time the browser re-synced it (every app load while permission holds). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last push the push service accepted. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_candidate').on(table.candidateId, table.updatedAt)],
);
