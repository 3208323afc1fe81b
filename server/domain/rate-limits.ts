/**
 * Limits counted in the database so they hold across replicas: career lookups per phone per KST
 * day, membership checks per IP per hour, upload tickets per candidate per hour, analytics events
 * and lifetime-income shares per IP per hour. Subjects are stored hashed, never as the phone or IP.
 */
import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitEvents } from '../db/schema';
import { DAY_MS, KST_OFFSET_MS } from './offer-clock';

export type LimitKind =
  | 'career-lookup'
  | 'tax-lookup'
  | 'exist-check'
  | 'kakao-login'
  | 'phone-login-ip'
  | 'biz-login-email'
  | 'biz-login-ip'
  | 'partner-login-email'
  | 'partner-login-ip'
  | 'income-lookup'
  | 'file-upload'
  | 'analytics-events'
  | 'share-ip';

const HOUR_MS = 3_600_000;

/** 00:00 of the current day in Asia/Seoul (no daylight saving there). */
export function startOfKstDay(at: Date): Date {
  const kst = at.getTime() + KST_OFFSET_MS;
  return new Date(kst - (kst % DAY_MS) - KST_OFFSET_MS);
}

const subjectHash = (kind: LimitKind, subject: string) =>
  createHash('sha256').update(`${kind}:${subject}`).digest('base64url');

export function createRateLimits(db: Database, now: () => Date) {
  async function countSince(kind: LimitKind, subject: string, since: Date): Promise<number> {
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(rateLimitEvents)
      .where(
        and(
          eq(rateLimitEvents.kind, kind),
          eq(rateLimitEvents.subject, subjectHash(kind, subject)),
          gte(rateLimitEvents.createdAt, since),
        ),
      );
    return count;
  }

  /**
   * Records `units` uses (one by default) unless they would take the count since `since` past `limit`,
   * and answers the first record's id (undefined when refused). Counted and recorded under a
   * per-subject lock: requests fired at once must not all pass.
   */
  async function claim(
    kind: LimitKind,
    subject: string,
    limit: number,
    since: Date,
    units = 1,
  ): Promise<number | undefined> {
    const hashed = subjectHash(kind, subject);
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate-limit:${hashed}`}))`);
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(rateLimitEvents)
        .where(
          and(
            eq(rateLimitEvents.kind, kind),
            eq(rateLimitEvents.subject, hashed),
            gte(rateLimitEvents.createdAt, since),
          ),
        );
      if (count + units > limit) return undefined;
      const at = now();
      const [row] = await tx
        .insert(rateLimitEvents)
        .values(Array.from({ length: units }, () => ({ kind, subject: hashed, createdAt: at })))
        .returning({ id: rateLimitEvents.id });
      return row.id;
    });
  }

  const take = async (kind: LimitKind, subject: string, limit: number, since: Date) =>
    (await claim(kind, subject, limit, since)) !== undefined;

  return {
    countSince,
    /** Per KST calendar day (career and tax lookups per phone, lifetime-income lookups per candidate). */
    takeDaily: (kind: LimitKind, subject: string, limit: number) => take(kind, subject, limit, startOfKstDay(now())),
    /** Per rolling hour (membership checks per IP). */
    takeHourly: (kind: LimitKind, subject: string, limit: number) =>
      take(kind, subject, limit, new Date(now().getTime() - HOUR_MS)),
    /** Several uses at once per rolling hour (analytics events per IP): all are counted, or none. */
    takeHourlyUnits: async (kind: LimitKind, subject: string, limit: number, units: number) =>
      (await claim(kind, subject, limit, new Date(now().getTime() - HOUR_MS), units)) !== undefined,
    /** As takeHourly, answering the record's id so the use can be released again (undefined when refused). */
    claimHourly: (kind: LimitKind, subject: string, limit: number) =>
      claim(kind, subject, limit, new Date(now().getTime() - HOUR_MS)),
    /** Forgets uses recorded by claimHourly that turned out not to count (a sign-in that succeeded). */
    async release(ids: readonly number[]): Promise<void> {
      if (ids.length > 0) await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, [...ids]));
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

/** The longest window counted is a KST day: older events can never count again. */
export const RATE_LIMIT_RETENTION_MS = 2 * DAY_MS;

/** Forgets events no window can reach any more, so the table (hashed subjects) stays small. */
export async function purgeOldRateLimitEvents(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - RATE_LIMIT_RETENTION_MS);
  const deleted = await db
    .delete(rateLimitEvents)
    .where(lt(rateLimitEvents.createdAt, before))
    .returning({ id: rateLimitEvents.id });
  return deleted.length;
}
