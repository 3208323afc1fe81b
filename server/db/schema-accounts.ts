/** Who signs in: candidates, companies and their console accounts, and how they sign in (tokens, codes, the sandbox inbox). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { partners } from './schema-partners';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  domain: text('domain').notNull(),
  industry: text('industry').notNull(),
  logoPath: text('logo_path').notNull(),
  /** One of the participating companies shown on the landing carousel. */
  isParticipating: boolean('is_participating').notNull().default(true),
  /** 사업자등록번호 (000-00-00000): companies with console accounts are verified businesses. */
  registrationNumber: text('registration_number'),
  /** Head count as the company states it, e.g. "51~200명" (the company card on an offer). */
  employees: text('employees'),
  /** Where it works, e.g. "서울 강남구". */
  location: text('location'),
  /** Its https homepage. */
  homepage: text('homepage'),
  createdAt: createdAt(),
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
    /** The partner whose link brought the candidate; set once, at the first verification. */
    referralPartnerId: uuid('referral_partner_id').references(() => partners.id, { onDelete: 'set null' }),
    /** When the candidate last submitted their profile (POST /v3/users/submit); null before. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * When the candidate first submitted, set once (a restart leaves it): the salary report's 48 hours
     * count from it. Rows from before the column are filled from submittedAt at boot (server/db/backfill.ts).
     */
    firstSubmittedAt: timestamp('first_submitted_at', { withTimezone: true }),
    /** End of the attack period (companies may send offers until then); null = submittedAt + the default period. */
    attackUntil: timestamp('attack_until', { withTimezone: true }),
    /** Profile keywords companies filter on (SPEC §5 hashtag rules). */
    hashtags: text('hashtags').array().notNull().default(sql`'{}'::text[]`),
    techStacks: text('tech_stacks').array().notNull().default(sql`'{}'::text[]`),
    // The profile's "more" part (SPEC §3 profile form); '' when not given.
    email: text('email').notNull().default(''),
    resumeUrl: text('resume_url').notNull().default(''),
    portfolioUrl: text('portfolio_url').notNull().default(''),
    githubUrl: text('github_url').notNull().default(''),
    linkedinUrl: text('linkedin_url').notNull().default(''),
    resumeFileId: integer('resume_file_id'),
    portfolioFileId: integer('portfolio_file_id'),
    /** Wants an agent's help (SPEC §3 agent). */
    wantsAgent: boolean('wants_agent').notNull().default(false),
    /** How ready to move: ACTIVE, OPEN, NOT_NOW; null before asked. */
    willingness: text('willingness'),
    /** Majored in a field related to the job. */
    isMajor: boolean('is_major'),
    /** Why the candidate left (account deletion), kept with the hidden row until it is purged. */
    deletionReason: text('deletion_reason'),
    /** A deleted account that had offers is hidden at once and purged at this moment (30 days later). */
    purgeAfter: timestamp('purge_after', { withTimezone: true }),
    /**
     * Bumped by triggers (migration 0017_offers_version) on every write that can change what the offers
     * list shows this candidate: with the next expiry, it tells whether a built list is still the list.
     */
    offersVersion: bigint('offers_version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    uniqueIndex('candidates_phone_live').on(table.phone).where(sql`${table.deletedAt} is null`),
    index('candidates_referral').on(table.referralPartnerId),
    // The console's pool reads submitted candidates newest first (candidate-pool.ts): walking these in
    // that order, a page stops after its 21 visible rows instead of sorting the whole pool. NULLS FIRST
    // is what the query's ORDER BY … DESC means; an index ordered otherwise is not used for it.
    index('candidates_pool_order')
      .on(table.submittedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null and ${table.submittedAt} is not null`),
    index('candidates_pool_job')
      .on(table.jobLabel, table.submittedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null and ${table.submittedAt} is not null`),
    // The pool's 직무 filter matches the family or the sub-job ("개발", "백엔드"): the two indexes
    // together answer `job_label = $1 or job_sub_label = $1` without reading the whole pool.
    index('candidates_pool_sub_job')
      .on(table.jobSubLabel, table.submittedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null and ${table.submittedAt} is not null`),
  ],
);

export const bizAccounts = pgTable('biz_accounts', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  email: text('email').notNull().unique(),
  /** An argon2id PHC string (an older scrypt$N$r$p$salt$hash until its next sign-in), never the password. */
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
    /** Where the code went: a phone's digits, or for a guest's contact also an e-mail address. */
    phone: text('phone').notNull(),
    /** `login`: phone sign-in; `guest-contact`: a signed-out visitor confirming where to be answered. */
    purpose: text('purpose', { enum: ['login', 'guest-contact'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('one_time_codes_phone_created').on(table.phone, table.createdAt)],
);

/**
 * Authorization codes our sandbox stand-in for the messenger's consent screen issues: single use,
 * valid 60 seconds, bound to the redirect URI they were issued for. Stored as SHA-256 hashes.
 */
export const oauthCodes = pgTable('oauth_codes', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  codeHash: text('code_hash').notNull().unique(),
  phone: text('phone').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * What the sandbox providers would have sent: codes and notifications to a phone, e-mails (answers
 * to guest inquiries) to an address. A row has a phone or an e-mail address, the other is ''.
 */
export const sandboxInbox = pgTable(
  'sandbox_inbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    kind: text('kind', { enum: ['code', 'notification', 'email'] }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('sandbox_inbox_phone').on(table.phone, table.createdAt),
    index('sandbox_inbox_email').on(table.email, table.createdAt),
  ],
);

// Sign-up and verification (SPEC §3, §4; DESIGN.md §4, §6)
