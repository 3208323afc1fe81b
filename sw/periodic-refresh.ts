/// <reference lib="webworker" />
/**
 * Fresh before opening: Periodic Background Sync wakes the worker about once a day (tag
 * 'boltx-refresh', registered by the installed app: features/pwa/periodic-refresh.ts). For the
 * signed-in candidate it reads the current offers and the message rooms, as the candidate
 * (shared-outbox/outbox-auth.ts), and writes them into the page's persisted React Query cache
 * (contract/persisted-cache.ts) as if the page had read them then — so the app opened offline on
 * the subway shows them — and puts what waits on the app icon (contract/app-badge.ts).
 *
 * Only a cache the page already keeps is refreshed: it carries the page's build (buster), which a
 * worker cannot name, and nobody signed in on this device has none. The read and the write are one
 * transaction, so a page writing its own cache meanwhile is never half-overwritten; a page that is
 * open writes its own cache again on its next change, which wins as it should.
 */
import { promisifyRequest } from 'idb-keyval';
import { mask, type Struct } from 'superstruct';
import * as apiPaths from '../src/contract/api-paths';
import { showAppBadge } from '../src/contract/app-badge';
import { MessageRoomList } from '../src/contract/messages';
import { OfferList } from '../src/contract/offers';
import {
  CURRENT_OFFERS_KEY,
  MESSAGE_ROOMS_KEY,
  PERIODIC_REFRESH_TAG,
  QUERY_CACHE_KEY,
  QUERY_CACHE_STORE,
} from '../src/contract/persisted-cache';
import { apiBaseOf, fetchAsCandidate, readAuth, type SessionSource } from '../src/shared-outbox/outbox-auth';
import { candidateSession } from './candidate-session';
import { hashOf, openCache, parseStoredClient, type StoredClient, type StoredQuery } from './stored-cache';

/** Not in TypeScript's WebWorker library yet. */
export interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

interface Answer {
  queryKey: readonly string[];
  data: unknown;
}

/** The stored cache with `answers` in it, read at `at`: as a successful fetch of the page would leave them. */
function withAnswers(stored: StoredClient, answers: readonly Answer[], at: number): StoredClient {
  const queries = [...stored.clientState.queries];
  for (const { queryKey, data } of answers) {
    const queryHash = hashOf(queryKey);
    const index = queries.findIndex((query) => query.queryHash === queryHash);
    const before = index >= 0 ? queries[index].state : {};
    const state = {
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchMeta: null,
      ...before,
      data,
      dataUpdatedAt: at,
      dataUpdateCount: (typeof before.dataUpdateCount === 'number' ? before.dataUpdateCount : 0) + 1,
      error: null,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    };
    const query: StoredQuery = { queryKey: [...queryKey], queryHash, dehydratedAt: at, state };
    if (index >= 0) queries[index] = { ...queries[index], ...query };
    else queries.push(query);
  }
  return { ...stored, timestamp: at, clientState: { ...stored.clientState, queries } };
}

/** Writes the answers into the page's stored cache, if it keeps one; true once written. */
async function writeIntoPageCache(answers: readonly Answer[], at: number): Promise<boolean> {
  const database = await openCache();
  try {
    const transaction = database.transaction(QUERY_CACHE_STORE, 'readwrite');
    const store = transaction.objectStore(QUERY_CACHE_STORE);
    const stored = parseStoredClient(await promisifyRequest(store.get(QUERY_CACHE_KEY)));
    if (!stored) return false;
    store.put(JSON.stringify(withAnswers(stored, answers, at)), QUERY_CACHE_KEY);
    await promisifyRequest(transaction);
    return true;
  } finally {
    database.close();
  }
}

/** What a refresh came to (for tests; the event waits for it either way). */
export type RefreshOutcome = 'refreshed' | 'signed-out' | 'failed';

export async function refreshForOffline(
  session: SessionSource,
  send: typeof fetch = fetch,
  now: () => number = Date.now,
): Promise<RefreshOutcome> {
  try {
    const current = await session.current();
    if (!current) return 'signed-out';
    const apiBase = apiBaseOf(await readAuth());
    const read = async <T>(path: string, struct: Struct<T, unknown>): Promise<T | undefined> => {
      const init = { headers: { Accept: 'application/json' } };
      const response = await fetchAsCandidate(session, current.subject, `${apiBase}${path}`, init, send);
      if (!(response instanceof Response) || !response.ok) return undefined;
      try {
        return mask(await response.json(), struct);
      } catch {
        return undefined;
      }
    };
    const [offers, rooms] = await Promise.all([
      read(apiPaths.offers, OfferList),
      read(apiPaths.messageRooms, MessageRoomList),
    ]);
    const answers: Answer[] = [
      ...(offers ? [{ queryKey: CURRENT_OFFERS_KEY, data: offers }] : []),
      ...(rooms ? [{ queryKey: MESSAGE_ROOMS_KEY, data: rooms }] : []),
    ];
    if (answers.length === 0) return 'failed';
    // Signed out, or someone else signed in, while the answers came: they are no longer this device's to keep.
    if ((await session.current())?.subject !== current.subject) return 'signed-out';
    await writeIntoPageCache(answers, now());
    if (offers && rooms) await showAppBadge(offers.counts.current + rooms.unreadCount, self.navigator);
    return answers.length === 2 ? 'refreshed' : 'failed';
  } catch {
    return 'failed';
  }
}

export function onPeriodicSync(event: PeriodicSyncEvent): void {
  if (event.tag !== PERIODIC_REFRESH_TAG) return;
  event.waitUntil(refreshForOffline(candidateSession()));
}
