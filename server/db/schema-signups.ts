/** A sign-up on its way: what the person typed, what they agreed to, the career verification and where they came from. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { candidates } from './schema-accounts';
import { partners } from './schema-partners';

/** A sign-up in progress: what the person typed before the career verification proves it. */
export const signups = pgTable(
  'signups',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    birthday: text('birthday').notNull(),
    gender: text('gender').notNull(),
    jobLabel: text('job_label').notNull(),
    jobSubLabel: text('job_sub_label').notNull(),
    userSelect: text('user_select'),
    reapply: boolean('reapply').notNull().default(false),
    /** Set when the verification succeeded and made (or updated) this candidate. */
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The partner whose link (/r/{token}) brought this person, passed on to the candidate. */
    referralPartnerId: uuid('referral_partner_id').references(() => partners.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('signups_candidate').on(table.candidateId)],
);

/** What the person agreed to, in which version, and when (DESIGN.md §6). */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    signupId: uuid('signup_id')
      .notNull()
      .references(() => signups.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    code: text('code', { enum: ['SERVICE', 'PRIVACY', 'THIRD_PARTY', 'MARKETING'] }).notNull(),
    version: text('version').notNull(),
    agreed: boolean('agreed').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('consents_signup').on(table.signupId), index('consents_candidate').on(table.candidateId)],
);

/**
 * One two-way ("simple auth") flow with an identity provider; its id is the client's cfid. The
 * continuation is kept so a completion must present exactly what the request answered.
 */
export const verificationSessions = pgTable(
  'verification_sessions',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose', { enum: ['career', 'tax'] }).notNull(),
    signupId: uuid('signup_id').references(() => signups.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    loginTypeLevel: integer('login_type_level').notNull(),
    telecom: integer('telecom').notNull(),
    jobIndex: integer('job_index').notNull(),
    threadIndex: integer('thread_index').notNull(),
    jti: text('jti').notNull(),
    twoWayTimestamp: bigint('two_way_timestamp', { mode: 'number' }).notNull(),
    /** The continuation before the last restart, still accepted once with isRestart. */
    previousContinuation: jsonb('previous_continuation').$type<{
      jobIndex: number;
      threadIndex: number;
      jti: string;
      twoWayTimestamp: number;
    }>(),
    earlyCompletions: integer('early_completions').notNull().default(0),
    restarts: integer('restarts').notNull().default(0),
    status: text('status', { enum: ['pending', 'completed', 'failed', 'expired'] })
      .notNull()
      .default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('verification_sessions_candidate').on(table.candidateId, table.purpose),
    index('verification_sessions_signup').on(table.signupId),
  ],
);

/** Marketing attribution of a visit, followed through the sign-up steps. */
export const utmRecords = pgTable('utm_records', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  source: text('source').notNull(),
  campaign: text('campaign'),
  medium: text('medium'),
  content: text('content').notNull(),
  term: text('term'),
  landing: text('landing').notNull(),
  status: text('status', { enum: ['LANDING', 'JOB_CHOICE', 'AGREE', 'VERIFIED', 'SUBMITTED'] })
    .notNull()
    .default('LANDING'),
  candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
