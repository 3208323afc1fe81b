/** Public content and first-party analytics. */
import { index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './schema-accounts';

/** Posts of our blog, listed on the landing and the salary guide (GET /v3/users/forums/blog). */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** The post's path on our blog, joined to BLOG_URL when answered (unique, so the seed stays idempotent). */
    url: text('url').notNull().unique(),
    thumbnail: text('thumbnail').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('blog_posts_published').on(table.publishedAt)],
);

/**
 * Page views and a few funnel events (SPEC §7 analytics), stored by our own server. The candidate
 * is taken from the request's session, never from the body; kept 180 days.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    anonymousId: text('anonymous_id').notNull(),
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    properties: jsonb('properties').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_name').on(table.name, table.createdAt)],
);
