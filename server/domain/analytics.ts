/**
 * First-party analytics (SPEC §7: a page view on every route change, user_id after login). Events
 * carry no names, phones or free text: the contract allows only known event names and short
 * scalar properties, and analytics-sanitizer.ts keeps only the property keys the client sends,
 * drops values that look like a phone, an e-mail or a name, and turns ids in paths into `:id`.
 * The candidate is whoever the request's own access token names — an id in the body is never
 * read — and an event without a valid candidate token is anonymous. Each client IP may send
 * EVENTS_PER_IP_PER_HOUR events per rolling hour; events are kept ANALYTICS_RETENTION_DAYS.
 */
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { AnalyticsBatch } from '../../src/contract/content';
import { ErrorCode } from '../../src/contract/errors';
import { DAY_MS } from '../../src/contract/kst';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import { candidates } from '../db/schema';
import { analyticsEvents } from '../db/schema-content';
import { ApiError, badRequest } from '../errors/api-error';
import { sanitizedPath, sanitizedProperties } from './analytics-sanitizer';

export const EVENTS_PER_IP_PER_HOUR = 600;
export const ANALYTICS_RETENTION_DAYS = 180;
export const EVENTS_LIMITED_MESSAGE = '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.';
/** Properties one event may carry: a few flags and labels, not a document. */
const EVENT_PROPERTIES_MAX = 10;

type AnalyticsEvent = AnalyticsBatch['events'][number];
type EventProperties = NonNullable<AnalyticsEvent['properties']>;

/**
 * The properties to store (analytics-sanitizer.ts: a claimed user id, like any key the client does
 * not send, is dropped), or a 400 naming the event whose properties are too many.
 */
function storedProperties(event: AnalyticsEvent, index: number): EventProperties {
  if (Object.keys(event.properties ?? {}).length > EVENT_PROPERTIES_MAX) {
    throw badRequest(`속성은 ${EVENT_PROPERTIES_MAX}개까지 보낼 수 있어요.`, `events.${index}.properties`);
  }
  return sanitizedProperties(event.name, event.properties);
}

type AnalyticsDeps = Pick<AppDeps, 'db' | 'accessTokens' | 'rateLimits' | 'now'>;

/** The live candidate a bearer header names, or null (no header, another kind, expired, forged, deleted). */
export async function candidateOfBearer(deps: AnalyticsDeps, header: string | undefined): Promise<string | null> {
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) return null;
  const result = await deps.accessTokens.verify(token);
  if (!result.ok || result.claims.kind !== 'candidate') return null;
  const [candidate] = await deps.db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.id, result.claims.subjectId), isNull(candidates.deletedAt)));
  return candidate?.id ?? null;
}

/** Events the server itself sees happen (no client sends them): names and properties are ours, never input. */
interface ServerEvent {
  name: 'offer_revision';
  /** A route pattern, never an address with ids. */
  path: string;
  candidateId: string;
  properties: Record<string, string>;
}

/** Server events share the table; their anonymous id says where they came from. */
const SERVER_ANONYMOUS_ID = 'server';

export async function recordServerEvent(db: Executor, event: ServerEvent): Promise<void> {
  await db.insert(analyticsEvents).values({ ...event, anonymousId: SERVER_ANONYMOUS_ID });
}

/** Stores the batch and answers how many events were accepted; 429 past the IP's hourly allowance. */
export async function recordEvents(
  deps: AnalyticsDeps,
  batch: AnalyticsBatch,
  candidateId: string | null,
  clientIp: string,
): Promise<number> {
  const properties = batch.events.map((event, index) => storedProperties(event, index));
  const allowed = await deps.rateLimits.takeHourlyUnits(
    'analytics-events',
    clientIp,
    EVENTS_PER_IP_PER_HOUR,
    batch.events.length,
  );
  if (!allowed) throw new ApiError(429, ErrorCode.tooManyRequests, EVENTS_LIMITED_MESSAGE);
  const createdAt = deps.now();
  await deps.db.insert(analyticsEvents).values(
    batch.events.map((event, index) => ({
      createdAt,
      name: event.name,
      path: sanitizedPath(event.path),
      anonymousId: event.anonymousId,
      candidateId,
      properties: properties[index],
    })),
  );
  return batch.events.length;
}

/** Deletes events older than the retention; answers how many went. */
export async function purgeOldAnalyticsEvents(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ANALYTICS_RETENTION_DAYS * DAY_MS);
  const deleted = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.createdAt, before))
    .returning({ id: analyticsEvents.id });
  return deleted.length;
}
