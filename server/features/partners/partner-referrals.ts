/**
 * What a partner sees of the people their link brought (GET /partners/me): an order number, the
 * day (KST) they joined and how far they got — never a name, phone, id or anything else of theirs.
 * Only the columns below are read, so nothing more can leak by accident.
 *
 * A member counts from the verification that created them from a sign-up through the link
 * (candidates.referral_partner_id). A deleted account reads LEFT while its row is kept (30 days
 * when it had offers); an account removed at once leaves the list, and the numbers close up.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { kstDay } from '../../../src/contract/kst';
import type { PartnerMe, Referral, ReferralStatus } from '../../../src/contract/partners';
import type { Executor } from '../../db/executor';
import { candidates, offers } from '../../db/schema';
import type { PartnerRow } from '../../domain/partners';

export interface ReferralFacts {
  deleted: boolean;
  submitted: boolean;
  matched: boolean;
}

/** How far a referred member got: LEFT over MATCHED (an offer accepted) over SUBMITTED over VERIFIED. */
export function referralStatus(facts: ReferralFacts): ReferralStatus {
  if (facts.deleted) return 'LEFT';
  if (facts.matched) return 'MATCHED';
  if (facts.submitted) return 'SUBMITTED';
  return 'VERIFIED';
}

/** Counts by the current status: `submitted` includes the matched, and neither counts those who left. */
export function referralCounts(referrals: readonly Referral[]): PartnerMe['counts'] {
  const matched = referrals.filter((referral) => referral.status === 'MATCHED').length;
  const submitted = referrals.filter((referral) => referral.status === 'SUBMITTED').length + matched;
  return { total: referrals.length, submitted, matched };
}

export const referralPath = (token: string) => `/r/${token}`;

export async function partnerMe(db: Executor, partner: PartnerRow): Promise<PartnerMe> {
  // A join, not a correlated subquery: with one table drizzle leaves column names unqualified.
  const rows = await db
    .select({
      joinedAt: candidates.createdAt,
      deleted: sql<boolean>`${candidates.deletedAt} is not null`,
      submitted: sql<boolean>`coalesce(${candidates.firstSubmittedAt}, ${candidates.submittedAt}) is not null`,
      matched: sql<boolean>`count(${offers.id}) > 0`,
    })
    .from(candidates)
    .leftJoin(offers, and(eq(offers.candidateId, candidates.id), eq(offers.status, 'MATCHED')))
    .where(eq(candidates.referralPartnerId, partner.id))
    .groupBy(candidates.id)
    .orderBy(asc(candidates.createdAt), asc(candidates.id));
  const referrals = rows.map((row, index) => ({
    number: index + 1,
    // The KST day is all a partner needs: the exact moment could be matched against when a friend
    // they sent the link to signed up, and so name the member.
    joinedAt: kstDay(row.joinedAt),
    status: referralStatus(row),
  }));
  return {
    name: partner.name,
    referralPath: referralPath(partner.referralToken),
    referrals,
    counts: referralCounts(referrals),
  };
}
