/** A candidate's profile: verified careers and salaries, education, chosen companies, files, survey answers, agent requests. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEGREES } from '../../src/contract/education';
import { createdAt } from './columns';
import { candidates, companies } from './schema-accounts';

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
