/**
 * What of an analytics event may be kept: no names, phones or free text (the contract's promise),
 * enforced here rather than trusted to the client.
 *
 * - Properties: per event only the keys the client sends (EVENT_PROPERTY_KEYS; anything else is
 *   dropped, a claimed user id included), and of those no value that looks like a phone number,
 *   an e-mail address or a Korean name (2–4 Hangul syllables as the whole value).
 * - Paths: an address of one of the app's routes with a parameter becomes that route's pattern
 *   (`/my/result/41` → `/my/result/:id`); any other path keeps only segments that read like route
 *   words (lower-case letters, `-`, `_`) and every other segment becomes `:id` — numbers, phone
 *   numbers, tokens, UUIDs, names, e-mail addresses alike (`/my/01012345678` → `/my/:id`).
 */
import type { AnalyticsEvent } from '../../src/contract/content';
import { matchesRoute } from '../../src/contract/route-match';

type EventName = AnalyticsEvent['name'];
type EventProperties = NonNullable<AnalyticsEvent['properties']>;

/**
 * The property keys each event may keep: what the client sends (src/lib/analytics.ts callers:
 * `install` with `via`, "offer" or "browser"). Add a key here when the client starts sending it.
 */
export const EVENT_PROPERTY_KEYS: Record<EventName, readonly string[]> = {
  page_view: [],
  user_id: [],
  signup_step: [],
  share: [],
  install: ['via'],
};

/**
 * The routes of src/app/routes.tsx with a parameter, in the table's order (the first match wins,
 * as in the client). analytics-sanitizer.test.ts checks this list against the table.
 */
export const PARAMETER_ROUTES = [
  '/submit/:job/:subjob',
  '/submit/:job/:subjob/submit_kakao/pending',
  '/my/result/curation/:offerGroupId',
  '/my/result/like/:coffeechatId',
  '/my/result/hate/:id',
  '/my/result/:id',
  '/careerdetail/:id',
  '/r/:token',
  '/biz/candidates/:id',
  '/biz/candidates/:id/curation',
  '/biz/messages/:roomId',
  '/biz/messages/guest/:inquiryId',
] as const;

const ID_SEGMENT = ':id';

/** A segment kept as it is: a route word, never anything a person or a row could be named by. */
const ROUTE_WORD = /^[a-z][a-z_-]{0,23}$/;

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const KOREAN_NAME = /^[가-힣]{2,4}$/;
/** Seven digits or more, whatever separates them: a phone number (with or without +82), a resident or card number. */
const MANY_DIGITS = /(\d\D{0,3}){7}/;
/** Numbers this large are identifiers or phone numbers (01012345678 read as a number), never a count or a step. */
const NUMBER_MAX = 1_000_000;

/** Whether a property value may be someone's phone number, e-mail address or Korean name. */
export function looksPersonal(value: string | number | boolean): boolean {
  if (typeof value === 'boolean') return false;
  if (typeof value === 'number') return !Number.isFinite(value) || Math.abs(value) >= NUMBER_MAX;
  const compact = value.replace(/\s+/g, '');
  return MANY_DIGITS.test(value) || EMAIL.test(value) || KOREAN_NAME.test(compact);
}

/** The event's properties that may be kept: allowed keys only, personal-looking values dropped. */
export function sanitizedProperties(name: EventName, properties: EventProperties | undefined): EventProperties {
  const allowed = EVENT_PROPERTY_KEYS[name];
  return Object.fromEntries(
    Object.entries(properties ?? {}).filter(([key, value]) => allowed.includes(key) && !looksPersonal(value)),
  );
}

const segmentsOf = (path: string) => path.replace(/\/+$/, '').split('/').slice(1);

/** The path as it may be kept: a parameter route's pattern, or route words with every other segment `:id`. */
export function sanitizedPath(path: string): string {
  const segments = segmentsOf(path);
  if (segments.length === 0) return '/';
  const route = PARAMETER_ROUTES.find((pattern) => matchesRoute(pattern, path));
  if (route) return route;
  return `/${segments.map((segment) => (ROUTE_WORD.test(segment) ? segment : ID_SEGMENT)).join('/')}`;
}
