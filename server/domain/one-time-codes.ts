/**
 * Six-digit codes for phone sign-in, and for a signed-out visitor confirming the phone or e-mail
 * address an inquiry is to be answered at (`guest-contact`): single use, valid 5 minutes, dead after 5 wrong tries from
 * whatever addresses (tries per address would multiply a guesser's chances; the owner whose code a
 * stranger killed asks for a new one). How many are sent is limited in send-limits.ts, per phone
 * and address, per phone, per address and in all. Every limit is counted in the database so it
 * holds across replicas. Codes are stored as HMACs: a leaked table does not give them away, and
 * the job runner deletes codes older than a day (purgeStaleOneTimeCodes).
 */
import { createHmac, randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oneTimeCodes } from '../db/schema';

export const CODE_TTL_MS = 300_000; // SPEC §9: 6 digits valid 300,000 ms
const MAX_FAILED_ATTEMPTS = 5;
/**
 * Wrong codes one client address may try per rolling hour, whatever the phones: five tries on each
 * of many phones would otherwise add up. Higher than the console's limit, since a mobile carrier's
 * NAT puts many people behind one address.
 */
export const FAILED_CODE_CHECKS_PER_IP_PER_HOUR = 100;

/** Codes are dead after 5 minutes; a day later nothing needs them any more. */
const STALE_CODE_AGE_MS = 24 * 3_600_000;

export type CheckResult = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'locked' };

/** What a code is for: one purpose's code never passes for another's (a guest's code signs nobody in). */
export type CodePurpose = 'login' | 'guest-contact';

export function createOneTimeCodes(db: Database, secret: string, now: () => Date) {
  const digest = (phone: string, code: string, purpose: CodePurpose) =>
    createHmac('sha256', secret)
      .update(purpose === 'login' ? `${phone}:${code}` : `${purpose}:${phone}:${code}`)
      .digest('base64url');
  const openCodes = (phone: string, purpose: CodePurpose) =>
    and(eq(oneTimeCodes.phone, phone), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt));

  return {
    /**
     * A new code for `phone` (for `guest-contact` also an e-mail address), once send-limits.ts allowed
     * it; it replaces any earlier one of the same purpose still open.
     */
    async issue(phone: string, purpose: CodePurpose = 'login'): Promise<string> {
      // Under a per-phone lock: two codes issued at once must not both stay open.
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`one-time-code:${phone}`}))`);
        await tx.update(oneTimeCodes).set({ consumedAt: now() }).where(openCodes(phone, purpose));
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await tx.insert(oneTimeCodes).values({
          phone,
          purpose,
          codeHash: digest(phone, code, purpose),
          expiresAt: new Date(now().getTime() + CODE_TTL_MS),
          createdAt: now(),
        });
        return code;
      });
    },

    async check(phone: string, code: string, purpose: CodePurpose = 'login'): Promise<CheckResult> {
      const [latest] = await db
        .select()
        .from(oneTimeCodes)
        .where(openCodes(phone, purpose))
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
      if (latest.codeHash !== digest(phone, code, purpose)) return { ok: false, reason: 'invalid' };
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

/** The job runner's hourly sweep: codes older than a day. Answers how many were deleted. */
export async function purgeStaleOneTimeCodes(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(oneTimeCodes)
    .where(lt(oneTimeCodes.createdAt, new Date(now.getTime() - STALE_CODE_AGE_MS)))
    .returning({ id: oneTimeCodes.id });
  return deleted.length;
}
