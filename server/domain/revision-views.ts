/**
 * A revision row as both sides read it (contract/offer-revisions.ts). The revised terms are the
 * offer's own: only a revision changes an offer's band and items once it is sent.
 */
import type { OfferRevision, RevisionWish } from '../../src/contract/offer-revisions';
import type { offerRevisions } from '../db/schema';

type RevisionRecord = typeof offerRevisions.$inferSelect;

/** What the views read of a revision: everything but its ids and who answered. */
export type RevisionFields = Omit<RevisionRecord, 'id' | 'offerId' | 'candidateId' | 'answeredBy'>;

type CurrentTerms = { salaryMin: number; salaryMax: number; offerItems: string[] };

export function toRevisionView(revision: RevisionFields, offer: CurrentTerms): OfferRevision {
  return {
    status: revision.status,
    askedBy: revision.askedBy,
    askedAt: revision.askedAt.toISOString(),
    answerDueAt: revision.answerDueAt.toISOString(),
    answeredAt: revision.answeredAt?.toISOString() ?? null,
    asked: {
      salaryMin: revision.askedSalaryMin,
      salaryMax: revision.askedSalaryMax,
      wishes: revision.wishes as RevisionWish[],
      note: revision.note,
    },
    before: {
      salaryMin: revision.beforeSalaryMin,
      salaryMax: revision.beforeSalaryMax,
      offerItems: revision.beforeOfferItems,
    },
    after:
      revision.status === 'REVISED'
        ? { salaryMin: offer.salaryMin, salaryMax: offer.salaryMax, offerItems: offer.offerItems }
        : null,
    reason: revision.reason,
  };
}
