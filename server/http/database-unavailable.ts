/**
 * While the database cannot be reached, an API call is answered 503 with Retry-After and SPEC §8's
 * maintenance message — a known state the app shows and its outbox waits out — instead of a 500
 * with a stack line per request. The outage itself is logged once (db/database-outage.ts).
 */
import type { Context } from 'hono';
import { ErrorCode } from '../../src/contract/errors';
import type { DatabaseOutage } from '../db/database-outage';

/** When a client may try again: PostgreSQL restarts in seconds, and the pool reconnects by itself. */
const DATABASE_RETRY_AFTER_SECONDS = 5;
const MAINTENANCE_MESSAGE = '지금은 서비스 점검 중 입니다.';

export const retryAfterHeader = { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) };

/** The 503 answer when `error` says the database cannot be reached, otherwise undefined. */
export function databaseUnavailable(c: Context, error: unknown, outage: DatabaseOutage): Response | undefined {
  if (!outage.failed(error)) return undefined;
  outage.refused();
  return c.json({ status: { code: ErrorCode.maintenance, message: MAINTENANCE_MESSAGE } }, 503, retryAfterHeader);
}
