/**
 * Six-digit codes for phone sign-in: single use, valid 5 minutes, dead after 5 wrong tries,
 * at most CODE_SENDS_PER_HOUR (5) sent per phone per hour. Every limit is counted in the database so it holds
 * across replicas. Codes are stored as HMACs: a leaked table does not give them away.
 */
import { createHmac, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oneTimeCodes } from '../db/schema';

export const CODE_TTL_MS = 300_000; // SPEC §9: 6 digits valid 300,000 ms
export const MAX_FAILED_ATTEMPTS = 5;
/**
 * Wrong codes one client address may try per rolling hour, whatever the phones: five tries on each
 * of many phones would otherwise add up. Higher than the console's limit, since a mobile carrier's
 * NAT puts many people behind one address.
 */
export const FAILED_CODE_CHECKS_PER_IP_PER_HOUR = 100;

export type IssueResult = { ok: true; code: string } | { ok: false; reason: 'too-many-sends' };
export type CheckResult = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'locked' };

export function createOneTimeCodes(db: Database, secret: string, now: () => Date, sendsPerHour: number) {
  const digest = (phone: string, code: string) =>
    createHmac('sha256', secret).update(`${phone}:${code}`).digest('base64url');

  return {
    async issue(phone: string): Promise<IssueResult> {
      // One phone's sends are counted and recorded under a per-phone lock: requests fired at once
      // would otherwise all count the same rows and all be sent.
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`one-time-code:${phone}`}))`);
        const hourAgo = new Date(now().getTime() - 3_600_000);
        const [{ count }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(oneTimeCodes)
          .where(and(eq(oneTimeCodes.phone, phone), gt(oneTimeCodes.createdAt, hourAgo)));
        if (count >= sendsPerHour) return { ok: false, reason: 'too-many-sends' } as const;
        // A new code replaces any earlier one still open.
        await tx
          .update(oneTimeCodes)
          .set({ consumedAt: now() })
          .where(and(eq(oneTimeCodes.phone, phone), isNull(oneTimeCodes.consumedAt)));
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await tx.insert(oneTimeCodes).values({
          phone,
          purpose: 'login',
          codeHash: digest(phone, code),
          expiresAt: new Date(now().getTime() + CODE_TTL_MS),
          createdAt: now(),
        });
        return { ok: true, code } as const;
      });
    },

    async check(phone: string, code: string): Promise<CheckResult> {
      const [latest] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.phone, phone), isNull(oneTimeCodes.consumedAt)))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      if (!latest) return { ok: false, reason: 'invalid' };
      if (latest.expiresAt <= now()) return { ok: false, reason: 'expired' };
      if (latest.failedAttempts >= MAX_FAILED_ATTEMPTS) return { ok: false, reason: 'locked' };
      // Each comparison first takes one of the tries, atomically: guesses fired at once cannot all
      // pass the check above before any of them is counted. (A right code counts too; it is consumed.)
      const tried = await db
        .update(oneTimeCodes)
        .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
        .where(and(eq(oneTimeCodes.id, latest.id), lt(oneTimeCodes.failedAttempts, MAX_FAILED_ATTEMPTS)))
        .returning({ id: oneTimeCodes.id });
      if (tried.length === 0) return { ok: false, reason: 'locked' };
      if (latest.codeHash !== digest(phone, code)) return { ok: false, reason: 'invalid' };
      const consumed = await db
        .update(oneTimeCodes)
        .set({ consumedAt: now() })
        .where(and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      // Two requests with the right code: only the first signs in.
      return consumed.length === 1 ? { ok: true } : { ok: false, reason: 'invalid' };
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
