/**
 * Idempotency-Key (DESIGN.md §3) for writes the app may replay from its offline outbox: a profile
 * edit, a message. The header is optional; with it, the first successful answer is stored
 * (domain/idempotency-keys.ts) and answered again for a replay without writing anything. The same
 * key with another body or on another route is a 422.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { is } from 'superstruct';
import { ErrorCode } from '../../src/contract/errors';
import { Uuid } from '../../src/contract/validators';
import type { AppDeps, AppEnv } from '../app-deps';
import type { Executor } from '../db/executor';
import {
  findStoredAnswer,
  idempotencySubject,
  type KeyRequest,
  type StoredAnswer,
  writeOnce,
} from '../domain/idempotency-keys';
import { ApiError, badRequest } from '../errors/api-error';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const IDEMPOTENCY_KEY_REUSED_MESSAGE = '이미 다른 요청에 사용한 Idempotency-Key입니다. 새 키로 다시 보내 주세요.';
/** Set on an answer that is a replay of the first one. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

interface Written<T> {
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

/** The request's key, lower-cased; undefined without the header; 400 naming the header when it is no UUID. */
function idempotencyKeyOf(c: Context): string | undefined {
  const value = c.req.header(IDEMPOTENCY_HEADER);
  if (value === undefined) return undefined;
  if (!is(value, Uuid)) throw badRequest(`${IDEMPOTENCY_HEADER} 항목의 형식이 올바르지 않습니다.`, IDEMPOTENCY_HEADER);
  return value.toLowerCase();
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

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
  const earlier = await findStoredAnswer(deps.db, request, now);
  if (earlier) return replayed(c, request, earlier, handlers);

  const prepared = (await handlers.prepare?.()) as P;
  const outcome = await writeOnce(deps.db, request, now, (tx) => handlers.write(tx, prepared));
  if ('written' in outcome) {
    await outcome.written.afterCommit?.();
    return c.json(outcome.written.body as object, outcome.written.status);
  }
  if (outcome.earlier) return replayed(c, request, outcome.earlier, handlers);
  // The conflicting row vanished between the insert and the read (swept at that very moment): rare; the client retries.
  throw new ApiError(409, ErrorCode.conflict, '요청을 처리하는 중이에요. 잠시 후 다시 시도해 주세요.');
}
