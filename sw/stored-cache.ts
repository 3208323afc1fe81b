/// <reference lib="webworker" />
/**
 * The page's persisted React Query cache (contract/persisted-cache.ts) as the worker reads it: one
 * JSON string of TanStack Query's PersistedClient in idb-keyval's store. The worker refreshes it in
 * the background (periodic-refresh.ts) and draws an offer's page from it (offer-page.ts).
 */
import { promisifyRequest } from 'idb-keyval';
import { QUERY_CACHE_DATABASE, QUERY_CACHE_KEY, QUERY_CACHE_STORE } from '../src/contract/persisted-cache';

/** A query as the page's persister stores it (TanStack Query's DehydratedState), as much as the worker reads. */
export interface StoredQuery {
  queryKey: readonly unknown[];
  queryHash: string;
  dehydratedAt?: number;
  state: Record<string, unknown>;
}

export interface StoredClient {
  timestamp: number;
  buster: string;
  clientState: { queries: StoredQuery[]; mutations: unknown[] };
}

const isStoredClient = (value: unknown): value is StoredClient =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as StoredClient).clientState?.queries) &&
  typeof (value as StoredClient).timestamp === 'number';

/** The stored value, if it is a cache the page wrote. */
export function parseStoredClient(raw: unknown): StoredClient | undefined {
  let stored: unknown;
  try {
    stored = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
  return isStoredClient(stored) ? stored : undefined;
}

export function openCache(): Promise<IDBDatabase> {
  const request = indexedDB.open(QUERY_CACHE_DATABASE);
  // idb-keyval's database as the page creates it, should the worker be first.
  request.onupgradeneeded = () => request.result.createObjectStore(QUERY_CACHE_STORE);
  return promisifyRequest(request);
}

/** The cache the page keeps on this device, or undefined when it keeps none. */
export async function readStoredCache(): Promise<StoredClient | undefined> {
  const database = await openCache();
  try {
    const store = database.transaction(QUERY_CACHE_STORE, 'readonly').objectStore(QUERY_CACHE_STORE);
    return parseStoredClient(await promisifyRequest(store.get(QUERY_CACHE_KEY)));
  } finally {
    database.close();
  }
}

/** TanStack Query's hash of a key of strings and numbers (hashKey: JSON, object keys sorted — none here). */
export const hashOf = (queryKey: readonly (string | number)[]) => JSON.stringify(queryKey);
