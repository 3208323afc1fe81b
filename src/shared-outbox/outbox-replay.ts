/**
 * One attempt at one queued write. It carries the entry's Idempotency-Key and its body as first
 * serialised, so however often it arrives the server writes it once and answers the first
 * response. The access token is refreshed first when it has expired, and once more on a 401
 * EXPIRED_TOKEN (outbox-auth.ts, fetchAsCandidate). What the answer means for the queue: 2xx
 * sent (unless it is no JSON: a captive portal's page waits like no connection); 4xx refused (the person fixes or discards it), except 408/425/429 and 409 CONFLICT (a
 * duplicate still being answered), which wait for later like no answer and 5xx; a 401 or a
 * refused refresh waits for a new sign-in.
 */
import { mask } from 'superstruct';
import { ErrorBody, ErrorCode } from '../contract/errors';
import type { OutboxEntry, OutboxRefusal } from '../contract/outbox';
import { fetchAsCandidate, type SessionSource } from './outbox-auth';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const FALLBACK_MESSAGE = '요청을 완료하지 못했습니다.';

export type ReplayOutcome =
  | { kind: 'sent'; response: unknown }
  | { kind: 'refused'; refusal: OutboxRefusal }
  | { kind: 'wait'; reason: 'network' | 'server' | 'session' };

/** Statuses that say "not now" rather than "not this". */
const TRANSIENT = new Set([408, 425, 429]);

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function refusalOf(status: number, body: unknown): OutboxRefusal {
  try {
    const { status: error } = mask(body, ErrorBody);
    return { status, code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) };
  } catch {
    return { status, code: ErrorCode.internal, message: FALLBACK_MESSAGE };
  }
}

export async function replayEntry(
  entry: OutboxEntry,
  session: SessionSource,
  send: typeof fetch = fetch,
): Promise<ReplayOutcome> {
  const response = await fetchAsCandidate(
    session,
    entry.subject,
    entry.url,
    {
      method: entry.method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        [IDEMPOTENCY_HEADER]: entry.id,
      },
      body: entry.body,
    },
    send,
  );
  if (response === 'network' || response === 'session') return { kind: 'wait', reason: response };
  // A 2xx that is not our JSON is a captive portal's page, not the server's answer: no connection yet.
  if (response.ok && response.status !== 204 && !(response.headers.get('Content-Type') ?? '').includes('json'))
    return { kind: 'wait', reason: 'network' };
  if (response.ok) return { kind: 'sent', response: await bodyOf(response) };
  if (response.status === 401) return { kind: 'wait', reason: 'session' };
  if (response.status >= 500 || TRANSIENT.has(response.status)) return { kind: 'wait', reason: 'server' };
  const refusal = refusalOf(response.status, await bodyOf(response));
  // The server is still answering a duplicate of this very key: ask again later.
  if (response.status === 409 && refusal.code === ErrorCode.conflict) return { kind: 'wait', reason: 'server' };
  return { kind: 'refused', refusal };
}
