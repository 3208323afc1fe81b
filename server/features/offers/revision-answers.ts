/**
 * The company's answer to a request for a revision: revise (new band and items) or keep with a
 * reason. One conditional UPDATE on the request (still ASKED, still in time), so two answers, or
 * an answer and the timeout sweep on another replica, cannot both win; the loser gets a 409. The
 * candidate gets back the selection time they had left when asking, from the answer's moment.
 */
import { and, eq, gte, isNull, type SQL } from 'drizzle-orm';
import {
  type AnswerRevision,
  REVISION_NOT_WAITING_MESSAGE,
  REVISION_REASON_REQUIRED_MESSAGE,
} from '../../../src/contract/offer-revisions';
import { atomically } from '../../db/executor';
import { candidates, companies, offerRevisions, offers } from '../../db/schema';
import { type BizViewer, isAgent } from '../../domain/biz-accounts';
import { badRequest, notFound } from '../../errors/api-error';
import {
  answeredNotice,
  conflict,
  isShutOut,
  notifySafely,
  REVISION_NOT_FOUND_MESSAGE,
  type RevisionDeps,
  recordMove,
  revisedBand,
  windowFrom,
} from './revision-rules';
import { increaseColumns, salaryBases } from './salary-basis';

/** Who answers for an offer: its company's recruiters, or the agent or operator who sent it. */
const answerScope = (viewer: BizViewer): SQL =>
  isAgent(viewer) ? eq(offers.senderId, viewer.id) : eq(offers.companyId, viewer.company.id);

/** The request behind an offer the viewer may answer, with what the answer is checked against. */
async function findAnswerable(db: RevisionDeps['db'], viewer: BizViewer, id: number) {
  const [row] = await db
    .select({
      offer: {
        candidateId: offers.candidateId,
        offerGroupId: offers.offerGroupId,
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
  // A company the candidate restricted, or works at now, may not reach them: the offer stays as it is.
  if (!row || (await isShutOut(db, row.offer.candidateId, row.company))) return undefined;
  return row;
}

/** `POST /biz/offers/{id}/revision`. */
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
  const band = revise ? revisedBand(input, found.offer, found.offer.hopeSalaryAtSend) : undefined;
  const reason = input.reason?.trim() ?? '';
  if (!revise && reason === '') throw badRequest(REVISION_REASON_REQUIRED_MESSAGE, 'reason');
  const candidateId = found.offer.candidateId;
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
    const basis = band ? (await salaryBases(tx, [candidateId])).get(candidateId) : undefined;
    const until = windowFrom(now, answered.remainingMs);
    const terms = band
      ? { ...band, ...increaseColumns(band.salaryMax, basis), offerItems: input.offerItems ?? found.offer.offerItems }
      : {};
    // Reminded again before the new end.
    const [offer] = await tx
      .update(offers)
      .set({ expiresAt: until, expiryRemindedAt: null, ...terms })
      .where(and(eq(offers.id, id), eq(offers.status, 'WAITING')))
      .returning({ id: offers.id });
    if (!offer) return undefined;
    await recordMove(tx, candidateId, revise ? 'revised' : 'kept', isAgent(viewer) ? 'agent' : 'company');
    return until;
  });
  if (!expiresAt) throw conflict(REVISION_NOT_WAITING_MESSAGE);
  const target = { offerId: id, groupId: found.offer.offerGroupId };
  await notifySafely(deps, candidateId, answeredNotice(target, found.company.name, revise, expiresAt));
}
