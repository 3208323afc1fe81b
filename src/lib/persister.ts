/**
 * React Query's cache, persisted to IndexedDB (idb-keyval) so offers, offer groups, coffee chats'
 * meetings, the profile and messages can be read offline. Only successful queries whose key starts with a persisted root
 * are written; a new build (buster) starts from an empty cache. Mutations are never written: a
 * write that must survive a reload waits in the outbox (lib/outbox-client.ts), and a paused
 * mutation restored without its function would fail with nothing said. The persister writes at
 * most once a second.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { PERSIST_MAX_AGE_MS } from './query-client';

export const PERSIST_KEY = 'boltx-query-cache';

/** Query-key roots kept for offline reading. */
export const persistedRoots = new Set([
  'coffeechats',
  'companies',
  'messages',
  'my',
  'offers',
  'offerGroups',
  'profile',
]);

export const persister = createAsyncStoragePersister({
  key: PERSIST_KEY,
  storage: {
    getItem: (key) => get<string>(key).then((value) => value ?? null),
    setItem: (key, value: string) => set(key, value),
    removeItem: (key) => del(key),
  },
});

export function shouldPersistQuery(query: Query): boolean {
  const root = query.queryKey[0];
  return query.state.status === 'success' && typeof root === 'string' && persistedRoots.has(root);
}

export const persistOptions = {
  persister,
  maxAge: PERSIST_MAX_AGE_MS,
  buster: __BUILD_ID__,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
};

/** Logout and account deletion: nothing of the user stays on the device. */
export async function clearPersistedCache(): Promise<void> {
  await del(PERSIST_KEY);
}
