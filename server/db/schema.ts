import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Keys the server generates once and every replica shares (JWT key, VAPID keys). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  domain: text('domain').notNull(),
  industry: text('industry').notNull(),
  logoPath: text('logo_path').notNull(),
  /** One of the participating companies shown on the landing carousel. */
  isParticipating: boolean('is_participating').notNull().default(true),
  createdAt: createdAt(),
});

export const jobLabels = pgTable('job_labels', {
  id: serial('id').primaryKey(),
  jobLabel: text('job_label').notNull().unique(),
  subLabels: text('sub_labels').array().notNull(),
});

export const popularJobs = pgTable('popular_jobs', {
  rank: integer('rank').primaryKey(),
  jobLabel: text('job_label').notNull(),
  jobSubLabel: text('job_sub_label').notNull(),
  baseCount: integer('base_count').notNull(),
});

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    variant: text('variant').notNull(),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (table) => [uniqueIndex('faqs_variant_position').on(table.variant, table.position)],
);

export const rollingItems = pgTable('rolling_items', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
});

export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    /** Digits only, e.g. 01012345678. */
    phone: text('phone').notNull(),
    birthday: text('birthday').notNull(),
    gender: text('gender').notNull(),
    jobLabel: text('job_label').notNull(),
    jobSubLabel: text('job_sub_label').notNull(),
    isActivate: boolean('is_activate').notNull().default(true),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('candidates_phone_live').on(table.phone).where(sql`${table.deletedAt} is null`)],
);

export const bizAccounts = pgTable('biz_accounts', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  email: text('email').notNull().unique(),
  /** scrypt$N$r$p$salt$hash, never the password. */
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  role: text('role', { enum: ['recruiter', 'agent', 'operator'] }).notNull(),
  companyId: integer('company_id').references(() => companies.id),
  createdAt: createdAt(),
});

/**
 * Refresh tokens are stored as SHA-256 hashes. A family is one sign-in: every rotation adds a
 * row to it, and presenting a used token outside the grace period revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    familyId: uuid('family_id').notNull(),
    subjectId: uuid('subject_id').notNull(),
    subjectKind: text('subject_kind', { enum: ['candidate', 'partner', 'biz'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_family').on(table.familyId), index('refresh_tokens_subject').on(table.subjectId)],
);

/** One-time codes for phone sign-in; the code itself is stored hashed. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['login'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('one_time_codes_phone_created').on(table.phone, table.createdAt)],
);

/** What the sandbox providers would have sent to a phone: codes and notifications. */
export const sandboxInbox = pgTable(
  'sandbox_inbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    kind: text('kind', { enum: ['code', 'notification'] }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sandbox_inbox_phone').on(table.phone, table.createdAt)],
);
