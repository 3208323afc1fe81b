/**
 * A company's response record: of the coffee chats accepted in the last 90 days, the
 * median time from acceptance to the company's first proposal and the share that reached 일정
 * 확정. Said only once there are at least RESPONSE_RECORD_MIN_CHATS of them: fewer would describe
 * one or two people's chats, and be unfair to the company either way. Deleted accounts' chats do not
 * count, as in the ranking.
 */
import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import { DAY_MS } from '../../../src/contract/kst';
import { RESPONSE_RECORD_DAYS, RESPONSE_RECORD_MIN_CHATS, type ResponseRecord } from '../../../src/contract/meetings';
import type { Executor } from '../../db/executor';
import { candidates, coffeechats } from '../../db/schema';
import { coffeechatMeetings } from '../../db/schema-meetings';

export interface ChatResponse {
  acceptedAt: Date;
  firstProposedAt: Date | null;
  firstConfirmedAt: Date | null;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The record of these coffee chats, or null when there are too few to say anything. */
export function summarizeResponses(chats: readonly ChatResponse[]): ResponseRecord | null {
  if (chats.length < RESPONSE_RECORD_MIN_CHATS) return null;
  const waits = chats.flatMap((chat) =>
    chat.firstProposedAt ? [chat.firstProposedAt.getTime() - chat.acceptedAt.getTime()] : [],
  );
  const confirmed = chats.filter((chat) => chat.firstConfirmedAt !== null).length;
  return {
    medianDays: waits.length === 0 ? null : Math.max(1, Math.ceil(median(waits) / DAY_MS)),
    confirmedPercent: Math.round((confirmed / chats.length) * 100),
    coffeechats: chats.length,
  };
}

export async function responseRecord(db: Executor, companyId: number, now: Date): Promise<ResponseRecord | null> {
  const since = new Date(now.getTime() - RESPONSE_RECORD_DAYS * DAY_MS);
  const rows = await db
    .select({
      acceptedAt: coffeechats.createdAt,
      firstProposedAt: coffeechatMeetings.firstProposedAt,
      firstConfirmedAt: coffeechatMeetings.firstConfirmedAt,
    })
    .from(coffeechats)
    .innerJoin(candidates, eq(candidates.id, coffeechats.candidateId))
    .leftJoin(coffeechatMeetings, eq(coffeechatMeetings.coffeechatId, coffeechats.id))
    .where(
      and(
        eq(coffeechats.companyId, companyId),
        gte(coffeechats.createdAt, since),
        lte(coffeechats.createdAt, now),
        isNull(candidates.deletedAt),
      ),
    );
  return summarizeResponses(rows);
}
