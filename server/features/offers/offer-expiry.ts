/**
 * Stores EXPIRED on offers and curation groups still WAITING past their expiry. Reads do not wait
 * for it (they apply expiry themselves); the sweep keeps stored statuses true for everything else
 * that reads the tables. Idempotent: a job runner may call it as often as it likes.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offerGroups, offers } from '../../db/schema';

export async function sweepExpiredOffers(db: Database, now: Date): Promise<{ offers: number; groups: number }> {
  const expiredOffers = await db
    .update(offers)
    .set({ status: 'EXPIRED' })
    .where(and(eq(offers.status, 'WAITING'), lt(offers.expiresAt, now)))
    .returning({ id: offers.id });
  const expiredGroups = await db
    .update(offerGroups)
    .set({ status: 'EXPIRED' })
    .where(and(eq(offerGroups.status, 'WAITING'), lt(offerGroups.expiresAt, now)))
    .returning({ id: offerGroups.id });
  return { offers: expiredOffers.length, groups: expiredGroups.length };
}
