/**
 * The candidate's account (SPEC §4 hiding the profile and account deletion; DESIGN.md §6): stop
 * receiving offers, and deletion — at once when no company ever sent an offer, otherwise hidden at
 * once and purged 30 days later (SPEC §9), so a company's sent list and coffee chats do not lose
 * their candidate under them mid-conversation. A deleted account is gone for every route (they all
 * ask requireLiveCandidate or visibleCandidateCondition), and the phone may sign up again: the
 * phone's unique index covers live rows only.
 */
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { ErrorCode } from '../../src/contract/errors';
import { DAY_MS } from '../../src/contract/kst';
import { ALREADY_STOPPED_MESSAGE, DELETED_ACCOUNT_RETENTION_DAYS, type StopResult } from '../../src/contract/profile';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/client';
import { candidates, offers } from '../db/schema';
import { ApiError, unauthorized } from '../errors/api-error';
import { requireLiveCandidate } from './candidate-records';
import { removeFilesOf } from './file-uploads';
import { forgetIdempotentAnswers } from './idempotency-keys';
import { cancelMeetingsWith } from './meeting-closure';

/** Hides an active profile from companies; 409 when it is not active (SPEC §4). */
export async function stopReceivingOffers(db: Database, candidateId: string): Promise<StopResult> {
  const stopped = await db
    .update(candidates)
    .set({ isActivate: false })
    .where(and(eq(candidates.id, candidateId), isNull(candidates.deletedAt), eq(candidates.isActivate, true)))
    .returning({ id: candidates.id });
  if (stopped.length > 0) return { isActivate: false };
  await requireLiveCandidate(db, candidateId);
  throw new ApiError(409, ErrorCode.conflict, ALREADY_STOPPED_MESSAGE);
}

const purgeAfterOf = (deletedAt: Date) => new Date(deletedAt.getTime() + DELETED_ACCOUNT_RETENTION_DAYS * DAY_MS);

/**
 * Every refresh token of the candidate is revoked first (an access token dies within 15 minutes
 * and finds no live account meanwhile). Then, under the candidate's row lock, the account is marked
 * deleted with its reason — hidden and gone for every route from that moment. Without any offer
 * ever sent, its files and the row (everything of theirs cascades) are deleted right away;
 * otherwise they wait for purgeAfter. A crash in between leaves a row the purge sweep finishes.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'db' | 'refreshTokens' | 'now' | 'fileStorage' | 'logger'>,
  candidateId: string,
  reason: string,
): Promise<'deleted' | 'kept-hidden'> {
  await requireLiveCandidate(deps.db, candidateId);
  await deps.refreshTokens.revokeSubject(candidateId);
  const now = deps.now();
  const hadOffers = await deps.db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: candidates.id, deletedAt: candidates.deletedAt })
      .from(candidates)
      .where(eq(candidates.id, candidateId))
      .for('update');
    if (!candidate || candidate.deletedAt) throw unauthorized();
    const [offer] = await tx.select({ id: offers.id }).from(offers).where(eq(offers.candidateId, candidateId)).limit(1);
    await tx
      .update(candidates)
      .set({ deletedAt: now, deletionReason: reason, purgeAfter: offer ? purgeAfterOf(now) : now, isActivate: false })
      .where(eq(candidates.id, candidateId));
    // Stored answers hold message text and profile bodies; they are not part of what is kept 30 days.
    await forgetIdempotentAnswers(tx, candidateSession(candidateId));
    // No company keeps a meeting with a deleted account, nor its place or slots in it.
    await cancelMeetingsWith(tx, candidateId, 'all', now);
    return offer !== undefined;
  });
  if (hadOffers) return 'kept-hidden';
  try {
    await purgeCandidate(deps, candidateId);
  } catch (error) {
    // The account is already gone for every route (deletedAt, tokens revoked); the sweep retries.
    deps.logger.warn('purge after deletion failed', { reason: error instanceof Error ? error.name : 'unknown' });
  }
  return 'deleted';
}

/** The candidate's idempotency subject: keys are stored per session kind and id, not by foreign key. */
const candidateSession = (candidateId: string) => ({ kind: 'candidate', subjectId: candidateId });

/**
 * Deletes a deleted account for good: its files' bytes, then the row (the rest cascades) and its
 * stored idempotent answers, which no foreign key ties to the row (a request in flight at the
 * deletion may have stored one since).
 */
async function purgeCandidate(deps: Pick<AppDeps, 'db' | 'fileStorage'>, candidateId: string) {
  await removeFilesOf(deps, candidateId);
  await deps.db.transaction(async (tx) => {
    const purged = await tx
      .delete(candidates)
      .where(and(eq(candidates.id, candidateId), isNotNull(candidates.deletedAt)))
      .returning({ id: candidates.id });
    if (purged.length > 0) await forgetIdempotentAnswers(tx, candidateSession(candidateId));
  });
}

/** Purges the deleted accounts whose 30 days have passed; idempotent (the job runner calls it hourly). */
export async function purgeDeletedCandidates(
  deps: Pick<AppDeps, 'db' | 'fileStorage' | 'logger'>,
  now: Date,
): Promise<number> {
  const due = await deps.db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(isNotNull(candidates.deletedAt), isNotNull(candidates.purgeAfter), lte(candidates.purgeAfter, now)));
  let purged = 0;
  for (const { id } of due) {
    try {
      await purgeCandidate(deps, id);
      purged += 1;
    } catch (error) {
      // One account that cannot be purged now must not block the others; the next sweep retries it.
      deps.logger.warn('purge failed', { reason: error instanceof Error ? error.name : 'unknown' });
    }
  }
  return purged;
}
