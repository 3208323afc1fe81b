/**
 * Inquiries from people who are not signed in (/ask signed out): verification failed, a lost
 * phone, no way to sign in. They have no account and no room, so they live apart from
 * message_rooms: no candidate query can ever reach them, and only operators read them. The
 * answer goes to the contact left with the inquiry (an SMS or an e-mail), never into the app.
 */
import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bizAccounts } from './schema-accounts';

export const guestInquiries = pgTable(
  'guest_inquiries',
  {
    id: serial('id').primaryKey(),
    contactKind: text('contact_kind', { enum: ['PHONE', 'EMAIL'] }).notNull(),
    /** Where the answer goes: mobile digits, or a lower-cased e-mail address. Shown in full to operators only. */
    contact: text('contact').notNull(),
    body: text('body').notNull(),
    /** The app path the inquiry came from (/ask?from=…), '' when none. */
    originPath: text('origin_path').notNull().default(''),
    /**
     * When the visitor confirmed the contact with a one-time code sent to it; null for inquiries left
     * before codes were asked for, to which no answer is sent (guest-inquiries.ts).
     */
    contactVerifiedAt: timestamp('contact_verified_at', { withTimezone: true }),
    /** When an operator first opened it; null while nobody has. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('guest_inquiries_created').on(table.createdAt)],
);

/** What an operator sent to the inquiry's contact; stored once the sender has taken it. */
export const guestInquiryAnswers = pgTable(
  'guest_inquiry_answers',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => guestInquiries.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => bizAccounts.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('guest_inquiry_answers_inquiry').on(table.inquiryId, table.id)],
);
