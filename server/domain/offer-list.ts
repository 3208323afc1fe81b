/**
 * `GET /v3/users/offers`, the app's most read call, in one prepared statement: the signed-in
 * candidate's live row, one mode's cards and the counts of all three, where it took three statements
 * (live check, cards, counts). Each statement cost a round trip, a pooled connection and, in Drizzle,
 * building its SQL again; PGlite also yields to the event loop between statements (db/client.ts).
 * Prepared once per database and mode (db/prepared-select.ts), the SQL is built once, PostgreSQL
 * parses it once per connection, and the rows are mapped without Drizzle's per-field checks. The
 * cards are the ones listOfferCards reads, shown by the same toOffer. From 3.7 to 1.2 ms of CPU per
 * request with the rest of the hot path's fixes (scripts/bench/gap-notes.ts).
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { OfferList, OfferListQuery } from '../../src/contract/offers';
import type { Database } from '../db/client';
import { prepareSelect } from '../db/prepared-select';
import { bizAccounts, candidates, coffeechats, companies, offers } from '../db/schema';
import { unauthorized } from '../errors/api-error';
import { cardColumns, countCards, listModeCondition, listModeOf, type OfferListMode } from './offer-queries';
import { type OfferCardRow, toOffer } from './offer-views';

const candidateId = sql.placeholder('candidateId');
/** An ISO string: placeholders reach the driver as they are, and PostgreSQL reads it as the column's timestamptz. */
const now = sql.placeholder('now');

/**
 * Scalar, so PostgreSQL counts once per statement (an InitPlan). As a joined CTE or subquery it was
 * inlined, and the planner's generic plan recounted it for every card: 4 ms instead of 0.2.
 */
const countIn = (db: Database, mode: OfferListMode) =>
  sql<number>`${db
    .select({ count: countCards(mode, now) })
    .from(offers)
    .where(eq(offers.candidateId, candidateId))}`;

/**
 * One row per card, each carrying the counts; a single row without a card when the mode has none;
 * no row at all when the candidate is deleted or unknown. The cards are left-joined to the candidate
 * for that: an offer's company and sender always exist (foreign keys), so these joins drop nothing.
 */
function prepareList(db: Database, mode: OfferListMode) {
  const counts = {
    current: countIn(db, 'current'),
    selected: countIn(db, 'selected'),
    expired: countIn(db, 'expired'),
  };
  const select = db
    .select({ ...cardColumns, counts })
    .from(candidates)
    .leftJoin(offers, and(eq(offers.candidateId, candidates.id), listModeCondition(mode, now)))
    .leftJoin(companies, eq(companies.id, offers.companyId))
    .leftJoin(bizAccounts, eq(bizAccounts.id, offers.senderId))
    .leftJoin(coffeechats, eq(coffeechats.offerId, offers.id))
    .where(and(eq(candidates.id, candidateId), isNull(candidates.deletedAt)))
    .orderBy(desc(offers.createdAt), desc(offers.id));
  return prepareSelect(db, `offer_list_${mode}`, select);
}

type PreparedList = ReturnType<typeof prepareList>;

/** Per database: tests open many, each with its own connections. */
const preparedLists = new WeakMap<Database, Map<OfferListMode, PreparedList>>();

function preparedList(db: Database, mode: OfferListMode): PreparedList {
  const byMode = preparedLists.get(db) ?? new Map<OfferListMode, PreparedList>();
  preparedLists.set(db, byMode);
  const prepared = byMode.get(mode) ?? prepareList(db, mode);
  byMode.set(mode, prepared);
  return prepared;
}

/** `GET /v3/users/offers`: one mode's cards, newest first, and the counts of all three. */
export async function offerList(db: Database, subjectId: string, query: OfferListQuery, at: Date): Promise<OfferList> {
  const rows = await preparedList(db, listModeOf(query)).execute({ candidateId: subjectId, now: at.toISOString() });
  // A deleted account's token may live a few more minutes (requireLiveCandidate).
  if (rows.length === 0) throw unauthorized();
  const cards: OfferCardRow[] = [];
  for (const { offer, company, sender, coffeechatId } of rows) {
    if (offer && company && sender) cards.push({ offer, company, sender, coffeechatId });
  }
  return { offerItems: cards.map((card) => toOffer(card, at)), counts: rows[0].counts };
}
