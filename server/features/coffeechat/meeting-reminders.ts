/**
 * Reminders and nudges of coffee-chat meetings, run by the job runner's minute sweep:
 *
 * - 24 hours and 1 hour before a confirmed meeting, the candidate is reminded (a meeting confirmed
 *   within the hour gets the 1-hour one only).
 * - When a company has proposed nothing 3 KST business days (Monday–Friday) after the acceptance,
 *   the candidate is told once, and agents and operators see the coffee chat in the console.
 *
 * Each reminder is claimed by one UPDATE … WHERE … IS NULL before it is sent, as expiry-reminders.ts
 * does, so any number of replicas send it once (a crash between the two loses it, never doubles it).
 * A change of the meeting's time clears the claims (meetings.ts), so the new time is reminded anew.
 */
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { StalledCoffeechatList } from '../../../src/contract/biz';
import { addKstBusinessDays, DAY_MS } from '../../../src/contract/kst';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/executor';
import { candidates, coffeechats, companies, offers } from '../../db/schema';
import { coffeechatMeetings } from '../../db/schema-meetings';
import { meetingReminder, noProposalYet, tellCandidate } from './meeting-notices';

const HOUR_MS = 60 * 60_000;
const DAY_REMINDER_LEAD_MS = 24 * HOUR_MS;
const HOUR_REMINDER_LEAD_MS = HOUR_MS;
const NO_PROPOSAL_BUSINESS_DAYS = 3;
/** Coffee chats one sweep looks at for the nudge at most; the next sweep takes the rest. */
const NUDGE_BATCH = 200;

type ReminderDeps = Pick<AppDeps, 'db' | 'notifier' | 'logger'>;

const liveCandidates = (db: Executor) =>
  db.select({ id: candidates.id }).from(candidates).where(isNull(candidates.deletedAt));

async function claimReminders(db: Executor, which: 'day' | 'hour', now: Date) {
  const column = which === 'day' ? coffeechatMeetings.remindedDayAt : coffeechatMeetings.remindedHourAt;
  const hourAhead = new Date(now.getTime() + HOUR_REMINDER_LEAD_MS);
  const window =
    which === 'day'
      ? and(
          gt(coffeechatMeetings.chosenStartsAt, hourAhead),
          lte(coffeechatMeetings.chosenStartsAt, new Date(now.getTime() + DAY_REMINDER_LEAD_MS)),
        )
      : and(gt(coffeechatMeetings.chosenStartsAt, now), lte(coffeechatMeetings.chosenStartsAt, hourAhead));
  const chatsOfLiveCandidates = db
    .select({ id: coffeechats.id })
    .from(coffeechats)
    .where(inArray(coffeechats.candidateId, liveCandidates(db)));
  return db
    .update(coffeechatMeetings)
    .set(which === 'day' ? { remindedDayAt: now } : { remindedHourAt: now })
    .where(
      and(
        eq(coffeechatMeetings.status, 'CONFIRMED'),
        isNull(column),
        window,
        inArray(coffeechatMeetings.coffeechatId, chatsOfLiveCandidates),
      ),
    )
    .returning({ coffeechatId: coffeechatMeetings.coffeechatId, startsAt: coffeechatMeetings.chosenStartsAt });
}

async function chatFacts(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, { candidateId: string; company: string }>();
  const rows = await db
    .select({ id: coffeechats.id, candidateId: coffeechats.candidateId, company: companies.name })
    .from(coffeechats)
    .innerJoin(companies, eq(companies.id, coffeechats.companyId))
    .where(inArray(coffeechats.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Coffee chats past their 3 business days with no proposal, not yet nudged. */
async function dueForNudge(db: Executor, now: Date) {
  // Three business days are at least three calendar days: a cheap bound before the exact rule.
  const rows = await db
    .select({ id: coffeechats.id, createdAt: coffeechats.createdAt })
    .from(coffeechats)
    .leftJoin(coffeechatMeetings, eq(coffeechatMeetings.coffeechatId, coffeechats.id))
    .where(
      and(
        lte(coffeechats.createdAt, new Date(now.getTime() - NO_PROPOSAL_BUSINESS_DAYS * DAY_MS)),
        isNull(coffeechatMeetings.firstProposedAt),
        isNull(coffeechatMeetings.proposalNudgedAt),
        inArray(coffeechats.candidateId, liveCandidates(db)),
      ),
    )
    .orderBy(coffeechats.createdAt)
    .limit(NUDGE_BATCH);
  return rows.filter((row) => addKstBusinessDays(row.createdAt, NO_PROPOSAL_BUSINESS_DAYS) <= now);
}

async function claimNudge(db: Executor, coffeechatId: number, now: Date): Promise<boolean> {
  await db.insert(coffeechatMeetings).values({ coffeechatId }).onConflictDoNothing();
  const claimed = await db
    .update(coffeechatMeetings)
    .set({ proposalNudgedAt: now })
    .where(
      and(
        eq(coffeechatMeetings.coffeechatId, coffeechatId),
        eq(coffeechatMeetings.status, 'WAITING'),
        isNull(coffeechatMeetings.firstProposedAt),
        isNull(coffeechatMeetings.proposalNudgedAt),
      ),
    )
    .returning({ id: coffeechatMeetings.coffeechatId });
  return claimed.length > 0;
}

/** Claims and sends what is due at `now`; answers how many of each were sent. */
export async function sendMeetingReminders(deps: ReminderDeps, now: Date) {
  const sent = { day: 0, hour: 0, nudges: 0 };
  for (const which of ['hour', 'day'] as const) {
    const claimed = await claimReminders(deps.db, which, now);
    const facts = await chatFacts(
      deps.db,
      claimed.map((row) => row.coffeechatId),
    );
    for (const { coffeechatId, startsAt } of claimed) {
      const chat = facts.get(coffeechatId);
      if (!chat || !startsAt) continue;
      const message = meetingReminder(which, { coffeechatId, company: chat.company, startsAt });
      if (await tellCandidate(deps, chat.candidateId, message)) sent[which] += 1;
    }
  }
  const due = await dueForNudge(deps.db, now);
  const facts = await chatFacts(
    deps.db,
    due.map((row) => row.id),
  );
  for (const { id } of due) {
    const chat = facts.get(id);
    if (!chat || !(await claimNudge(deps.db, id, now))) continue;
    if (await tellCandidate(deps, chat.candidateId, noProposalYet({ coffeechatId: id, company: chat.company }))) {
      sent.nudges += 1;
    }
  }
  return sent;
}

/** What agents and operators see: nudged coffee chats still without a proposal (no personal data). */
export async function stalledCoffeechats(db: Executor): Promise<StalledCoffeechatList> {
  const rows = await db
    .select({
      id: coffeechats.id,
      company: { id: companies.id, name: companies.name },
      position: offers.position,
      acceptedAt: coffeechats.createdAt,
      nudgedAt: coffeechatMeetings.proposalNudgedAt,
    })
    .from(coffeechatMeetings)
    .innerJoin(coffeechats, eq(coffeechats.id, coffeechatMeetings.coffeechatId))
    .innerJoin(offers, eq(offers.id, coffeechats.offerId))
    .innerJoin(companies, eq(companies.id, coffeechats.companyId))
    .where(
      and(
        isNotNull(coffeechatMeetings.proposalNudgedAt),
        isNull(coffeechatMeetings.firstProposedAt),
        eq(coffeechatMeetings.status, 'WAITING'),
        inArray(coffeechats.candidateId, liveCandidates(db)),
      ),
    )
    .orderBy(desc(coffeechatMeetings.proposalNudgedAt))
    .limit(NUDGE_BATCH);
  return {
    items: rows.map((row) => ({
      ...row,
      acceptedAt: row.acceptedAt.toISOString(),
      nudgedAt: (row.nudgedAt as Date).toISOString(),
    })),
  };
}
