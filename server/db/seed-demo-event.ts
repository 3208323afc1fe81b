/**
 * Sandbox-only seed of the lifetime-income event and the referral partners: the peers behind the
 * "secret" cards and the demo partner whose password the README publishes. Idempotent like the
 * rest of the seed: rows that exist are left as they are.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { createPartner } from '../domain/partners';
import type { Database } from './client';
import { isUniqueViolation } from './postgres-errors';
import { candidates, salaries } from './schema';
import { partners } from './schema-partners';
import { seedPeers } from './seed-content/peers';

export const demoPartner = {
  email: 'partner@boltx.example',
  name: '최민준',
  /** Fixed, so the README and demos can link /r/MinjunPartner1; real partners get random tokens. */
  referralToken: 'MinjunPartner1',
} as const;

/** Peers who are missing (never seeded, or deleted since) are added with their salaries. */
export async function seedPeerSalaries(db: Database): Promise<void> {
  const phones = seedPeers.map((peer) => peer.phone);
  const present = await db
    .select({ phone: candidates.phone })
    .from(candidates)
    .where(and(inArray(candidates.phone, phones), isNull(candidates.deletedAt)));
  const missing = seedPeers.filter((peer) => !present.some((row) => row.phone === peer.phone));
  if (missing.length === 0) return;
  const added = await db
    .insert(candidates)
    .values(missing.map(({ salaries: _, ...peer }) => ({ ...peer, isActivate: false })))
    .onConflictDoNothing()
    .returning({ id: candidates.id, phone: candidates.phone });
  const rows = added.flatMap(({ id, phone }) =>
    (seedPeers.find((peer) => peer.phone === phone)?.salaries ?? []).map((salary) => ({
      candidateId: id,
      source: 'HEALTH' as const,
      type: 'INPUT' as const,
      ...salary,
    })),
  );
  if (rows.length > 0) await db.insert(salaries).values(rows).onConflictDoNothing();
}

export async function seedDemoPartner(db: Database, password: string): Promise<void> {
  const [existing] = await db.select({ id: partners.id }).from(partners).where(eq(partners.email, demoPartner.email));
  if (existing) return;
  try {
    await createPartner(db, { ...demoPartner, password });
  } catch (error) {
    // Another replica seeding at the same moment made it first.
    if (!isUniqueViolation(error)) throw error;
  }
}
