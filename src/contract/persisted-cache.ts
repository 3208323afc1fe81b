/**
 * React Query's cache as the page keeps it on the device (lib/persister.ts: idb-keyval, one JSON
 * string of a PersistedClient) and the worker refreshes it in the background (sw/periodic-refresh.ts),
 * so an app opened offline shows what the last background refresh read.
 */

/** idb-keyval's default database and store, where the cache is one value. */
export const QUERY_CACHE_DATABASE = 'keyval-store';
export const QUERY_CACHE_STORE = 'keyval';
export const QUERY_CACHE_KEY = 'boltx-query-cache';

/**
 * The queries the worker refreshes, keyed as the page keys them: offerKeys.list('current')
 * (features/offers/api.ts) and messageRoomsKey (lib/message-rooms.ts); src/app/persisted-keys.test.ts
 * holds them together. The offer summary (offerKeys.attack) carries the same counts; the page's
 * badge reads it too.
 */
export const CURRENT_OFFERS_KEY = ['offers', 'list', 'current'] as const;
export const OFFER_SUMMARY_KEY = ['my', 'attack'] as const;
export const MESSAGE_ROOMS_KEY = ['messages', 'rooms'] as const;

/**
 * What the worker draws an offer's page from (sw/offer-page.ts), keyed as the page keys them
 * (offerKeys.detail, offerKeys.list and offerKeys.company, healthKey in lib/query-client.ts): the
 * offer's own answer, else its card in one of the three lists; the company behind it; and the
 * server's health, for the sandbox strip.
 */
export const offerDetailKey = (id: number) => ['offers', 'detail', id] as const;
export const offerCompanyKey = (id: number) => ['offers', 'company', id] as const;
export const OFFER_LIST_KEYS = [
  CURRENT_OFFERS_KEY,
  ['offers', 'list', 'select'],
  ['offers', 'list', 'expired'],
] as const;
export const HEALTH_KEY = ['health'] as const;

/** Periodic Background Sync's tag: the worker reads the offers and the rooms again (about daily). */
export const PERIODIC_REFRESH_TAG = 'boltx-refresh';
