/**
 * Requests for a revision past their deadline become TIMED_OUT (the job runner's expiry sweep,
 * every minute), each claimed by one UPDATE so that with any number of replicas one tells the
 * candidate, once. The offer's expiry was set when asking to the deadline plus the time the
 * candidate had left: it stays, and the 24-hours-before reminder is armed again.
 */
import { and, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { candidates, companies, offerRevisions, offers } from '../../db/schema';
import { notifySafely, type RevisionDeps, recordMove, timedOutNotice } from './revision-rules';

/** Answers how many requests timed out; `onlyOfferId` narrows it to one (the sandbox's shortcut). */
export async function sweepRevisionTimeouts(deps: RevisionDeps, now: Date, onlyOfferId?: number): Promise<number> {
  const { db } = deps;
  const timedOut = await db
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
  const liveCandidates = db.select({ id: candidates.id }).from(candidates).where(isNull(candidates.deletedAt));
  const open = await db
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
        inArray(offers.candidateId, liveCandidates),
      ),
    )
    .returning({
      id: offers.id,
      groupId: offers.offerGroupId,
      candidateId: offers.candidateId,
      companyId: offers.companyId,
      expiresAt: offers.expiresAt,
    });
  const companyIds = [...new Set(open.map((offer) => offer.companyId))];
  const names =
    companyIds.length === 0
      ? new Map<number, string>()
      : new Map(
          (
            await db
              .select({ id: companies.id, name: companies.name })
              .from(companies)
              .where(inArray(companies.id, companyIds))
          ).map((company) => [company.id, company.name]),
        );
  for (const row of timedOut) await recordMove(db, row.candidateId, 'timed_out', 'clock');
  for (const offer of open) {
    const notice = timedOutNotice(
      { offerId: offer.id, groupId: offer.groupId },
      names.get(offer.companyId) ?? '기업',
      offer.expiresAt,
    );
    await notifySafely(deps, offer.candidateId, notice);
  }
  return timedOut.length;
}
