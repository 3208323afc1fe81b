import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { offerRevisions } from '../../db/schema';

/** Accepting or refusing ends a request for a revision still waiting: the company's answer would come too late. */
export async function withdrawRevision(tx: Executor, offerId: number, now: Date) {
  await tx
    .update(offerRevisions)
    .set({ status: 'WITHDRAWN', answeredAt: now })
    .where(and(eq(offerRevisions.offerId, offerId), eq(offerRevisions.status, 'ASKED')));
}
