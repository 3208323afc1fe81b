/**
 * From coffee chat to meeting: one row per coffee chat once anything happened to it (no
 * row reads as 연락 대기), and the slots the company proposed in its latest proposal. Writes lock
 * the coffee chat's row first (server/features/coffeechat/meetings.ts), so both sides' moves are serialised.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { MEETING_STATUSES } from '../../src/contract/meetings';
import { coffeechats } from './schema-offers';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const coffeechatMeetings = pgTable(
  'coffeechat_meetings',
  {
    coffeechatId: integer('coffeechat_id')
      .primaryKey()
      .references(() => coffeechats.id, { onDelete: 'cascade' }),
    status: text('status', { enum: MEETING_STATUSES }).notNull().default('WAITING'),
    mode: text('mode', { enum: ['ONLINE', 'OFFLINE'] }),
    /** The https meeting link (ONLINE) or the address (OFFLINE) of the latest proposal. */
    place: text('place'),
    chosenStartsAt: at('chosen_starts_at'),
    chosenEndsAt: at('chosen_ends_at'),
    otherTimesNote: text('other_times_note'),
    cancelledBy: text('cancelled_by', { enum: ['CANDIDATE', 'COMPANY'] }),
    cancelReason: text('cancel_reason'),
    cancelledAt: at('cancelled_at'),
    /** The company's first proposal: the response record measures from acceptance to this. */
    firstProposedAt: at('first_proposed_at'),
    /** The first time it reached 일정 확정 (kept through later changes, for the response record). */
    firstConfirmedAt: at('first_confirmed_at'),
    /** The candidate's latest pick, request or cancellation, and when the console last looked: its notice. */
    candidateActedAt: at('candidate_acted_at'),
    companySeenAt: at('company_seen_at'),
    /** Claimed once when no proposal came within 3 KST business days (meeting-reminders.ts). */
    proposalNudgedAt: at('proposal_nudged_at'),
    /** Claims of the 24-hours and 1-hour reminders; cleared whenever the chosen time changes. */
    remindedDayAt: at('reminded_day_at'),
    remindedHourAt: at('reminded_hour_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('coffeechat_meetings_confirmed').on(table.chosenStartsAt)],
);

export const coffeechatSlots = pgTable(
  'coffeechat_slots',
  {
    id: serial('id').primaryKey(),
    coffeechatId: integer('coffeechat_id')
      .notNull()
      .references(() => coffeechats.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('coffeechat_slots_coffeechat').on(table.coffeechatId, table.startsAt)],
);
