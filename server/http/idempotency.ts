/**
 * Idempotency-Key (DESIGN.md §3) for writes the app may replay from its offline outbox: a profile
 * edit, a message. The header is optional; with it, the first successful answer is kept 7 days
 * under (subject, key) with the route and a SHA-256 of the body, and answered again for a replay
 * without writing anything. The same key with another body or on another route is a 422.
 *
 * Exactly once, also for duplicates fired at once: the key row is inserted in the same
 * transaction as the write. A concurrent duplicate's insert waits on the primary key until the
 * first commits, then finds the row and replays it (or, if the first failed and rolled back,
 * writes itself). A refusal (4xx) rolls the key back with everything else, so a corrected retry
 * with the same key is checked anew.
 */
import { createHash } from 'node:crypto';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { is } from 'superstruct';
import { ErrorCode } from '../../src/contract/errors';
import { Uuid } from '../../src/contract/validators';
import type { AppDeps, AppEnv } from '../app-deps';
import { idempotencyKeys } from '../db/schema-messages';
import type { Executor } from '../domain/candidate-records';
import { ApiError, badRequest } from './api-error';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Answers are kept this long; the job runner's hourly sweep deletes older keys. */
export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60_000;
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  '이미 다른 요청에 사용한 Idempotency-Key입니다. 새 키로 다시 보내 주세요.';
/** Set on an answer that is a replay of the first one. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export interface Written<T> {
  status: 200 | 201;
  body: T;
  /** Runs after the commit, only for the request that wrote: notifications, deleting replaced bytes. */
  afterCommit?: () => Promise<void>;
}

export interface IdempotentWrite<T, P> {
  /** Checks and outside work before the transaction (claiming uploaded files); skipped on a replay. */
  prepare?: () => Promise<P>;
  /** The write, inside the transaction that stores the key: every query must go through `tx`. */
  write: (tx: Executor, prepared: P) => Promise<Written<T>>;
  /** What a replay answers instead of the stored body verbatim (e.g. with fresh signed links). */
  replay?: (stored: T) => Promise<T>;
}

type KeyRequest = { subject: string; key: string; route: string; requestHash: string };
type StoredAnswer = { route: string; requestHash: string; status: number; body: unknown };

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

/** The request's key, lower-cased; undefined without the header; 400 naming the header when it is no UUID. */
export function idempotencyKeyOf(c: Context): string | undefined {
  const value = c.req.header(IDEMPOTENCY_HEADER);
  if (value === undefined) return undefined;
  if (!is(value, Uuid)) throw badRequest(`${IDEMPOTENCY_HEADER} 항목의 형식이 올바르지 않습니다.`, IDEMPOTENCY_HEADER);
  return value.toLowerCase();
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

async function findAnswer(db: Executor, request: KeyRequest, since: Date): Promise<StoredAnswer | undefined> {
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

async function replayed<T, P>(
  c: Context<AppEnv>,
  request: KeyRequest,
  answer: StoredAnswer,
  handlers: IdempotentWrite<T, P>,
) {
  if (answer.route !== request.route || answer.requestHash !== request.requestHash) {
    throw new ApiError(422, ErrorCode.idempotencyKeyReused, IDEMPOTENCY_KEY_REUSED_MESSAGE, IDEMPOTENCY_HEADER);
  }
  const body = handlers.replay ? await handlers.replay(answer.body as T) : answer.body;
  c.header(REPLAYED_HEADER, 'true');
  return c.json(body as object, answer.status as ContentfulStatusCode);
}

/**
 * Runs a write once per Idempotency-Key of the caller (the session's kind and id), or simply runs
 * it when the request has no key. Answers the response to send.
 */
export async function withIdempotency<T, P = undefined>(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'db' | 'now'>,
  handlers: IdempotentWrite<T, P>,
): Promise<Response> {
  const key = idempotencyKeyOf(c);
  if (key === undefined) {
    const prepared = (await handlers.prepare?.()) as P;
    const written = await deps.db.transaction((tx) => handlers.write(tx, prepared));
    await written.afterCommit?.();
    return c.json(written.body as object, written.status);
  }

  const session = c.get('session');
  const request: KeyRequest = {
    subject: idempotencySubject(session),
    key,
    route: `${c.req.method} ${c.req.path}`,
    // The body as received (the route has usually parsed it already; Hono keeps it).
    requestHash: sha256Hex(await c.req.text()),
  };
  const now = deps.now();
  const since = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  const earlier = await findAnswer(deps.db, request, since);
  if (earlier) return replayed(c, request, earlier, handlers);

  const prepared = (await handlers.prepare?.()) as P;
  const outcome = await deps.db.transaction(async (tx) => {
    const sameKey = and(eq(idempotencyKeys.subject, request.subject), eq(idempotencyKeys.key, request.key));
    // A key past its 7 days that the sweep has not deleted yet is free again.
    await tx.delete(idempotencyKeys).where(and(sameKey, lt(idempotencyKeys.createdAt, since)));
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ ...request, status: 0, body: {}, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) return { earlier: await findAnswer(tx, request, since) };
    const written = await handlers.write(tx, prepared);
    await tx.update(idempotencyKeys).set({ status: written.status, body: written.body }).where(sameKey);
    return { written };
  });
  if ('written' in outcome && outcome.written) {
    await outcome.written.afterCommit?.();
    return c.json(outcome.written.body as object, outcome.written.status);
  }
  if (outcome.earlier) return replayed(c, request, outcome.earlier, handlers);
  // The conflicting row vanished between the insert and the read (swept at that very moment): rare; the client retries.
  throw new ApiError(409, ErrorCode.conflict, '요청을 처리하는 중이에요. 잠시 후 다시 시도해 주세요.');
}

/** The hourly sweep: keys past their 7 days. Answers how many were deleted. */
export async function purgeIdempotencyKeys(db: Executor, now: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
