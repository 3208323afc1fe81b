/**
 * Rotating refresh tokens with reuse detection.
 *
 * Each refresh consumes the presented token and answers its successor. The successor is derived
 * from the parent (HMAC), so when two tabs race with the same token inside the grace period both
 * get the same successor without the server keeping any token in clear. A used token presented
 * after the grace period means it leaked: the whole family is revoked and the user signs in again.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { SessionKind } from '../../src/contract/auth';
import type { Database } from '../db/client';
import { refreshTokens } from '../db/schema';

const REUSE_GRACE_MS = 30_000; // two tabs refreshing at once

export interface RefreshTokenSettings {
  secret: string;
  ttlSeconds: number;
  familyTtlSeconds: number;
  now: () => Date;
}

export type RotateResult =
  | { ok: true; token: string; subjectId: string; kind: SessionKind }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createRefreshTokens(db: Database, settings: RefreshTokenSettings) {
  const successorOf = (token: string) => createHmac('sha256', settings.secret).update(token).digest('base64url');

  async function store(token: string, familyId: string, subjectId: string, kind: SessionKind, familyExpiresAt: Date) {
    const expiresAt = new Date(
      Math.min(settings.now().getTime() + settings.ttlSeconds * 1000, familyExpiresAt.getTime()),
    );
    await db
      .insert(refreshTokens)
      .values({ familyId, subjectId, subjectKind: kind, tokenHash: hash(token), expiresAt, familyExpiresAt })
      .onConflictDoNothing();
  }

  async function revokeFamily(familyId: string) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: settings.now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return {
    /** Starts a new family at sign-in. */
    async issue(subjectId: string, kind: SessionKind): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const familyExpiresAt = new Date(settings.now().getTime() + settings.familyTtlSeconds * 1000);
      await store(token, randomUUID(), subjectId, kind, familyExpiresAt);
      return token;
    },

    async rotate(token: string): Promise<RotateResult> {
      const now = settings.now();
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hash(token)));
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revokedAt) return { ok: false, reason: 'revoked' };
      if (row.expiresAt <= now || row.familyExpiresAt <= now) return { ok: false, reason: 'expired' };

      const claimed = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      const successor = successorOf(token);
      if (claimed.length === 0) {
        // Someone used it before us: re-read to learn when, since our first read may predate it.
        const [used] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, row.id));
        const usedAt = used?.usedAt;
        const withinGrace = usedAt != null && now.getTime() - usedAt.getTime() <= REUSE_GRACE_MS;
        const [next] = await db
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hash(successor)));
        if (!withinGrace || used?.revokedAt || next?.usedAt || next?.revokedAt) {
          await revokeFamily(row.familyId);
          return { ok: false, reason: 'reused' };
        }
        // The winner may not have stored the successor yet; storing it is idempotent.
        if (!next) await store(successor, row.familyId, row.subjectId, row.subjectKind, row.familyExpiresAt);
        return { ok: true, token: successor, subjectId: row.subjectId, kind: row.subjectKind };
      }
      await store(successor, row.familyId, row.subjectId, row.subjectKind, row.familyExpiresAt);
      return { ok: true, token: successor, subjectId: row.subjectId, kind: row.subjectKind };
    },

    /** Logout: the family of this token ends. Unknown tokens are ignored. */
    async revoke(token: string): Promise<void> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hash(token)));
      if (row) await revokeFamily(row.familyId);
    },

    /** Account deletion and "sign out everywhere". */
    async revokeSubject(subjectId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: settings.now() })
        .where(and(eq(refreshTokens.subjectId, subjectId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
