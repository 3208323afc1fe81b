/**
 * How much one candidate may write to our operators and companies: INQUIRIES_PER_DAY (10) inquiry
 * rooms per KST day and MESSAGES_PER_HOUR (60) messages per rolling hour, an inquiry's first
 * message included. Counted from the rooms and messages themselves, inside the write's transaction
 * and under a per-candidate lock: a replay of an Idempotency-Key writes and counts nothing, a
 * refusal rolls back with the write, and sends fired at once cannot all slip under the limit.
 */
import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import { DAY_MS, startOfKstDay } from '../../../src/contract/kst';
import type { Executor } from '../../db/executor';
import { messageRooms, messages } from '../../db/schema-messages';
import { HOUR_MS } from '../../domain/rate-limits';
import { koreanDuration, RetryLaterError } from '../../errors/retry-later';

export interface WriteLimits {
  inquiriesPerDay: number;
  messagesPerHour: number;
}

export const INQUIRIES_LIMITED_MESSAGE = '오늘은 문의를 더 남길 수 없어요. 내일 다시 문의해 주세요.';
/** "메시지를 너무 많이 보냈어요. 12분 후에 다시 보내 주세요." */
const messagesLimitedMessage = (waitMs: number) =>
  `메시지를 너무 많이 보냈어요. ${koreanDuration(waitMs)} 후에 다시 보내 주세요.`;

/** Call first, inside the write's transaction: one candidate's writes are counted one at a time. */
export async function lockCandidateWrites(tx: Executor, candidateId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`candidate-writes:${candidateId}`}))`);
}

/** 429 (until the next KST midnight) when the candidate opened `limit` rooms of this topic today. */
export async function refusePastInquiries(tx: Executor, candidateId: string, topic: string, limit: number, now: Date) {
  const dayStart = startOfKstDay(now);
  const [{ count }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(messageRooms)
    .where(
      and(
        eq(messageRooms.candidateId, candidateId),
        eq(messageRooms.kind, 'OPERATOR'),
        eq(messageRooms.topic, topic),
        gte(messageRooms.createdAt, dayStart),
      ),
    );
  if (count >= limit) {
    throw new RetryLaterError(INQUIRIES_LIMITED_MESSAGE, dayStart.getTime() + DAY_MS - now.getTime());
  }
}

/**
 * The candidate's messages since `since`, counted room by room: the correlated count keeps their
 * few rooms the outer side of the plan and reads each room's last hour from
 * messages_room_candidate_sent. Joined the other way round, a plan read every message and probed
 * the rooms once per message — and a room has a dead row version per message sent until VACUUM —
 * so each send cost time growing with the square of the hour's messages.
 */
async function countSentSince(tx: Executor, candidateId: string, since: Date): Promise<number> {
  const inRoom = sql`(select count(*) from ${messages} where ${and(
    eq(messages.roomId, messageRooms.id),
    eq(messages.senderKind, 'CANDIDATE'),
    gt(messages.createdAt, since),
  )})`;
  const [{ count }] = await tx
    .select({ count: sql<number>`coalesce(sum(${inRoom}), 0)::int` })
    .from(messageRooms)
    .where(eq(messageRooms.candidateId, candidateId));
  return count;
}

/** 429 (until the oldest of them is an hour old) when the candidate sent `limit` messages in the last hour. */
export async function refusePastMessages(tx: Executor, candidateId: string, limit: number, now: Date) {
  const since = new Date(now.getTime() - HOUR_MS);
  const count = await countSentSince(tx, candidateId, since);
  if (count < limit) return;
  const counted = and(
    eq(messageRooms.candidateId, candidateId),
    eq(messages.senderKind, 'CANDIDATE'),
    gt(messages.createdAt, since),
  );
  // The message whose leaving the hour makes room for one more.
  const [leaving] = await tx
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .innerJoin(messageRooms, eq(messageRooms.id, messages.roomId))
    .where(counted)
    .orderBy(asc(messages.createdAt))
    .offset(count - limit)
    .limit(1);
  const waitMs = leaving.createdAt.getTime() + HOUR_MS - now.getTime();
  throw new RetryLaterError(messagesLimitedMessage(waitMs), waitMs);
}
