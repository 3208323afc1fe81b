/**
 * A meeting's news by SMS, outside the sandbox, sent from the shared job queue (jobs/job-queue.ts)
 * rather than inside the request that made the news: a slow or absent provider never holds a
 * recruiter's or a candidate's action, and a notice made in quiet hours (22:00–08:00 KST) waits in
 * the queue until 08:00, surviving restarts, on whichever replica claims it.
 *
 * Each notice reaches the phone at most once, and once unless it is skipped for a reason logged:
 * - the provider said nothing was sent (SenderUnavailableError): the job fails and the queue tries
 *   again later (30 s, 60 s, … up to MAX_ATTEMPTS);
 * - an earlier try never ended (the process died mid-send): it may have been sent, so not again;
 * - what it announces is over (its expiresAt passed), the account is gone, or the number is refused.
 * Quiet hours that began while it waited (a retry at 22:00) move it to 08:00 again.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { candidates } from '../db/schema';
import { heldUntil } from '../domain/quiet-hours';
import { type ClaimedJob, enqueue, INTERRUPTED } from '../jobs/job-queue';
import type { Logger } from '../logger';
import { type MessageSender, RecipientRejectedError } from './message-sender';
import { heldMessage, noticeSmsText, type QueuedNotice } from './notifier';

export interface NoticeSmsDeps {
  db: Database;
  now: () => Date;
  logger: Logger;
  messageSender: MessageSender;
  /** PUSH_QUIET_HOURS: the same hours hold pushes and texts. */
  quietHours: boolean;
}

export type NoticeSmsOutcome = 'sent' | 'held' | 'skipped';

const phoneOfLiveCandidate = async (db: Database, candidateId: string) => {
  const [row] = await db
    .select({ phone: candidates.phone })
    .from(candidates)
    .where(and(eq(candidates.id, candidateId), isNull(candidates.deletedAt)));
  return row?.phone;
};

/** Why the notice must not go now, or undefined when it may. */
async function skipReason(deps: NoticeSmsDeps, job: ClaimedJob, notice: QueuedNotice): Promise<string | undefined> {
  if (job.previousError === INTERRUPTED) return 'an earlier try never ended and may have sent it';
  if (deps.messageSender.channel === 'off') return 'SMS is off';
  const { expiresAt } = heldMessage(notice);
  if (expiresAt && expiresAt.getTime() <= deps.now().getTime()) return 'what it announced is over';
  return undefined;
}

/** Runs one queued notice (the job runner's 'notice-sms'); throws when the queue should try again later. */
export async function sendQueuedNoticeSms(
  deps: NoticeSmsDeps,
  job: ClaimedJob,
  notice: QueuedNotice,
): Promise<NoticeSmsOutcome> {
  const skipped = (reason: string): NoticeSmsOutcome => {
    deps.logger.info('meeting notice SMS skipped', { job: job.id, reason });
    return 'skipped';
  };
  const reason = await skipReason(deps, job, notice);
  if (reason) return skipped(reason);
  const releaseAt = deps.quietHours ? heldUntil(deps.now(), heldMessage(notice).expiresAt) : undefined;
  if (releaseAt) {
    await enqueue(deps.db, 'notice-sms', notice, releaseAt);
    deps.logger.info('meeting notice SMS held for the end of quiet hours', { job: job.id });
    return 'held';
  }
  const phone = await phoneOfLiveCandidate(deps.db, notice.candidateId);
  if (!phone) return skipped('the account is gone');
  try {
    await deps.messageSender.sendNotification(phone, noticeSmsText(heldMessage(notice)));
  } catch (error) {
    // The provider took nothing and may later (SenderUnavailableError): the queue tries again.
    if (!(error instanceof RecipientRejectedError)) throw error;
    return skipped('the provider refused the number');
  }
  return 'sent';
}
