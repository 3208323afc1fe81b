import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { shouldPersistQuery } from './persister';

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
