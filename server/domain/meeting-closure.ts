/**
 * Restriction is total: once the candidate restricts a company, or deletes the account,
 * the coffee chats still open with it (연락 대기, 일정 제안됨, 일정 확정) end at once, as cancelled by
 * the candidate, without a reason. Nothing the company wrote stays in them: its slots, link or
 * address are cleared, and the candidate is told nothing (they did it). No reminder follows, since
 * those go to confirmed meetings only, and the company's moves are refused from then on
 * (features/coffeechat/meetings.ts).
 *
 * Runs inside the caller's transaction and locks each coffee chat's row as a meeting move does, so
 * a proposal racing the restriction either committed first or finds the meeting cancelled (409).
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { coffeechats } from '../db/schema';
import { coffeechatMeetings, coffeechatSlots } from '../db/schema-meetings';

/**
 * Cancels the candidate's open meetings with `companyIds` (every company when 'all'); answers the
 * coffee chats it cancelled. The reason is left empty: the console still lists the accepted coffee
 * chat (sent-offers.ts), and a reason would tell the company it was restricted.
 */
export async function cancelMeetingsWith(
  tx: Executor,
  candidateId: string,
  companyIds: readonly number[] | 'all',
  now: Date,
): Promise<number[]> {
  if (companyIds !== 'all' && companyIds.length === 0) return [];
  const chats = await tx
    .select({ id: coffeechats.id })
    .from(coffeechats)
    .where(
      and(
        eq(coffeechats.candidateId, candidateId),
        companyIds === 'all' ? undefined : inArray(coffeechats.companyId, [...companyIds]),
      ),
    )
    .orderBy(coffeechats.id)
    .for('update');
  const ids = chats.map((chat) => chat.id);
  if (ids.length === 0) return [];
  // A coffee chat nothing happened to has no row yet (연락 대기): it gets one, to be cancelled.
  await tx
    .insert(coffeechatMeetings)
    .values(ids.map((coffeechatId) => ({ coffeechatId })))
    .onConflictDoNothing();
  const cancelled = await tx
    .update(coffeechatMeetings)
    .set({
      status: 'CANCELLED',
      cancelledBy: 'CANDIDATE',
      cancelReason: '',
      cancelledAt: now,
      mode: null,
      place: null,
      otherTimesNote: null,
      updatedAt: now,
    })
    .where(
      and(inArray(coffeechatMeetings.coffeechatId, ids), notInArray(coffeechatMeetings.status, ['CANCELLED', 'DONE'])),
    )
    .returning({ coffeechatId: coffeechatMeetings.coffeechatId });
  const cancelledIds = cancelled.map((row) => row.coffeechatId);
  if (cancelledIds.length > 0)
    await tx.delete(coffeechatSlots).where(inArray(coffeechatSlots.coffeechatId, cancelledIds));
  return cancelledIds;
}
