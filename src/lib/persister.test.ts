import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { del, get } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './http';
import { keepSaving } from './persisted-sync';
import { createIdbPersister, keepOverStoredCopy, persistWhenHidden, shouldPersistQuery } from './persister';

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(async () => {
  vi.useRealTimers();
  client.clear();
  await del(TEST_KEY);
});

const TEST_KEY = 'persister-test';

function successfulQuery(queryKey: QueryKey) {
  client.setQueryData(queryKey, { loaded: true });
  return queryOf(queryKey);
}

function queryOf(queryKey: QueryKey) {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (!query) throw new Error(`no query for ${JSON.stringify(queryKey)}`);
  return query;
}

/** What is stored under TEST_KEY: each query's key and status. */
async function stored(): Promise<{ key: QueryKey; status: string; data: unknown }[]> {
  const raw = await get<string>(TEST_KEY);
  if (!raw) return [];
  return (
    JSON.parse(raw).clientState.queries as { queryKey: QueryKey; state: { status: string; data: unknown } }[]
  ).map((query) => ({ key: query.queryKey, status: query.state.status, data: query.state.data }));
}

describe('shouldPersistQuery', () => {
  it.each([['companies'], ['health'], ['messages'], ['my'], ['offers'], ['offerGroups'], ['profile']])(
    'persists a successful query under the %s root',
    (root) => {
      expect(shouldPersistQuery(successfulQuery([root, 'list', { page: 1 }]))).toBe(true);
    },
  );

  it('does not persist a query that failed before it ever loaded', async () => {
    await client.prefetchQuery({ queryKey: ['offers'], queryFn: () => Promise.reject(new NetworkError('offline')) });

    expect(queryOf(['offers']).state.status).toBe('error');
    expect(shouldPersistQuery(queryOf(['offers']))).toBe(false);
  });

  it('keeps what was read before when reading it again found no server, not when the server refused it', async () => {
    successfulQuery(['offers', 'detail', 1]);
    successfulQuery(['offers', 'detail', 2]);
    await client
      .fetchQuery({
        queryKey: ['offers', 'detail', 1],
        queryFn: () => Promise.reject(new NetworkError('offline')),
        staleTime: 0,
      })
      .catch(() => undefined);
    await client
      .fetchQuery({
        queryKey: ['offers', 'detail', 2],
        queryFn: () => Promise.reject(new ApiError(404, 'NOT_FOUND', '제안을 찾을 수 없어요.')),
        staleTime: 0,
      })
      .catch(() => undefined);

    expect(queryOf(['offers', 'detail', 1]).state.status).toBe('error');
    expect(shouldPersistQuery(queryOf(['offers', 'detail', 1]))).toBe(true);
    expect(shouldPersistQuery(queryOf(['offers', 'detail', 2]))).toBe(false);
  });

  it('does not persist a query that has not loaded yet', () => {
    const queryKey: QueryKey = ['profile'];
    const query = client.getQueryCache().build(client, { queryKey });

    expect(query.state.status).toBe('pending');
    expect(shouldPersistQuery(query)).toBe(false);
  });

  it('does not persist queries under other roots', () => {
    expect(shouldPersistQuery(successfulQuery(['sandboxInbox']))).toBe(false);
    expect(shouldPersistQuery(successfulQuery(['auth']))).toBe(false);
  });

  it('does not persist a query whose root is not a string', () => {
    expect(shouldPersistQuery(successfulQuery([{ root: 'offers' }]))).toBe(false);
    expect(shouldPersistQuery(successfulQuery([['offers']]))).toBe(false);
  });
});

describe('the IndexedDB persister', () => {
  const options = (persister = createIdbPersister(TEST_KEY)) => ({
    queryClient: client,
    persister,
    buster: 'test',
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  });

  it('keeps a page opened offline: its failed refetch stores it as it was last read', async () => {
    const seen = createIdbPersister(TEST_KEY);
    const stopSeen = persistQueryClientSubscribe(options(seen));
    client.setQueryData(['offers', 'detail', 7], { id: 7 });
    client.setQueryData(['offers', 'detail', 8], { id: 8 });
    await seen.flush();
    stopSeen();

    // The next page, offline: restored, then reading the offer again finds no server.
    client.clear();
    const next = createIdbPersister(TEST_KEY);
    await persistQueryClientRestore(options(next));
    const stop = persistQueryClientSubscribe(options(next));
    await client
      .fetchQuery({
        queryKey: ['offers', 'detail', 7],
        queryFn: () => Promise.reject(new NetworkError('offline')),
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(client.getQueryState(['offers', 'detail', 7])?.status).toBe('error');
    await next.flush();
    expect(await stored()).toEqual([
      { key: ['offers', 'detail', 7], status: 'success', data: { id: 7 } },
      { key: ['offers', 'detail', 8], status: 'success', data: { id: 8 } },
    ]);
    stop();
  });

  it('writes at most once a second, the newest snapshot, and at once when flushed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const persister = createIdbPersister(TEST_KEY);
    const stop = persistQueryClientSubscribe(options(persister));
    client.setQueryData(['offers', 'detail', 1], { id: 1 });
    client.setQueryData(['offers', 'detail', 2], { id: 2 });
    await vi.advanceTimersByTimeAsync(999);
    expect(await stored()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(async () => expect(await stored()).toHaveLength(2));

    client.setQueryData(['offers', 'detail', 3], { id: 3 });
    await persister.flush();
    expect(await stored()).toHaveLength(3);
    stop();
  });

  it('restores from a read started ahead of the restore, once', async () => {
    const first = createIdbPersister(TEST_KEY);
    const stop = persistQueryClientSubscribe(options(first));
    client.setQueryData(['offers', 'detail', 4], { id: 4 });
    await first.flush();
    stop();

    client.clear();
    const reopened = createIdbPersister(TEST_KEY);
    reopened.readAhead();
    await persistQueryClientRestore(options(reopened));
    expect(client.getQueryData(['offers', 'detail', 4])).toEqual({ id: 4 });

    // A later restore reads what is stored then, not the copy read ahead.
    await del(TEST_KEY);
    client.clear();
    await persistQueryClientRestore(options(reopened));
    expect(client.getQueryData(['offers', 'detail', 4])).toBeUndefined();
  });

  it('gives up a stored copy that does not come within the wait: the page goes on, and the copy is not deleted', async () => {
    const first = createIdbPersister(TEST_KEY);
    const stop = persistQueryClientSubscribe(options(first));
    client.setQueryData(['offers', 'detail', 5], { id: 5 });
    await first.flush();
    stop();
    client.clear();

    // A read stuck behind a transaction held elsewhere never answers.
    const stuck = createIdbPersister(TEST_KEY, { restoreWaitMs: 20, store: () => new Promise(() => undefined) });
    await persistQueryClientRestore(options(stuck));

    expect(client.getQueryData(['offers', 'detail', 5])).toBeUndefined();
    expect(await stored()).toEqual([{ key: ['offers', 'detail', 5], status: 'success', data: { id: 5 } }]);
  });

  it('does not restore a copy read ahead of its removal (a sign-out while the page starts)', async () => {
    const first = createIdbPersister(TEST_KEY);
    const stop = persistQueryClientSubscribe(options(first));
    client.setQueryData(['offers', 'detail', 5], { id: 5 });
    await first.flush();
    stop();

    client.clear();
    const reopened = createIdbPersister(TEST_KEY);
    reopened.readAhead();
    await reopened.removeClient();
    await persistQueryClientRestore(options(reopened));
    expect(client.getQueryData(['offers', 'detail', 5])).toBeUndefined();
  });

  it('leaves the stored cache alone when flushed before anything was handed over (still restoring)', async () => {
    const first = createIdbPersister(TEST_KEY);
    const stop = persistQueryClientSubscribe(options(first));
    client.setQueryData(['offerGroups', 3], { id: 3 });
    await first.flush();
    stop();

    const reopened = createIdbPersister(TEST_KEY);
    await reopened.flush();
    expect((await stored()).map((query) => query.key)).toEqual([['offerGroups', 3]]);
  });
});

describe('the answers a page arrived with', () => {
  it('are written once the stored copy is restored, though nothing in the cache changes after it', async () => {
    const persister = createIdbPersister(TEST_KEY);
    const options = {
      queryClient: client,
      persister,
      buster: 'test',
      dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
    };
    // The drawn offers page: its list is in the cache before the provider restores anything.
    client.setQueryData(['offers', 'list', 'current'], { items: [{ id: 1 }] });
    keepOverStoredCopy(['offers', 'list', 'current']);
    await persistQueryClientRestore(options);
    const stop = keepSaving(options, { saveNow: false });
    await persister.flush();
    expect(await stored()).toEqual([
      { key: ['offers', 'list', 'current'], status: 'success', data: { items: [{ id: 1 }] } },
    ]);
    stop();
  });
});

describe('persistWhenHidden', () => {
  it('writes when the page is left or hidden, not when it becomes visible', () => {
    const flush = vi.fn(async () => undefined);
    const stop = persistWhenHidden(window, flush);
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(1);

    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(2);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
    stop();
  });
});
