/**
 * `GET /v3/users/offers`, the app's most read call, written by PostgreSQL. One prepared statement
 * checks that the candidate is live and writes the whole answer as JSON text (db/json-text.ts): one
 * mode's cards as toOffer shows them and the counts of all three, with what it depends on (the
 * candidate's offers_version and next expiry, offer-list-version.ts) read in the same snapshot.
 * Node sends the text as it came, where decoding 50 rows of 27 columns, shaping each card and
 * serialising the list took ~0.5 ms of its CPU per request (docs/PERFORMANCE.md, "Gaps").
 * Statuses are read at `now`, a parameter, as toOffer reads them; tests/api/offer-list-json.test.ts
 * holds the text to JSON.stringify of toOffer's cards, byte for byte.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OfferList, OfferListQuery } from '../../../src/contract/offers';
import { type Database, statementName } from '../../db/client';
import { jsonArrayAgg, jsonObject, jsonOf, jsonScalar } from '../../db/json-text';
import { bizAccounts, candidates, coffeechats, companies, offerRevisions, offers } from '../../db/schema';
import { unauthorized } from '../../errors/api-error';
import { nextExpiryText, offerListTag, readOfferListVersion, versionText } from './offer-list-version';
import { countCards, listModeCondition, listModeOf, type OfferListMode } from './offer-queries';

/** JSON text of a T, as PostgreSQL wrote it: sent as it is, never parsed on the hot path. */
export type JsonText<T> = string & { readonly jsonOf?: T };

export interface OfferListAnswer {
  json: JsonText<OfferList>;
  /** offerListTag of what the statement read, in the snapshot it wrote json from: json's ETag. */
  tag: string;
}

const candidateId = sql.placeholder('candidateId');
/** An ISO string: placeholders reach the driver as they are, and PostgreSQL reads it as the column's timestamptz. */
const now = sql.placeholder('now');

/** Date.toISOString() of a timestamptz, milliseconds truncated as pg's Date truncates them. */
const isoTime = (moment: AnyPgColumn) => sql`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** effectiveOfferStatus: a WAITING offer past its expiry is EXPIRED. */
const statusNow = sql`case when ${offers.status} = 'WAITING' and ${offers.expiresAt} < ${now} then 'EXPIRED' else ${offers.status} end`;

/** sentByAgent: agents and operators send as 볼트X. */
const sentByAgent = sql`${bizAccounts.role} in ('agent', 'operator')`;

/** toRevisionView's revision (domain/revision-views.ts), or null. */
const revisionJson = sql`case when ${offerRevisions.id} is null then 'null' else ${jsonObject({
  status: jsonOf(offerRevisions.status),
  askedBy: jsonOf(offerRevisions.askedBy),
  askedAt: jsonOf(isoTime(offerRevisions.askedAt)),
  answerDueAt: jsonOf(isoTime(offerRevisions.answerDueAt)),
  answeredAt: jsonOf(isoTime(offerRevisions.answeredAt)),
  asked: jsonObject({
    salaryMin: jsonScalar(offerRevisions.askedSalaryMin),
    salaryMax: jsonScalar(offerRevisions.askedSalaryMax),
    wishes: jsonOf(offerRevisions.wishes),
    note: jsonOf(offerRevisions.note),
  }),
  before: jsonObject({
    salaryMin: jsonScalar(offerRevisions.beforeSalaryMin),
    salaryMax: jsonScalar(offerRevisions.beforeSalaryMax),
    offerItems: jsonOf(offerRevisions.beforeOfferItems),
  }),
  after: sql`case when ${offerRevisions.status} = 'REVISED' then ${jsonObject({
    salaryMin: jsonScalar(offers.salaryMin),
    salaryMax: jsonScalar(offers.salaryMax),
    offerItems: jsonOf(offers.offerItems),
  })} else 'null' end`,
  reason: jsonOf(offerRevisions.reason),
})} end`;

/** toOffer's card, key for key and in its order. */
const cardJson = jsonObject({
  id: jsonScalar(offers.id),
  companyId: jsonScalar(offers.companyId),
  name: jsonOf(companies.name),
  logo: jsonOf(companies.logoPath),
  domain: jsonOf(companies.domain),
  salaryMin: jsonScalar(offers.salaryMin),
  salaryMax: jsonScalar(offers.salaryMax),
  increaseRate: jsonScalar(offers.increaseRate),
  increaseBasis: jsonOf(offers.increaseBasis),
  createdAt: jsonOf(isoTime(offers.createdAt)),
  expiredAt: jsonOf(isoTime(offers.expiresAt)),
  selectedAt: jsonOf(sql`case when ${statusNow} = 'MATCHED' then ${isoTime(offers.answeredAt)} end`),
  offerGroupId: jsonScalar(offers.offerGroupId),
  type: jsonOf(offers.type),
  status: jsonOf(statusNow),
  isNew: jsonScalar(sql`${offers.readAt} is null`),
  isMaster: jsonScalar(sentByAgent),
  operatorName: jsonOf(sql`case when ${sentByAgent} then ${bizAccounts.name} end`),
  position: jsonOf(offers.position),
  link: jsonOf(offers.link),
  offerItems: jsonOf(offers.offerItems),
  message: jsonOf(offers.message),
  // No sender sends message-only offers yet; the field exists for the spec.
  isJustMessage: sql`'false'`,
  isMatched: jsonScalar(sql`${statusNow} = 'MATCHED'`),
  isExpired: jsonScalar(sql`${statusNow} = 'EXPIRED'`),
  isLike: jsonScalar(offers.isLike),
  refusalReason: jsonOf(offers.refusalReason),
  coffeechatId: jsonScalar(coffeechats.id),
  revision: revisionJson,
});

/** The mode's cards as a JSON array, newest first. */
function cardsIn(db: Database, mode: OfferListMode): SQL {
  const cards = db
    .select({ cards: jsonArrayAgg(cardJson, sql`${offers.createdAt} desc, ${offers.id} desc`) })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .innerJoin(bizAccounts, eq(bizAccounts.id, offers.senderId))
    .leftJoin(coffeechats, eq(coffeechats.offerId, offers.id))
    .leftJoin(offerRevisions, eq(offerRevisions.offerId, offers.id))
    .where(and(eq(offers.candidateId, candidateId), listModeCondition(mode, now)));
  return sql`(${cards})`;
}

/**
 * Scalar, so PostgreSQL counts once per statement (an InitPlan). As a joined CTE or subquery it was
 * inlined, and the planner's generic plan recounted it for every card: 4 ms instead of 0.2.
 */
const countIn = (db: Database, mode: OfferListMode) =>
  sql`(${db
    .select({ count: countCards(mode, now) })
    .from(offers)
    .where(eq(offers.candidateId, candidateId))})`;

/** One row when the candidate is live, none when deleted or unknown. */
function prepareList(db: Database, mode: OfferListMode) {
  const counts = jsonObject({
    current: jsonScalar(countIn(db, 'current')),
    selected: jsonScalar(countIn(db, 'selected')),
    expired: jsonScalar(countIn(db, 'expired')),
  });
  const query = db
    .select({
      json: sql<string>`${jsonObject({ offerItems: cardsIn(db, mode), counts })}`,
      version: versionText,
      nextExpiry: nextExpiryText(candidates.id, now),
    })
    .from(candidates)
    .where(and(eq(candidates.id, candidateId), isNull(candidates.deletedAt)));
  // The statement alone decides the JSON's shape: a hash of its text changes every tag when it changes.
  const format = createHash('sha256').update(query.toSQL().sql).digest('hex').slice(0, 16);
  // Named only where the database keeps named statements (statementName): not behind a pooler.
  return { format, statement: query.prepare(statementName(db, `offer_list_${mode}`)) };
}

type PreparedList = ReturnType<typeof prepareList>;

/** Per database: tests open many, each with its own connections. */
const preparedLists = new WeakMap<Database, Map<OfferListMode, PreparedList>>();

/** Written only when missing: writing a WeakMap entry on every request showed as 2 % of the list's CPU. */
function preparedList(db: Database, mode: OfferListMode): PreparedList {
  let byMode = preparedLists.get(db);
  if (!byMode) {
    byMode = new Map<OfferListMode, PreparedList>();
    preparedLists.set(db, byMode);
  }
  let prepared = byMode.get(mode);
  if (!prepared) {
    prepared = prepareList(db, mode);
    byMode.set(mode, prepared);
  }
  return prepared;
}

/** The tag the list would have now, read without building it; unauthorized() as the list. */
export async function currentOfferListTag(
  db: Database,
  subjectId: string,
  query: OfferListQuery,
  at: Date,
): Promise<string> {
  const mode = listModeOf(query);
  const version = await readOfferListVersion(db, subjectId, at);
  return offerListTag({ candidateId: subjectId, mode, format: preparedList(db, mode).format, ...version });
}

/** `GET /v3/users/offers`: one mode's cards, newest first, and the counts of all three, as JSON text. */
export async function offerListJson(
  db: Database,
  subjectId: string,
  query: OfferListQuery,
  at: Date,
): Promise<OfferListAnswer> {
  const mode = listModeOf(query);
  const { format, statement } = preparedList(db, mode);
  const [row] = await statement.execute({ candidateId: subjectId, now: at.toISOString() });
  // A deleted account's token may live a few more minutes (requireLiveCandidate).
  if (!row) throw unauthorized();
  const { json, ...version } = row;
  return { json, tag: offerListTag({ candidateId: subjectId, mode, format, ...version }) };
}

/** The list as a value, for the few callers that take it apart (the v2 list, which has no counts). */
export async function offerList(db: Database, subjectId: string, query: OfferListQuery, at: Date): Promise<OfferList> {
  return JSON.parse((await offerListJson(db, subjectId, query, at)).json) as OfferList;
}
