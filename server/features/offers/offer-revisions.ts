/**
 * Asking a company to revise its offer, and its answer (contract/offer-revisions.ts).
 *
 * The candidate's selection time does not run while the company decides: asking stores the time
 * the candidate had left (remaining_ms) and pushes the offer's expiry past the company's deadline;
 * the answer (or the deadline passing) sets it to that moment plus remaining_ms. Each move is one
 * conditional UPDATE on the revision (still ASKED, still in time), so two answers, or an answer and
 * the timeout sweep on another replica, cannot both win; the loser gets a 409.
 */
import { and, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import { ErrorCode } from '../../../src/contract/errors';
import { addKstBusinessDays, formatKstDateTime } from '../../../src/contract/kst';
import {
  type AnswerRevision,
  type AskRevision,
  REVISION_ALREADY_ASKED_MESSAGE,
  REVISION_ANSWER_BUSINESS_DAYS,
  REVISION_BAND_BOTH_MESSAGE,
  REVISION_BAND_MESSAGE,
  REVISION_BAND_ORDER_MESSAGE,
  REVISION_EMPTY_MESSAGE,
  REVISION_LOWER_MESSAGE,
  REVISION_NOT_WAITING_MESSAGE,
  REVISION_REASON_REQUIRED_MESSAGE,
} from '../../../src/contract/offer-revisions';
import type { Offer } from '../../../src/contract/offers';
import type { AppDeps } from '../../app-deps';
import { atomically, type Executor } from '../../db/executor';
import { candidates, companies, offerRevisions, offers } from '../../db/schema';
import { recordServerEvent } from '../../domain/analytics';
import { type BizViewer, isAgent } from '../../domain/biz-accounts';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { shutOutCondition } from '../../domain/candidate-visibility';
import { maskContacts } from '../../domain/contact-masking';
import type { NotificationMessage } from '../../domain/notification-message';
import { toOffer } from '../../domain/offer-views';
import { ApiError, badRequest, notFound } from '../../errors/api-error';
import { answerConflict, OFFER_MATCHED_MESSAGE, OFFER_NOT_FOUND_MESSAGE } from './offer-answers';
import { findOwnOfferCard } from './offer-queries';
import { assertAtLeastHope, increaseColumns, salaryBases } from './salary-basis';

export const REVISION_NOT_FOUND_MESSAGE = '조정 요청을 찾을 수 없어요.';
const REVISED_BAND_REQUIRED_MESSAGE = '조정할 최소 연봉과 최대 연봉을 적어 주세요.';
const BAND_ORDER_MESSAGE = '최소 연봉은 최대 연봉보다 클 수 없습니다.';

type RevisionDeps = Pick<AppDeps, 'db' | 'notifier' | 'logger'>;
type Outcome = 'asked' | 'revised' | 'kept' | 'timed_out';

const conflict = (message: string) => new ApiError(409, ErrorCode.conflict, message);
const ANALYTICS_PATH = '/my/result/:id';

/** No amounts, no text: which move, and who made it. */
function recordMove(
  db: Executor,
  candidateId: string,
  outcome: Outcome,
  by: 'candidate' | 'company' | 'agent' | 'clock',
) {
  return recordServerEvent(db, {
    name: 'offer_revision',
    path: ANALYTICS_PATH,
    candidateId,
    properties: { outcome, by },
  });
}

/** The band asked for: both ends or neither, ordered, above the offered one. */
function checkAsk(input: AskRevision, offered: { salaryMin: number; salaryMax: number }) {
  const min = input.salaryMin ?? null;
  const max = input.salaryMax ?? null;
  if ((min === null) !== (max === null))
    throw badRequest(REVISION_BAND_BOTH_MESSAGE, min === null ? 'salaryMin' : 'salaryMax');
  if (min === null && input.wishes.length === 0) throw badRequest(REVISION_EMPTY_MESSAGE, 'wishes');
  if (min !== null && max !== null) {
    if (min > max) throw badRequest(REVISION_BAND_ORDER_MESSAGE, 'salaryMin');
    if (max <= offered.salaryMax || min < offered.salaryMin) throw badRequest(REVISION_BAND_MESSAGE, 'salaryMax');
  }
  return { min, max };
}

/** Why an offer that was open a moment ago cannot take a request now. */
async function closedNow(db: Executor, candidateId: string, id: number, now: Date) {
  const row = await findOwnOfferCard(db, candidateId, id);
  return row ? conflict(answerConflict(row.offer, now) ?? OFFER_MATCHED_MESSAGE) : notFound(OFFER_NOT_FOUND_MESSAGE);
}

/** `POST /v2/users/offers/{id}/revision`: once per single offer still open. */
export async function askRevision(
  db: Executor,
  candidateId: string,
  id: number,
  input: AskRevision,
  now: Date,
): Promise<Offer> {
  await requireLiveCandidate(db, candidateId);
  const row = await findOwnOfferCard(db, candidateId, id);
  if (!row) throw notFound(OFFER_NOT_FOUND_MESSAGE);
  const closed = answerConflict(row.offer, now);
  if (closed) throw conflict(closed);
  if (row.revision) throw conflict(REVISION_ALREADY_ASKED_MESSAGE);
  const band = checkAsk(input, row.offer);
  const remainingMs = row.offer.expiresAt.getTime() - now.getTime();
  const answerDueAt = addKstBusinessDays(now, REVISION_ANSWER_BUSINESS_DAYS);
  const note = input.note ? maskContacts(input.note) : null;
  const asked = await atomically(db, async (tx) => {
    const [inserted] = await tx
      .insert(offerRevisions)
      .values({
        offerId: id,
        candidateId,
        askedSalaryMin: band.min,
        askedSalaryMax: band.max,
        wishes: input.wishes,
        note: note === '' ? null : note,
        beforeSalaryMin: row.offer.salaryMin,
        beforeSalaryMax: row.offer.salaryMax,
        beforeOfferItems: row.offer.offerItems,
        remainingMs,
        askedAt: now,
        answerDueAt,
      })
      .onConflictDoNothing({ target: offerRevisions.offerId })
      .returning({ id: offerRevisions.id });
    if (!inserted) return false;
    const [held] = await tx
      .update(offers)
      .set({ expiresAt: new Date(answerDueAt.getTime() + remainingMs) })
      .where(and(eq(offers.id, id), eq(offers.status, 'WAITING'), gte(offers.expiresAt, now)))
      .returning({ id: offers.id });
    // Answered or expired between the read and now: throwing undoes the insert.
    if (!held) throw await closedNow(tx, candidateId, id, now);
    await recordMove(tx, candidateId, 'asked', 'candidate');
    return true;
  });
  if (!asked) throw conflict(REVISION_ALREADY_ASKED_MESSAGE);
  const updated = await findOwnOfferCard(db, candidateId, id);
  if (!updated) throw notFound(OFFER_NOT_FOUND_MESSAGE);
  return toOffer(updated, now);
}

/** The offers a viewer answers for: their company's, or for an agent or operator the ones they sent. */
const answerScope = (viewer: BizViewer): SQL =>
  isAgent(viewer) ? eq(offers.senderId, viewer.id) : eq(offers.companyId, viewer.company.id);

/** The request behind a sent offer the viewer may answer, with what the answer is checked against. */
async function findAnswerable(db: Executor, viewer: BizViewer, id: number) {
  const [row] = await db
    .select({
      offer: {
        candidateId: offers.candidateId,
        salaryMin: offers.salaryMin,
        salaryMax: offers.salaryMax,
        offerItems: offers.offerItems,
        hopeSalaryAtSend: offers.hopeSalaryAtSend,
      },
      company: { id: companies.id, name: companies.name },
      revisionId: offerRevisions.id,
    })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .innerJoin(candidates, eq(candidates.id, offers.candidateId))
    .innerJoin(offerRevisions, eq(offerRevisions.offerId, offers.id))
    .where(and(eq(offers.id, id), answerScope(viewer), isNull(candidates.deletedAt)));
  if (!row) return undefined;
  // A company the candidate restricted, or works at now, may not reach them (the offer stays as it is).
  const [shutOut] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.id, row.offer.candidateId), shutOutCondition(row.company)));
  return shutOut ? undefined : row;
}

function revisedTerms(input: AnswerRevision, before: { salaryMin: number; salaryMax: number }, hope: number | null) {
  if (input.salaryMin === undefined) throw badRequest(REVISED_BAND_REQUIRED_MESSAGE, 'salaryMin');
  if (input.salaryMax === undefined) throw badRequest(REVISED_BAND_REQUIRED_MESSAGE, 'salaryMax');
  if (input.salaryMin > input.salaryMax) throw badRequest(BAND_ORDER_MESSAGE, 'salaryMin');
  if (input.salaryMin < before.salaryMin) throw badRequest(REVISION_LOWER_MESSAGE, 'salaryMin');
  if (input.salaryMax < before.salaryMax) throw badRequest(REVISION_LOWER_MESSAGE, 'salaryMax');
  assertAtLeastHope(input.salaryMax, hope, 'salaryMax');
  return { salaryMin: input.salaryMin, salaryMax: input.salaryMax };
}

const answeredNotice = (
  offerId: number,
  companyName: string,
  revised: boolean,
  expiresAt: Date,
): NotificationMessage => ({
  kind: 'OFFER',
  title: revised ? '제안이 조정됐어요' : '기업이 제안을 유지했어요',
  body: revised
    ? `${companyName}에서 연봉 제안을 조정했어요. 처음 제안과 나란히 비교해 보세요.`
    : `${companyName}에서 처음 제안을 유지하기로 했어요. 이유를 확인하고 ${formatKstDateTime(expiresAt)}까지 선택해 주세요.`,
  url: `/my/result/${offerId}`,
  expiresAt,
});

const timedOutNotice = (offerId: number, companyName: string, expiresAt: Date): NotificationMessage => ({
  kind: 'OFFER',
  title: '조정 요청에 답이 없었어요',
  body: `${companyName}에서 기한 안에 답하지 않아 처음 제안 그대로예요. ${formatKstDateTime(expiresAt)}까지 선택할 수 있어요.`,
  url: `/my/result/${offerId}`,
  expiresAt,
});

async function notifySafely(deps: RevisionDeps, candidateId: string, message: NotificationMessage) {
  try {
    await deps.notifier.notify(candidateId, message);
  } catch (error) {
    deps.logger.warn('revision notice failed', { error: error instanceof Error ? error.name : 'unknown' });
  }
}

/** `POST /biz/offers/{id}/revision`: revise (not under the old band, the top at least the hope) or keep with a reason. */
export async function answerRevision(
  deps: RevisionDeps,
  viewer: BizViewer,
  id: number,
  input: AnswerRevision,
  now: Date,
): Promise<void> {
  const found = await findAnswerable(deps.db, viewer, id);
  if (!found) throw notFound(REVISION_NOT_FOUND_MESSAGE);
  const revise = input.decision === 'REVISE';
  const band = revise ? revisedTerms(input, found.offer, found.offer.hopeSalaryAtSend) : undefined;
  const reason = input.reason?.trim() ?? '';
  if (!revise && reason === '') throw badRequest(REVISION_REASON_REQUIRED_MESSAGE, 'reason');
  const expiresAt = await atomically(deps.db, async (tx) => {
    const [answered] = await tx
      .update(offerRevisions)
      .set({
        status: revise ? 'REVISED' : 'KEPT',
        answeredAt: now,
        answeredBy: viewer.id,
        reason: revise ? null : reason,
      })
      .where(
        and(
          eq(offerRevisions.id, found.revisionId),
          eq(offerRevisions.status, 'ASKED'),
          gte(offerRevisions.answerDueAt, now),
        ),
      )
      .returning({ remainingMs: offerRevisions.remainingMs });
    if (!answered) return undefined;
    const basis = band ? (await salaryBases(tx, [found.offer.candidateId])).get(found.offer.candidateId) : undefined;
    const until = new Date(now.getTime() + answered.remainingMs);
    const [offer] = await tx
      .update(offers)
      .set({
        expiresAt: until,
        // Reminded again before the new end.
        expiryRemindedAt: null,
        ...(band
          ? {
              ...band,
              ...increaseColumns(band.salaryMax, basis),
              offerItems: input.offerItems ?? found.offer.offerItems,
            }
          : {}),
      })
      .where(and(eq(offers.id, id), eq(offers.status, 'WAITING')))
      .returning({ id: offers.id });
    if (!offer) return undefined;
    await recordMove(tx, found.offer.candidateId, revise ? 'revised' : 'kept', isAgent(viewer) ? 'agent' : 'company');
    return until;
  });
  if (!expiresAt) throw conflict(REVISION_NOT_WAITING_MESSAGE);
  await notifySafely(deps, found.offer.candidateId, answeredNotice(id, found.company.name, revise, expiresAt));
}

/**
 * Requests past their deadline become TIMED_OUT, each claimed by one UPDATE so one replica tells the
 * candidate once. The offer's expiry was already set to deadline + the time left when asking.
 */
export async function sweepRevisionTimeouts(deps: RevisionDeps, now: Date, onlyOfferId?: number): Promise<number> {
  const timedOut = await deps.db
    .update(offerRevisions)
    .set({ status: 'TIMED_OUT', answeredAt: now })
    .where(
      and(
        eq(offerRevisions.status, 'ASKED'),
        lt(offerRevisions.answerDueAt, now),
        onlyOfferId === undefined ? undefined : eq(offerRevisions.offerId, onlyOfferId),
      ),
    )
    .returning({ offerId: offerRevisions.offerId, candidateId: offerRevisions.candidateId });
  if (timedOut.length === 0) return 0;
  const open = await deps.db
    .update(offers)
    .set({ expiryRemindedAt: null })
    .where(
      and(
        inArray(
          offers.id,
          timedOut.map((row) => row.offerId),
        ),
        eq(offers.status, 'WAITING'),
        gte(offers.expiresAt, now),
        // A deleted account keeps its rows 30 days, hidden: it is never told.
        inArray(
          offers.candidateId,
          deps.db.select({ id: candidates.id }).from(candidates).where(isNull(candidates.deletedAt)),
        ),
      ),
    )
    .returning({
      id: offers.id,
      candidateId: offers.candidateId,
      companyId: offers.companyId,
      expiresAt: offers.expiresAt,
    });
  const names = new Map(
    (
      await deps.db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(
          inArray(
            companies.id,
            open.map((offer) => offer.companyId),
          ),
        )
    ).map((company) => [company.id, company.name]),
  );
  for (const row of timedOut) await recordMove(deps.db, row.candidateId, 'timed_out', 'clock');
  for (const offer of open) {
    await notifySafely(
      deps,
      offer.candidateId,
      timedOutNotice(offer.id, names.get(offer.companyId) ?? '기업', offer.expiresAt),
    );
  }
  return timedOut.length;
}
