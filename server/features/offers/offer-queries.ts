/**
 * Reading the candidate's offers and curation groups. Every select is scoped to the candidate, so
 * another candidate's id finds nothing. Statuses are read as they are now (a WAITING offer past its
 * expiry is EXPIRED) in SQL, by offerStatusIs, which the console's sent list filters with too.
 */
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, not, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { OfferItems } from '../../../src/contract/legacy';
import type { OfferCounts, OfferHistory, OfferListQuery, OfferStatus } from '../../../src/contract/offers';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { bizAccounts, coffeechats, companies, offerGroups, offerRevisions, offers } from '../../db/schema';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { type OfferCardRow, toHistoryItem, toOffer } from '../../domain/offer-views';

export type OfferListMode = 'current' | 'selected' | 'expired';

/** isSelected wins over isExpired; neither lists the offers still open. */
export function listModeOf(query: OfferListQuery): OfferListMode {
  if (query.isSelected) return 'selected';
  return query.isExpired ? 'expired' : 'current';
}

/** The time statuses are read at: a value, or a prepared statement's placeholder (offer-list.ts). */
export type Moment = Date | Placeholder;

/** The offers table or an alias of it (a curation's other members). */
type OfferTable = { status: AnyPgColumn; expiresAt: AnyPgColumn };

/** WAITING and not past its expiry: the only offers that can still be answered. */
export const selectableOffer = (now: Moment, table: OfferTable = offers) =>
  and(eq(table.status, 'WAITING'), gte(table.expiresAt, now)) as SQL;
const overdueOffer = (now: Moment, table: OfferTable) =>
  and(eq(table.status, 'WAITING'), lt(table.expiresAt, now)) as SQL;

/** Offers whose status as read now (effectiveOfferStatus) is `status`. */
export function offerStatusIs(status: OfferStatus, now: Moment, table: OfferTable = offers): SQL {
  if (status === 'WAITING') return selectableOffer(now, table);
  if (status === 'EXPIRED') return or(eq(table.status, 'EXPIRED'), overdueOffer(now, table)) as SQL;
  return eq(table.status, status);
}

/** Open offers; accepted ones; expired and refused ones. */
function ownModeCondition(mode: OfferListMode, now: Moment): SQL {
  if (mode === 'current') return offerStatusIs('WAITING', now);
  if (mode === 'selected') return offerStatusIs('MATCHED', now);
  return or(offerStatusIs('EXPIRED', now), offerStatusIs('REFUSED', now)) as SQL;
}

const GROUP_MEMBER = 'group_member';
const groupMember = alias(offers, GROUP_MEMBER);

/** Whether some offer of the row's curation group (the row itself included) has `status` now. */
const groupHas = (status: OfferStatus, now: Moment) =>
  sql`exists (select 1 from ${offers} as ${sql.identifier(GROUP_MEMBER)} where ${groupMember.offerGroupId} = ${offers.offerGroupId} and ${offerStatusIs(status, now, groupMember)})`;

/**
 * The offers `mode`'s list shows. An offer outside a curation is listed by its own status; a
 * curation is one card in one list, so all its offers go where the group as a whole stands: open
 * while any of them can still be answered, accepted once any was picked, past otherwise (a curation
 * answered for 1 of 3 companies is one accepted card, not also a past one).
 */
export function listModeCondition(mode: OfferListMode, now: Moment): SQL {
  const open = groupHas('WAITING', now);
  const picked = groupHas('MATCHED', now);
  const groupStands =
    mode === 'current' ? open : mode === 'selected' ? and(not(open), picked) : and(not(open), not(picked));
  return or(
    and(isNull(offers.offerGroupId), ownModeCondition(mode, now)),
    and(isNotNull(offers.offerGroupId), groupStands),
  ) as SQL;
}

/** The columns of OfferCardFields: what the card views read, and no more. */
const offerCardColumns = {
  id: offers.id,
  companyId: offers.companyId,
  offerGroupId: offers.offerGroupId,
  type: offers.type,
  status: offers.status,
  salaryMin: offers.salaryMin,
  salaryMax: offers.salaryMax,
  increaseRate: offers.increaseRate,
  increaseBasis: offers.increaseBasis,
  position: offers.position,
  offerItems: offers.offerItems,
  message: offers.message,
  link: offers.link,
  isLike: offers.isLike,
  refusalReason: offers.refusalReason,
  createdAt: offers.createdAt,
  expiresAt: offers.expiresAt,
  readAt: offers.readAt,
  answeredAt: offers.answeredAt,
};

/** The columns of RevisionFields. */
export const revisionColumns = {
  status: offerRevisions.status,
  askedBy: offerRevisions.askedBy,
  askedSalaryMin: offerRevisions.askedSalaryMin,
  askedSalaryMax: offerRevisions.askedSalaryMax,
  wishes: offerRevisions.wishes,
  note: offerRevisions.note,
  beforeSalaryMin: offerRevisions.beforeSalaryMin,
  beforeSalaryMax: offerRevisions.beforeSalaryMax,
  beforeOfferItems: offerRevisions.beforeOfferItems,
  remainingMs: offerRevisions.remainingMs,
  askedAt: offerRevisions.askedAt,
  answerDueAt: offerRevisions.answerDueAt,
  answeredAt: offerRevisions.answeredAt,
  reason: offerRevisions.reason,
};

/** What a card shows: the offer, its company, its sender and the coffee chat it became (OfferCardRow). */
const cardColumns = {
  offer: offerCardColumns,
  company: { name: companies.name, logoPath: companies.logoPath, domain: companies.domain },
  sender: { name: bizAccounts.name, role: bizAccounts.role },
  coffeechatId: coffeechats.id,
  revision: revisionColumns,
};

function selectCards(db: Executor) {
  return db
    .select(cardColumns)
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .innerJoin(bizAccounts, eq(bizAccounts.id, offers.senderId))
    .leftJoin(coffeechats, eq(coffeechats.offerId, offers.id))
    .leftJoin(offerRevisions, eq(offerRevisions.offerId, offers.id));
}

/** Newest first. */
export function listOfferCards(db: Executor, candidateId: string, condition?: SQL): Promise<OfferCardRow[]> {
  return selectCards(db)
    .where(and(eq(offers.candidateId, candidateId), condition))
    .orderBy(desc(offers.createdAt), desc(offers.id));
}

export async function findOwnOfferCard(
  db: Executor,
  candidateId: string,
  id: number,
): Promise<OfferCardRow | undefined> {
  const [row] = await selectCards(db).where(and(eq(offers.id, id), eq(offers.candidateId, candidateId)));
  return row;
}

/**
 * The number of cards `mode`'s list shows, over the offers a select reads: one per offer outside a
 * curation, and one per curation group with members in the list (the app shows a group as one card,
 * however many of its offers it holds).
 */
export function countCards(mode: OfferListMode, now: Moment) {
  const condition = listModeCondition(mode, now);
  return sql<number>`cast(count(*) filter (where ${offers.offerGroupId} is null and ${condition})
    + count(distinct ${offers.offerGroupId}) filter (where ${condition}) as int)`;
}

export async function countOffers(db: Executor, candidateId: string, now: Date): Promise<OfferCounts> {
  const [counts] = await db
    .select({
      current: countCards('current', now),
      selected: countCards('selected', now),
      expired: countCards('expired', now),
    })
    .from(offers)
    .where(eq(offers.candidateId, candidateId));
  return counts;
}

export async function findOwnGroup(db: Executor, candidateId: string, groupId: number) {
  const [row] = await db
    .select({ group: offerGroups, operatorName: bizAccounts.name })
    .from(offerGroups)
    .innerJoin(bizAccounts, eq(bizAccounts.id, offerGroups.senderId))
    .where(and(eq(offerGroups.id, groupId), eq(offerGroups.candidateId, candidateId)));
  return row;
}

/** The group's offers in the order they were sent. */
export function listGroupMembers(db: Executor, groupId: number): Promise<OfferCardRow[]> {
  return selectCards(db).where(eq(offers.offerGroupId, groupId)).orderBy(asc(offers.id));
}

/** The newest offer outside a curation, or curation group, that can still be answered. */
export async function findRecentSelectable(db: Executor, candidateId: string, now: Date) {
  const [offer] = await db
    .select({ id: offers.id, createdAt: offers.createdAt, expiresAt: offers.expiresAt })
    .from(offers)
    .where(and(eq(offers.candidateId, candidateId), isNull(offers.offerGroupId), selectableOffer(now)))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(1);
  const [group] = await db
    .select({ id: offerGroups.id, createdAt: offerGroups.createdAt, expiresAt: offerGroups.expiresAt })
    .from(offerGroups)
    .where(
      and(eq(offerGroups.candidateId, candidateId), eq(offerGroups.status, 'WAITING'), gte(offerGroups.expiresAt, now)),
    )
    .orderBy(desc(offerGroups.createdAt), desc(offerGroups.id))
    .limit(1);
  if (group && (!offer || group.createdAt.getTime() > offer.createdAt.getTime())) {
    return { id: null, offerGroupId: group.id, expiredAt: group.expiresAt.toISOString() };
  }
  return offer ? { id: offer.id, offerGroupId: null, expiredAt: offer.expiresAt.toISOString() } : null;
}

/** `GET /v2/users/offers/history`: every offer received, or only the accepted ones, newest first. */
export async function offerHistory(
  db: Database,
  candidateId: string,
  selectedOnly: boolean,
  now: Date,
): Promise<OfferHistory> {
  await requireLiveCandidate(db, candidateId);
  const rows = await listOfferCards(db, candidateId, selectedOnly ? eq(offers.status, 'MATCHED') : undefined);
  return { offerItems: rows.map((row) => toHistoryItem(row, now)) };
}

/** `GET /users/offers/{userId}/{companyId}`: the candidate's offers from one company, newest first. */
export async function companyOffers(
  db: Database,
  candidateId: string,
  companyId: number,
  now: Date,
): Promise<OfferItems> {
  await requireLiveCandidate(db, candidateId);
  const rows = await listOfferCards(db, candidateId, eq(offers.companyId, companyId));
  return { offerItems: rows.map((row) => toOffer(row, now)) };
}
