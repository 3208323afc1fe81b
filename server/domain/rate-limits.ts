/**
 * Limits counted in the database so they hold across replicas: career lookups per phone per KST
 * day, membership checks per IP per hour, upload tickets per candidate per hour, analytics events
 * and lifetime-income shares per IP per hour, code sends, verification requests and sign-ups
 * (send-limits.ts, signups.ts), password failures (login-attempts.ts). Subjects are stored hashed,
 * never as the phone or IP.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt, max, sql } from 'drizzle-orm';
import { DAY_MS, startOfKstDay } from '../../src/contract/kst';
import type { Database } from '../db/client';
import { rateLimitEvents } from '../db/schema';

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
  | 'share-ip'
  | 'code-send-phone-ip'
  | 'code-send-phone'
  | 'code-send-ip'
  | 'code-send-all'
  | 'verify-request-ip'
  | 'verify-request-all'
  | 'signup-ip'
  | 'biz-login-email-ip'
  | 'partner-login-email-ip'
  | 'guest-inquiry-contact'
  | 'guest-inquiry-ip'
  | 'guest-inquiry-all'
  | 'guest-code-check-ip';

/** A rolling window: at most `limit` uses in any `windowMs`. */
export interface LimitWindow {
  limit: number;
  windowMs: number;
  /**
   * Growing delays: once `free` uses are in the window, each next one waits `baseMs` × 2^(uses − free)
   * after the latest (30 s, 1 min, 2 min, … for a base of 30 s).
   */
  backoff?: { free: number; baseMs: number };
}

/** One limit of several claimed together (claimAll). */
export interface LimitUse<K extends LimitKind = LimitKind> {
  kind: K;
  subject: string;
  window: LimitWindow;
}

/** A use granted (its record's id, to release it again), or how long until the next one would be. */
export type Claim = { granted: true; id: number } | { granted: false; retryAfterMs: number };

export const HOUR_MS = 3_600_000;

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

  /**
   * Records one use within `window` (LimitWindow), under the same per-subject lock as claim, or
   * answers how long until the oldest counted use leaves the window, or the growing delay ends.
   */
  async function claimWithin(kind: LimitKind, subject: string, window: LimitWindow): Promise<Claim> {
    const hashed = subjectHash(kind, subject);
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate-limit:${hashed}`}))`);
      const at = now();
      const counted = and(
        eq(rateLimitEvents.kind, kind),
        eq(rateLimitEvents.subject, hashed),
        gte(rateLimitEvents.createdAt, new Date(at.getTime() - window.windowMs)),
      );
      const [{ count, latest }] = await tx
        .select({ count: sql<number>`count(*)::int`, latest: max(rateLimitEvents.createdAt) })
        .from(rateLimitEvents)
        .where(counted);
      if (count >= window.limit) {
        // The use whose leaving makes room for one more.
        const [leaving] = await tx
          .select({ createdAt: rateLimitEvents.createdAt })
          .from(rateLimitEvents)
          .where(counted)
          .orderBy(asc(rateLimitEvents.createdAt))
          .offset(count - window.limit)
          .limit(1);
        return { granted: false, retryAfterMs: leaving.createdAt.getTime() + window.windowMs - at.getTime() };
      }
      const { backoff } = window;
      if (backoff && latest && count >= backoff.free) {
        const allowedAt = new Date(latest).getTime() + backoff.baseMs * 2 ** (count - backoff.free);
        if (allowedAt > at.getTime()) return { granted: false, retryAfterMs: allowedAt - at.getTime() };
      }
      const [row] = await tx
        .insert(rateLimitEvents)
        .values({ kind, subject: hashed, createdAt: at })
        .returning({ id: rateLimitEvents.id });
      return { granted: true, id: row.id };
    });
  }

  async function release(ids: readonly number[]): Promise<void> {
    if (ids.length > 0) await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, [...ids]));
  }

  /**
   * Claims one use of each limit in turn. At the first refusal the uses already claimed are released
   * and the refusing limit's kind is answered: a request refused by one limit spends none of the others.
   */
  async function claimAll<K extends LimitKind>(
    uses: readonly LimitUse<K>[],
  ): Promise<{ granted: true; ids: number[] } | { granted: false; kind: K; retryAfterMs: number }> {
    const ids: number[] = [];
    for (const use of uses) {
      const claimed = await claimWithin(use.kind, use.subject, use.window);
      if (!claimed.granted) {
        await release(ids);
        return { granted: false, kind: use.kind, retryAfterMs: claimed.retryAfterMs };
      }
      ids.push(claimed.id);
    }
    return { granted: true, ids };
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
    claimWithin,
    claimAll,
    /** Forgets uses recorded by claimHourly or claimWithin that turned out not to count (a sign-in that succeeded). */
    release,
    /** Forgets every use of one subject (a pair's failures once it signed in). */
    async forget(kind: LimitKind, subject: string): Promise<void> {
      await db
        .delete(rateLimitEvents)
        .where(and(eq(rateLimitEvents.kind, kind), eq(rateLimitEvents.subject, subjectHash(kind, subject))));
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
