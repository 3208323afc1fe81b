/**
 * The stored answers behind Idempotency-Key (DESIGN.md §3): the first successful answer to a write
 * is kept 7 days under (subject, key) with the route and a SHA-256 of the body. The HTTP side
 * (http/idempotency.ts) reads the header and answers; this is what it stores and finds, what account
 * deletion forgets and what the job runner sweeps.
 *
 * Exactly once, also for duplicates fired at once: the key row is inserted in the same
 * transaction as the write. A concurrent duplicate's insert waits on the primary key until the
 * first commits, then finds the row and replays it (or, if the first failed and rolled back,
 * writes itself). A refusal (4xx) rolls the key back with everything else, so a corrected retry
 * with the same key is checked anew.
 */
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import { idempotencyKeys } from '../db/schema-messages';

/** Answers are kept this long; the job runner's hourly sweep deletes older keys. */
export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60_000;

export type KeyRequest = { subject: string; key: string; route: string; requestHash: string };
export type StoredAnswer = { route: string; requestHash: string; status: number; body: unknown };

/** Whose keys a row holds: the session's kind and id, so a candidate and a staff member never share keys. */
export const idempotencySubject = (session: { kind: string; subjectId: string }) =>
  `${session.kind}:${session.subjectId}`;

/**
 * Deletes every stored answer of one subject (account deletion): they hold what was written —
 * message text, profile bodies — and must not outlive the account by the 7 days of the sweep.
 */
export async function forgetIdempotentAnswers(db: Executor, session: { kind: string; subjectId: string }) {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.subject, idempotencySubject(session)));
}

/** The answer stored under the request's subject and key within the 7 days, if any. */
export async function findStoredAnswer(
  db: Executor,
  request: KeyRequest,
  now: Date,
): Promise<StoredAnswer | undefined> {
  const since = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  const [row] = await db
    .select({
      route: idempotencyKeys.route,
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.subject, request.subject),
        eq(idempotencyKeys.key, request.key),
        gte(idempotencyKeys.createdAt, since),
      ),
    );
  return row;
}

/**
 * Claims the key and runs `write` in the transaction that stores its answer; when another request
 * holds the key, answers what that one stored instead (undefined if it vanished meanwhile).
 */
export async function writeOnce<W extends { status: number; body: unknown }>(
  db: Database,
  request: KeyRequest,
  now: Date,
  write: (tx: Executor) => Promise<W>,
): Promise<{ written: W } | { earlier: StoredAnswer | undefined }> {
  const since = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  return db.transaction(async (tx) => {
    const sameKey = and(eq(idempotencyKeys.subject, request.subject), eq(idempotencyKeys.key, request.key));
    // A key past its 7 days that the sweep has not deleted yet is free again.
    await tx.delete(idempotencyKeys).where(and(sameKey, lt(idempotencyKeys.createdAt, since)));
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ ...request, status: 0, body: {}, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) return { earlier: await findStoredAnswer(tx, request, now) };
    const written = await write(tx);
    await tx.update(idempotencyKeys).set({ status: written.status, body: written.body }).where(sameKey);
    return { written };
  });
}

/** The hourly sweep: keys past their 7 days. Answers how many were deleted. */
export async function purgeIdempotencyKeys(db: Executor, now: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
