/**
 * Conversations between a candidate and our operators (an inquiry from /ask, the welcome room), or a
 * company whose offer the candidate accepted as a coffee chat. Read positions are message ids, so an
 * unread count is one indexed range count.
 */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bizAccounts, candidates, companies } from './schema-accounts';

export const messageRooms = pgTable(
  'message_rooms',
  {
    id: serial('id').primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['OPERATOR', 'COMPANY'] }).notNull(),
    /** The company of a COMPANY room; null for the operators. */
    companyId: integer('company_id').references(() => companies.id),
    /** The staff member who answered last; the room's operator card shows them. */
    operatorId: uuid('operator_id').references(() => bizAccounts.id, { onDelete: 'set null' }),
    /** A short title: "문의", "커피챗 조율"… */
    topic: text('topic').notNull().default(''),
    /** The app path the inquiry came from (/ask?from=…), '' when none. */
    originPath: text('origin_path').notNull().default(''),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** The id of the last message the candidate has seen (0: none). */
    candidateReadId: integer('candidate_read_id').notNull().default(0),
    /** The id of the last message the staff side has seen (0: none). */
    staffReadId: integer('staff_read_id').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('message_rooms_candidate').on(table.candidateId, table.lastMessageAt),
    index('message_rooms_kind').on(table.kind, table.lastMessageAt),
    uniqueIndex('message_rooms_company_once')
      .on(table.candidateId, table.companyId)
      .where(sql`${table.kind} = 'COMPANY'`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => messageRooms.id, { onDelete: 'cascade' }),
    senderKind: text('sender_kind', { enum: ['CANDIDATE', 'STAFF'] }).notNull(),
    /** The business account that wrote a STAFF message. */
    staffId: uuid('staff_id').references(() => bizAccounts.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_room').on(table.roomId, table.id),
    // The hourly message limit counts a candidate's own messages of the last hour, room by room.
    index('messages_room_candidate_sent')
      .on(table.roomId, table.createdAt)
      .where(sql`${table.senderKind} = 'CANDIDATE'`),
  ],
);

/**
 * DESIGN §3: a write that may be replayed from an offline queue carries an Idempotency-Key. The first
 * response is kept 7 days and answered again for the same key; the same key with another body is a 422.
 * `subject` scopes keys to their caller, so one user's key never answers another's request.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    subject: text('subject').notNull(),
    key: text('key').notNull(),
    /** METHOD + path, e.g. "POST /api/users/message". */
    route: text('route').notNull(),
    /** SHA-256 of the request body as received. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subject, table.key] }), index('idempotency_keys_age').on(table.createdAt)],
);
