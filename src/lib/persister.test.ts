import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERSIST_KEY, persistWhenHidden, shouldPersistQuery } from './persister';

const stored = vi.hoisted(() => new Map<string, string>());
vi.mock('idb-keyval', () => ({
  get: async (key: string) => stored.get(key),
  set: async (key: string, value: string) => void stored.set(key, value),
  del: async (key: string) => void stored.delete(key),
}));

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => {
  client.clear();
});

function successfulQuery(queryKey: QueryKey) {
  client.setQueryData(queryKey, { loaded: true });
  return queryOf(queryKey);
}

function queryOf(queryKey: QueryKey) {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (!query) throw new Error(`no query for ${JSON.stringify(queryKey)}`);
  return query;
}

describe('shouldPersistQuery', () => {
  it.each([['companies'], ['messages'], ['my'], ['offers'], ['offerGroups'], ['profile']])(
    'persists a successful query under the %s root',
    (root) => {
      expect(shouldPersistQuery(successfulQuery([root, 'list', { page: 1 }]))).toBe(true);
    },
  );

  it('does not persist a query that failed', async () => {
    await client.prefetchQuery({ queryKey: ['offers'], queryFn: () => Promise.reject(new Error('offline')) });

    expect(queryOf(['offers']).state.status).toBe('error');
    expect(shouldPersistQuery(queryOf(['offers']))).toBe(false);
  });

  it('does not persist a query that has not loaded yet', () => {
    const queryKey: QueryKey = ['profile'];
    const query = client.getQueryCache().build(client, { queryKey });

    expect(query.state.status).toBe('pending');
    expect(shouldPersistQuery(query)).toBe(false);
  });

  it('does not persist queries under other roots', () => {
    expect(shouldPersistQuery(successfulQuery(['sandboxInbox']))).toBe(false);
    expect(shouldPersistQuery(successfulQuery(['health']))).toBe(false);
  });

  it('does not persist a query whose root is not a string', () => {
    expect(shouldPersistQuery(successfulQuery([{ root: 'offers' }]))).toBe(false);
    expect(shouldPersistQuery(successfulQuery([['offers']]))).toBe(false);
  });
});

describe('persistWhenHidden', () => {
  const persistedKeys = () =>
    (
      JSON.parse(stored.get(PERSIST_KEY) ?? '{"clientState":{"queries":[]}}').clientState.queries as {
        queryKey: QueryKey;
      }[]
    ).map((query) => query.queryKey);

  afterEach(() => stored.clear());

  it('writes the cache when the page is left once the stored cache is restored', async () => {
    client.setQueryData(['offers', 'detail', 7], { id: 7 });
    const stop = persistWhenHidden(client, () => true);

    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(persistedKeys()).toEqual([['offers', 'detail', 7]]));
    stop();
  });

  it('leaves the stored cache alone when the page is left while it is still being restored', async () => {
    stored.set(PERSIST_KEY, JSON.stringify({ clientState: { queries: [{ queryKey: ['offerGroups', 3] }] } }));
    client.setQueryData(['offers', 'detail', 7], { id: 7 });
    const stop = persistWhenHidden(client, () => false);

    window.dispatchEvent(new Event('pagehide'));
    await Promise.resolve();
    expect(persistedKeys()).toEqual([['offerGroups', 3]]);
    stop();
  });
});
