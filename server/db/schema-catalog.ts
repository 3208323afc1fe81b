/** Reference data the app offers to choose from: job labels, schools, majors, tech stacks, FAQs, the landing's rolling items. */
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

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

/** Tech stacks the search offers (SPEC §7 techStackSearch, techStackRecommend). */
export const techStacks = pgTable('tech_stacks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The job labels it is typical for, for recommendations. */
  jobLabels: text('job_labels').array().notNull().default(sql`'{}'::text[]`),
  popularity: integer('popularity').notNull().default(0),
});
