/**
 * Asking for a revision, once per offer: the candidate on an offer of their own outside a curation,
 * or the agent who sent a curation the candidate handed to them (group AGENT) on one of its offers,
 * on the candidate's behalf.
 *
 * The candidate's selection time does not run while the company decides: the request stores the
 * time left (remaining_ms) and pushes the offer's expiry past the company's deadline; the answer,
 * or the deadline passing, gives that time back from its own moment (revision-answers.ts,
 * revision-timeouts.ts).
 */
import { and, eq, gte, isNull } from 'drizzle-orm';
import type { SentOffer } from '../../../src/contract/biz';
import { type AskRevision, REVISION_ALREADY_ASKED_MESSAGE } from '../../../src/contract/offer-revisions';
import type { Offer } from '../../../src/contract/offers';
import { atomically, type Executor } from '../../db/executor';
import { candidates, companies, offerGroups, offerRevisions, offers } from '../../db/schema';
import { type BizViewer, isAgent } from '../../domain/biz-accounts';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { maskContacts } from '../../domain/contact-masking';
import { effectiveGroupStatus, effectiveOfferStatus, toOffer } from '../../domain/offer-views';
import { forbidden, notFound } from '../../errors/api-error';
import { answerConflict, OFFER_MATCHED_MESSAGE, OFFER_NOT_FOUND_MESSAGE } from './offer-answers';
import { findOwnOfferCard } from './offer-queries';
import { enqueueRevisionEmails } from './revision-email';
import { answerDeadline, checkAsk, conflict, isShutOut, recordMove, windowFrom } from './revision-rules';
import { listSentOffers } from './sent-offers';

/** For a curation the candidate has not handed to the agent: only the candidate's own answer counts there. */
const NOT_HANDED_TO_AGENT_MESSAGE = '후보자가 에이전트에게 맡긴 큐레이션의 제안만 대신 조정을 요청할 수 있어요.';

type AskedOffer = {
  id: number;
  candidateId: string;
  salaryMin: number;
  salaryMax: number;
  offerItems: string[];
  expiresAt: Date;
};

/**
 * Stores the request and holds the offer's window, in one transaction; `closed` says why when the
 * offer stopped being open since it was read (the insert is then undone).
 */
async function storeRequest(
  db: Executor,
  offer: AskedOffer,
  input: AskRevision,
  askedBy: 'CANDIDATE' | 'AGENT',
  now: Date,
  closed: (tx: Executor) => Promise<Error>,
) {
  const band = checkAsk(input, offer);
  const remainingMs = offer.expiresAt.getTime() - now.getTime();
  const answerDueAt = answerDeadline(now);
  const note = input.note ? maskContacts(input.note) : '';
  const stored = await atomically(db, async (tx) => {
    const [inserted] = await tx
      .insert(offerRevisions)
      .values({
        offerId: offer.id,
        candidateId: offer.candidateId,
        askedBy,
        askedSalaryMin: band.min,
        askedSalaryMax: band.max,
        wishes: input.wishes,
        note: note === '' ? null : note,
        beforeSalaryMin: offer.salaryMin,
        beforeSalaryMax: offer.salaryMax,
        beforeOfferItems: offer.offerItems,
        remainingMs,
        askedAt: now,
        answerDueAt,
      })
      .onConflictDoNothing({ target: offerRevisions.offerId })
      .returning({ id: offerRevisions.id });
    if (!inserted) return false;
    const [held] = await tx
      .update(offers)
      .set({ expiresAt: windowFrom(answerDueAt, remainingMs) })
      .where(and(eq(offers.id, offer.id), eq(offers.status, 'WAITING'), gte(offers.expiresAt, now)))
      .returning({ id: offers.id });
    if (!held) throw await closed(tx);
    await recordMove(tx, offer.candidateId, 'asked', askedBy === 'AGENT' ? 'agent' : 'candidate');
    await enqueueRevisionEmails(tx, offer.id, now);
    return true;
  });
  if (!stored) throw conflict(REVISION_ALREADY_ASKED_MESSAGE);
}

/** `POST /v2/users/offers/{id}/revision`: the candidate, on a single offer still open. */
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
  await storeRequest(db, { ...row.offer, candidateId }, input, 'CANDIDATE', now, async (tx) => {
    const current = await findOwnOfferCard(tx, candidateId, id);
    return current
      ? conflict(answerConflict(current.offer, now) ?? OFFER_MATCHED_MESSAGE)
      : notFound(OFFER_NOT_FOUND_MESSAGE);
  });
  const updated = await findOwnOfferCard(db, candidateId, id);
  if (!updated) throw notFound(OFFER_NOT_FOUND_MESSAGE);
  return toOffer(updated, now);
}

/**
 * `POST /biz/offers/{id}/revision-request`: the agent or operator who sent a curation asks on the
 * candidate's behalf — only once the candidate handed that curation to them (AGENT).
 */
export async function askRevisionForCandidate(
  db: Executor,
  viewer: BizViewer,
  id: number,
  input: AskRevision,
  now: Date,
): Promise<SentOffer> {
  if (!isAgent(viewer)) throw forbidden();
  const [row] = await db
    .select({
      offer: offers,
      group: { status: offerGroups.status, expiresAt: offerGroups.expiresAt },
      company: { id: companies.id, name: companies.name },
      revisionId: offerRevisions.id,
    })
    .from(offers)
    .innerJoin(offerGroups, eq(offerGroups.id, offers.offerGroupId))
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .innerJoin(candidates, eq(candidates.id, offers.candidateId))
    .leftJoin(offerRevisions, eq(offerRevisions.offerId, offers.id))
    .where(and(eq(offers.id, id), eq(offers.senderId, viewer.id), isNull(candidates.deletedAt)));
  // A company the candidate restricted since, or works at now, hears nothing from them, not even this.
  if (!row || (await isShutOut(db, row.offer.candidateId, row.company))) throw notFound(OFFER_NOT_FOUND_MESSAGE);
  if (effectiveGroupStatus(row.group, now) !== 'AGENT') throw conflict(NOT_HANDED_TO_AGENT_MESSAGE);
  const status = effectiveOfferStatus(row.offer, now);
  if (status !== 'WAITING')
    throw conflict(answerConflict({ ...row.offer, offerGroupId: null }, now) ?? OFFER_MATCHED_MESSAGE);
  if (row.revisionId !== null) throw conflict(REVISION_ALREADY_ASKED_MESSAGE);
  await storeRequest(db, row.offer, input, 'AGENT', now, async () => conflict(OFFER_MATCHED_MESSAGE));
  const [sent] = (await listSentOffers(db, viewer, undefined, now, id)).items;
  if (!sent) throw notFound(OFFER_NOT_FOUND_MESSAGE);
  return sent;
}
