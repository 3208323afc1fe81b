/**
 * What waits for the candidate, as the app icon's badge says it (domain/push-delivery.ts puts it in
 * every push): the cards of their current offers list — an offer still answerable, a curation with
 * one counted once (offers/offer-queries.ts countCards, as the list's counts.current) — plus the
 * messages they have not read in any room (message-queries.ts). Here because messages is the first
 * feature that sees both; one statement, two scalar subqueries.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { candidates, offers } from '../../db/schema';
import { messageRooms } from '../../db/schema-messages';
import { countCards } from '../offers/offer-queries';
import { unreadCount } from './message-queries';

/** 0 for a candidate who is gone (no push reaches them anyway). */
export async function countWaiting(db: Executor, candidateId: string, now: Date): Promise<number> {
  const openOffers = db
    .select({ count: countCards('current', now) })
    .from(offers)
    .where(eq(offers.candidateId, candidateId));
  const unreadMessages = db
    .select({ count: sql`coalesce(sum(${unreadCount('CANDIDATE')}), 0)::int` })
    .from(messageRooms)
    .where(eq(messageRooms.candidateId, candidateId));
  const [row] = await db
    .select({ waiting: sql<number>`((${openOffers}) + (${unreadMessages}))::int` })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return row?.waiting ?? 0;
}
