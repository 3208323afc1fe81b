/** What the server keeps for itself: shared secrets, counted limits, notifications and scheduled jobs. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { candidates } from './schema-accounts';

/** Keys the server generates once and every replica shares (JWT key, VAPID keys). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Counted limits shared by every replica; the subject is a hash (a phone or an IP address). */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_events_lookup').on(table.kind, table.subject, table.createdAt)],
);

/** What the notification service was asked to tell a candidate; web push delivers it when subscribed. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['OFFER', 'CURATION', 'MESSAGE', 'MEETING'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Same-origin path the notification opens, e.g. /my/result/12. */
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_candidate').on(table.candidateId, table.createdAt)],
);

/**
 * Work to run later, shared by every replica: a poller claims due rows with SKIP LOCKED.
 * Used for the sandbox's demo life (offers arriving after a submit).
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [index('scheduled_jobs_due').on(table.runAt).where(sql`${table.doneAt} is null`)],
);

// The candidate's profile, files and account (SPEC §3 profile, §5 files, §4 account)
