/** Referral partners: people who recommend 볼트X with their own link (/r/{token}). */

import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const partners = pgTable('partners', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  email: text('email').notNull().unique(),
  /** An argon2id PHC string (an older scrypt$N$r$p$salt$hash until its next sign-in), never the password. */
  passwordHash: text('password_hash').notNull(),
  /** Shown to the people they recommend: "{name}님이 볼트X를 추천했어요". */
  name: text('name').notNull(),
  /** The unguessable part of /r/{token}. */
  referralToken: text('referral_token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** A partner whose agreement ended: cannot log in, and their link no longer resolves. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});
