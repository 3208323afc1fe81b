import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEGREES } from '../../src/contract/education';
import { partners } from './schema-partners';

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
  /** 사업자등록번호 (000-00-00000): companies with console accounts are verified businesses. */
  registrationNumber: text('registration_number'),
  /** Head count as the company states it, e.g. "51~200명" (the company card on an offer, issue 24). */
  employees: text('employees'),
  /** Where it works, e.g. "서울 강남구". */
  location: text('location'),
  /** Its https homepage. */
  homepage: text('homepage'),
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

/** Verified careers (health-insurance records). */
export const careers = pgTable(
  'careers',
  {
    id: serial('id').primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    company: text('company').notNull(),
    /**
     * companyNameKey(company) (server/domain/company-name-key.ts): what the current-employer rule
     * compares; '' matches nothing. Required on insert; rows older than the column got '' and are
     * filled at boot (server/db/backfill.ts).
     */
    companyKey: text('company_key').notNull(),
    job: text('job').notNull(),
    /** YYYY-MM */
    startMonth: text('start_month').notNull(),
    /** YYYY-MM, or '' while employed there. */
    endMonth: text('end_month').notNull(),
    /** What the candidate did there, at most 2,000 characters (SPEC §5). */
    detail: text('detail').notNull().default(''),
    /** Hidden from companies by the candidate. */
    hide: boolean('hide').notNull().default(false),
    /** From the health insurance (true), or added by the candidate (false). */
    verified: boolean('verified').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('careers_candidate').on(table.candidateId, table.position)],
);

/** Salaries in 만원: verified (HEALTH, TAX) and typed by the candidate (INPUT). */
export const salaries = pgTable(
  'salaries',
  {
    id: serial('id').primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['HEALTH', 'TAX', 'INPUT'] }).notNull(),
    type: text('type', { enum: ['INPUT', 'HOPE', 'REWARD'] }).notNull(),
    year: integer('year').notNull(),
    amount: integer('amount').notNull(),
    /** For typed salaries: which verified salary the candidate compared against (SaveSalary.salaryType). */
    basis: text('basis', { enum: ['HEALTH', 'TAX'] }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('salaries_candidate_entry').on(table.candidateId, table.source, table.type, table.year),
    // A candidate's latest verified salary (verifiedSalarySql, the pool's salary filter) in one index probe.
    index('salaries_verified_latest')
      .on(table.candidateId, table.year.desc().nullsFirst(), table.updatedAt.desc().nullsFirst())
      .where(sql`${table.source} in ('HEALTH', 'TAX') and ${table.type} = 'INPUT' and ${table.amount} > 0`),
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

export const schools = pgTable('schools', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** 대학교, 전문대학, 과학기술원… */
  type: text('type').notNull(),
});

export const majors = pgTable('majors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** 계열: 공학, 인문, 사회… */
  field: text('field').notNull(),
});

/** The candidate's education (SPEC §3 degree entry): at most 10 rows per candidate, counted under a lock. */
export const userSchools = pgTable(
  'user_schools',
  {
    id: serial('id').primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    school: text('school').notNull(),
    /** '' when there is none. */
    major: text('major').notNull(),
    degree: text('degree', { enum: DEGREES }).notNull(),
    /** YYYY-MM */
    startMonth: text('start_month').notNull(),
    /** YYYY-MM, or '' while attending. */
    endMonth: text('end_month').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_schools_candidate').on(table.candidateId, table.id)],
);

// Offers, curation and coffee chats (SPEC §3, §4; DESIGN.md §3, §5)

/**
 * Companies the candidate chose (SPEC §3 company items): `interest` (at most 6) and `restrict`
 * (never see the candidate). The current employer is restricted by rule, not by a row.
 */
export const candidateCompanies = pgTable(
  'candidate_companies',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    mode: text('mode', { enum: ['interest', 'restrict'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('candidate_companies_entry').on(table.candidateId, table.mode, table.companyId)],
);

/** A bundle of offers an agent curated (SUPER_CURATION); its offers point back with offer_group_id. */
export const offerGroups = pgTable(
  'offer_groups',
  {
    id: serial('id').primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => bizAccounts.id),
    status: text('status', { enum: ['WAITING', 'EXPIRED', 'MATCHED', 'AGENT', 'REFUSED'] })
      .notNull()
      .default('WAITING'),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** 23:59:59.999 KST of the seventh day after creation. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the candidate answered (MATCHED, AGENT or REFUSED). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When the 24-hours-before-expiry reminder was claimed (set once, so one replica sends it once). */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
  },
  (table) => [index('offer_groups_candidate').on(table.candidateId, table.createdAt)],
);

/** A salary offer ("attack") from one company to one candidate. Amounts in 만원. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => bizAccounts.id),
    offerGroupId: integer('offer_group_id').references(() => offerGroups.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['NORMAL', 'SUPER', 'SUPER_CURATION'] }).notNull(),
    status: text('status', { enum: ['WAITING', 'EXPIRED', 'REFUSED', 'MATCHED'] })
      .notNull()
      .default('WAITING'),
    salaryMin: integer('salary_min').notNull(),
    salaryMax: integer('salary_max').notNull(),
    /**
     * Percent of salaryMax over the candidate's most recent salary when the offer was sent (salary-basis.ts);
     * 0 when the offer is at or below it, or there is none.
     */
    increaseRate: integer('increase_rate').notNull(),
    /** Which salary increaseRate is over, as the card says it ("2025년 계약 연봉"); null without one. */
    increaseBasis: text('increase_basis'),
    /** The candidate's hoped-for salary when the offer was sent (shown to the sender). */
    hopeSalaryAtSend: integer('hope_salary_at_send'),
    position: text('position').notNull(),
    /** Perks, e.g. 스톡옵션, 재택근무. */
    offerItems: text('offer_items').array().notNull().default(sql`'{}'::text[]`),
    message: text('message').notNull(),
    link: text('link'),
    isLike: boolean('is_like').notNull().default(false),
    refusalReason: text('refusal_reason'),
    createdAt: createdAt(),
    /** 23:59:59.999 KST of the seventh day after creation. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** First time the candidate opened it (isNew until then). */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the candidate accepted (MATCHED) or refused. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When the 24-hours-before-expiry reminder was claimed (set once, so one replica sends it once). */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
  },
  (table) => [
    index('offers_candidate').on(table.candidateId, table.createdAt),
    index('offers_company').on(table.companyId, table.createdAt),
    index('offers_group').on(table.offerGroupId),
    index('offers_waiting_expiry').on(table.expiresAt).where(sql`${table.status} = 'WAITING'`),
    // One open offer per company and candidate: a second one waits for the first to end.
    uniqueIndex('offers_one_waiting_per_company')
      .on(table.candidateId, table.companyId)
      .where(sql`${table.status} = 'WAITING'`),
  ],
);

/** An accepted offer: the candidate meets the hiring manager; the company now sees who they are. */
export const coffeechats = pgTable(
  'coffeechats',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .unique()
      .references(() => offers.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Questions the candidate wants to ask the hiring manager (at most 5). */
    questions: text('questions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coffeechats_company').on(table.companyId, table.createdAt)],
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

/**
 * A file the candidate uploaded: resume, portfolio or agent material. The key is ours (never the
 * file's name); the bytes live on the local disk or in an S3-compatible store.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['resume', 'portfolio', 'agent'] }).notNull(),
    /** pdf, png, jpg or jpeg: what the candidate said, checked against the first bytes on upload. */
    fileType: text('file_type', { enum: ['pdf', 'png', 'jpg', 'jpeg'] }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    name: text('name').notNull().default(''),
    size: integer('size'),
    /** pending until the bytes arrived and passed the checks. */
    status: text('status', { enum: ['pending', 'stored', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    storedAt: timestamp('stored_at', { withTimezone: true }),
  },
  (table) => [index('files_candidate').on(table.candidateId, table.createdAt)],
);

/** Answers to the Q1–Q3 survey (SPEC §7 surveys). */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    code: text('code', { enum: ['Q1', 'Q2', 'Q3'] }).notNull(),
    answer: text('answer').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('survey_answers_entry').on(table.candidateId, table.code)],
);

/** Tech stacks the search offers (SPEC §7 techStackSearch, techStackRecommend). */
export const techStacks = pgTable('tech_stacks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The job labels it is typical for, for recommendations. */
  jobLabels: text('job_labels').array().notNull().default(sql`'{}'::text[]`),
  popularity: integer('popularity').notNull().default(0),
});

/** A request for an agent's help with its material (SPEC §7 POST /users/agent). */
export const agentRequests = pgTable('agent_requests', {
  id: serial('id').primaryKey(),
  candidateId: uuid('candidate_id')
    .notNull()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  fileIds: integer('file_ids').array().notNull().default(sql`'{}'::integer[]`),
  createdAt: createdAt(),
});
