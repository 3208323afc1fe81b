/**
 * React Query's cache, persisted to IndexedDB (idb-keyval) so offers, offer groups, coffee chats'
 * meetings, the profile and messages can be read offline. Only queries under a persisted root are written, and only
 * with data: a successful one, or one whose last refetch found no server — what was read before
 * is kept as it was read, or opening a page offline would drop its stored copy. A new build
 * (buster) starts from an empty cache. Mutations are never written: a write that must survive a
 * reload waits in the outbox (lib/outbox-client.ts), and a paused mutation restored without its
 * function would fail with nothing said.
 *
 * The cache is written at most once a second, and at once when the page is hidden or left
 * (`persistWhenHidden`), so a screen seen for a moment is there offline. Both write the newest
 * snapshot the provider handed over, one write after another; before the provider has restored
 * the stored cache it hands over nothing, so a page left while restoring overwrites nothing.
 *
 * Queries the page itself arrived with (features/offers/first-offers.ts) are newer than any stored
 * copy: restoring leaves them alone, whatever the device's clock said when the copy was read.
 */
import { hashKey, type Query, type QueryKey } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { QUERY_CACHE_DATABASE, QUERY_CACHE_KEY, QUERY_CACHE_STORE } from '../contract/persisted-cache';
import { NetworkError } from './http';
import { PERSIST_MAX_AGE_MS } from './query-client';

const PERSIST_KEY = QUERY_CACHE_KEY;
const WRITE_EVERY_MS = 1_000;
/**
 * How long the first screen waits for the stored copy. A read that takes longer is stuck behind a
 * transaction the browser holds elsewhere (a page frozen in WebKit's back-forward cache): the page
 * goes on from the server instead of spinning, and the stored copy stays where it is.
 */
const RESTORE_WAIT_MS = 5_000;

/**
 * idb-keyval's default database and store (the worker refreshes the cache there too,
 * sw/periodic-refresh.ts), with each transaction committed as soon as its request
 * is made: a page being left is gone before the answer to its put comes back, and a transaction
 * left waiting for that answer is dropped with the page.
 */
const keyvalStore = createStore(QUERY_CACHE_DATABASE, QUERY_CACHE_STORE);
const committingStore: UseStore = (mode, callback) =>
  keyvalStore(mode, (store) => {
    const result = callback(store);
    store.transaction.commit?.();
    return result;
  });

/**
 * Query-key roots kept for offline reading. `health` too: whether the server runs its sandbox, so
 * the sandbox strip is in a returning visit's first frame (and offline), not pushed in by a request.
 */
const persistedRoots = new Set([
  'coffeechats',
  'companies',
  'health',
  'messages',
  'my',
  'offers',
  'offerGroups',
  'profile',
]);

export function shouldPersistQuery(query: Query): boolean {
  const root = query.queryKey[0];
  if (typeof root !== 'string' || !persistedRoots.has(root)) return false;
  const { status, data, error } = query.state;
  return status === 'success' || (status === 'error' && data !== undefined && error instanceof NetworkError);
}

/** A query kept after a refetch that found no server is stored as it was last read. */
function asLastRead(persisted: PersistedClient): PersistedClient {
  const queries = persisted.clientState.queries.map((query) =>
    query.state.status === 'error'
      ? { ...query, state: { ...query.state, status: 'success' as const, error: null, fetchFailureReason: null } }
      : query,
  );
  return { ...persisted, clientState: { ...persisted.clientState, queries } };
}

const answeredWithPage = new Set<string>();

/** Marks a query whose data came with the page: a stored copy restored later must not replace it. */
export function keepOverStoredCopy(queryKey: QueryKey): void {
  answeredWithPage.add(hashKey(queryKey));
}

/**
 * Whether the page arrived with answers, which are written once the stored copy is restored
 * (lib/persisted-sync.ts): saving starts on a change to the cache after the restore, and the answers
 * were put there before it, so a page that then asked for nothing new (its offers fresh) would never
 * keep the offers it showed on the device.
 */
export function hasPageAnswers(): boolean {
  return answeredWithPage.size > 0;
}

function withoutPageAnswers(persisted: PersistedClient): PersistedClient {
  if (answeredWithPage.size === 0) return persisted;
  const queries = persisted.clientState.queries.filter((query) => !answeredWithPage.has(query.queryHash));
  return { ...persisted, clientState: { ...persisted.clientState, queries } };
}

export interface FlushablePersister extends Persister {
  /** Writes the snapshot waiting for the next write now, if any. */
  flush(): Promise<void>;
  /** Starts reading the stored copy now; the restore that follows takes this read instead of starting its own. */
  readAhead(): void;
  /**
   * Whether a copy is stored, from the read started ahead (which the restore still takes). A read that
   * fails counts as a copy: the restore meets the same failure and deletes what is stored.
   */
  hasStoredCopy(): Promise<boolean>;
  /**
   * What the last write or removal on this device left, known at once: the app starts loading the
   * restoring code beside its first render rather than after the read (a hint; the read decides).
   */
  likelyStored(): boolean;
}

const withinWait = <T>(reading: Promise<T>, ms: number): Promise<T | undefined> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    reading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/** Set beside the stored copy (localStorage, read without waiting) while this device holds one. */
const STORED_HINT_KEY = `${QUERY_CACHE_KEY}-stored`;

function setStoredHint(stored: boolean) {
  try {
    if (stored) localStorage.setItem(STORED_HINT_KEY, '1');
    else localStorage.removeItem(STORED_HINT_KEY);
  } catch {
    // Storage refused (a private window at its quota): the hint only saves a wait.
  }
}

function readStoredHint(): boolean {
  try {
    return localStorage.getItem(STORED_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

interface PersisterOptions {
  writeEveryMs?: number;
  restoreWaitMs?: number;
  /** idb-keyval's store; the app's commits each write at once (committingStore). */
  store?: UseStore;
}

export function createIdbPersister(
  key = PERSIST_KEY,
  { writeEveryMs = WRITE_EVERY_MS, restoreWaitMs = RESTORE_WAIT_MS, store = committingStore }: PersisterOptions = {},
): FlushablePersister {
  let waiting: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWrite: Promise<void> = Promise.resolve();
  let readingAhead: Promise<string | undefined> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const snapshot = waiting;
    waiting = undefined;
    if (snapshot) {
      // Chained, so an older snapshot never lands after a newer one.
      lastWrite = lastWrite
        .then(() => set(key, JSON.stringify(asLastRead(snapshot)), store))
        .then(() => setStoredHint(true))
        .catch(() => undefined);
    }
    return lastWrite;
  };
  const readAhead = () => {
    readingAhead ??= get<string>(key, store);
    // A failed read is the restore's to handle, when it takes it.
    readingAhead.catch(() => undefined);
    return readingAhead;
  };
  return {
    persistClient(client) {
      waiting = client;
      timer ??= setTimeout(() => void flush(), writeEveryMs);
    },
    readAhead() {
      readAhead();
    },
    async hasStoredCopy() {
      try {
        const stored = (await withinWait(readAhead(), restoreWaitMs)) !== undefined;
        // Nothing for a restore to take: one that comes later reads what is stored then.
        if (!stored) readingAhead = undefined;
        return stored;
      } catch {
        return true;
      }
    },
    likelyStored: readStoredHint,
    async restoreClient() {
      const reading = readingAhead ?? get<string>(key, store);
      readingAhead = undefined;
      // Nothing restored rather than an error: the provider deletes a copy whose restore failed.
      const stored = await withinWait(reading, restoreWaitMs);
      return stored ? withoutPageAnswers(JSON.parse(stored) as PersistedClient) : undefined;
    },
    async removeClient() {
      clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
      // What was read ahead is the copy being removed.
      readingAhead = undefined;
      await lastWrite;
      await del(key, store);
      setStoredHint(false);
    },
    flush,
  };
}

export const persister = createIdbPersister();

export const persistOptions = {
  persister,
  maxAge: PERSIST_MAX_AGE_MS,
  buster: __BUILD_ID__,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
};

/** Writes the cache at once whenever the page is hidden or left (pagehide), past the 1 s rhythm. */
export function persistWhenHidden(target: Window = window, flush: () => Promise<void> = persister.flush): () => void {
  const onHidden = () => {
    if (target.document.visibilityState === 'hidden') void flush();
  };
  const onPageHide = () => void flush();
  target.document.addEventListener('visibilitychange', onHidden);
  target.addEventListener('pagehide', onPageHide);
  return () => {
    target.document.removeEventListener('visibilitychange', onHidden);
    target.removeEventListener('pagehide', onPageHide);
  };
}

/** Logout and account deletion: nothing of the user stays on the device. */
export async function clearPersistedCache(): Promise<void> {
  await persister.removeClient();
}
