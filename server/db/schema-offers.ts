/** Salary offers, curated bundles of them and the coffee chats an accepted offer starts. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { bizAccounts, candidates, companies } from './schema-accounts';

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
    // A candidate's next expiry (offer-list-version.ts), read on every offers list request: without it
    // the planner walked offers_waiting_expiry through every candidate's open offers.
    index('offers_candidate_waiting_expiry')
      .on(table.candidateId, table.expiresAt)
      .where(sql`${table.status} = 'WAITING'`),
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

/**
 * A candidate's request that the company revise its offer (at most one per offer) and the answer.
 * While ASKED the offer's expires_at is pushed past answer_due_at; remaining_ms is the selection
 * time the candidate had left when asking, given back from the moment the company answers (or the
 * deadline passes). before_* keep the terms as they were, so both sides see old and new.
 */
export const offerRevisions = pgTable(
  'offer_revisions',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .unique()
      .references(() => offers.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['ASKED', 'REVISED', 'KEPT', 'TIMED_OUT', 'WITHDRAWN'] })
      .notNull()
      .default('ASKED'),
    /** The candidate, or for a curation the candidate handed to the agent, that agent on their behalf. */
    askedBy: text('asked_by', { enum: ['CANDIDATE', 'AGENT'] })
      .notNull()
      .default('CANDIDATE'),
    askedSalaryMin: integer('asked_salary_min'),
    askedSalaryMax: integer('asked_salary_max'),
    wishes: text('wishes').array().notNull().default(sql`'{}'::text[]`),
    /** Contact details already masked. */
    note: text('note'),
    beforeSalaryMin: integer('before_salary_min').notNull(),
    beforeSalaryMax: integer('before_salary_max').notNull(),
    beforeOfferItems: text('before_offer_items').array().notNull(),
    remainingMs: integer('remaining_ms').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => bizAccounts.id),
    /** Why the company kept its offer (KEPT). */
    reason: text('reason'),
  },
  (table) => [index('offer_revisions_asked_due').on(table.answerDueAt).where(sql`${table.status} = 'ASKED'`)],
);
