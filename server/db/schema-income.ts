/**
 * The lifetime-income event (SPEC §1, §7 income): a signed-in candidate's tax-office incomes of
 * 2018–2022, looked up through the identity provider's two-way flow, and the estimate built from them.
 */

import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './schema-accounts';
import { partners } from './schema-partners';

export const incomeEvents = pgTable(
  'income_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** WAITING for the app approval, DONE with incomes, FAILED with a lookup status. */
    status: text('status', { enum: ['WAITING', 'DONE', 'FAILED'] }).notNull(),
    /** SPEC §8 lookup status (e.g. 409 never approved) when FAILED. */
    failureStatus: integer('failure_status'),
    /** The provider's continuation while WAITING (jobIndex, threadIndex, jti, twoWayTimestamp). */
    twoWay: jsonb('two_way'),
    years: integer('years').array().notNull(),
    /** [{ year, amount }] in 만원, once DONE. */
    incomes: jsonb('incomes'),
    /** The estimate in 만원, set by complete. */
    lifetimeIncome: bigint('lifetime_income', { mode: 'number' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('income_events_candidate').on(table.candidateId, table.createdAt)],
);

/** Each share, for the event's reach; who shared is a candidate, a partner, or nobody (default mode). */
export const shares = pgTable(
  'shares',
  {
    id: serial('id').primaryKey(),
    mode: text('mode', { enum: ['money', 'graph', 'secret', 'partners', 'default'] }).notNull(),
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    eventId: uuid('event_id').references(() => incomeEvents.id, { onDelete: 'set null' }),
    /** The utm_content that identifies this share's visits. */
    code: text('code').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shares_mode').on(table.mode, table.createdAt)],
);
