/**
 * The attack period: how long companies may send offers after a submit (30 days by default),
 * extended by whole months from whichever is later, now or the current end.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../../src/contract/errors';
import type { MyAttack } from '../../../src/contract/offers';
import { atomically, type Executor } from '../../db/executor';
import { candidates } from '../../db/schema';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { addMonths, attackPeriodEnd } from '../../domain/offer-clock';
import { ApiError, unauthorized } from '../../errors/api-error';
import { countOffers, findRecentSelectable } from './offer-queries';

const NOT_SUBMITTED_MESSAGE = '프로필을 먼저 제출해 주세요.';
const INACTIVE_PROFILE_MESSAGE = '제안 받기가 중지된 프로필입니다.';

/** The new end: `months` after the current end, or after now when the period is already over. */
export function extendedAttackEnd(currentEnd: Date | null, now: Date, months: number): Date {
  const from = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now;
  return addMonths(from, months);
}

export async function myAttack(db: Executor, candidateId: string, now: Date): Promise<MyAttack> {
  const candidate = await requireLiveCandidate(db, candidateId);
  const end = attackPeriodEnd(candidate.submittedAt, candidate.attackUntil);
  return {
    isActivate: candidate.isActivate,
    isSubmitted: candidate.submittedAt !== null,
    attackExpiredAt: end ? end.toISOString() : null,
    counts: await countOffers(db, candidateId, now),
    recentOfferItem: await findRecentSelectable(db, candidateId, now),
  };
}

/** Locks the candidate's row so extensions fired at once add up instead of overwriting each other. */
export async function extendAttack(db: Executor, candidateId: string, months: number, now: Date): Promise<MyAttack> {
  await atomically(db, async (tx) => {
    const [candidate] = await tx.select().from(candidates).where(eq(candidates.id, candidateId)).for('update');
    if (!candidate || candidate.deletedAt) throw unauthorized();
    if (!candidate.submittedAt) throw new ApiError(409, ErrorCode.conflict, NOT_SUBMITTED_MESSAGE);
    if (!candidate.isActivate) throw new ApiError(409, ErrorCode.conflict, INACTIVE_PROFILE_MESSAGE);
    const currentEnd = attackPeriodEnd(candidate.submittedAt, candidate.attackUntil);
    await tx
      .update(candidates)
      .set({ attackUntil: extendedAttackEnd(currentEnd, now, months) })
      .where(eq(candidates.id, candidateId));
  });
  return myAttack(db, candidateId, now);
}
