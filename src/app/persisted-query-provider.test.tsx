import { dehydrate, QueryClient, useIsRestoring, useQuery, useQueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { del, get, set } from 'idb-keyval';
import { useEffect } from 'react';
import { afterEach, expect, it } from 'vitest';
import { QUERY_CACHE_KEY } from '../contract/persisted-cache';
import { clearPersistedCache, persister, persistOptions } from '../lib/persister';
import { PersistedQueryProvider } from './persisted-query-provider';

afterEach(async () => {
  await del(QUERY_CACHE_KEY);
});

function Offer() {
  const restoring = useIsRestoring();
  const offer = useQuery({
    queryKey: ['offers', 'detail', 7],
    queryFn: () => new Promise<{ company: string }>(() => undefined),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (restoring) return <p>복원 중</p>;
  return <p>{offer.data?.company ?? '불러오는 중'}</p>;
}

async function storedKeys(): Promise<unknown[]> {
  const raw = await get<string>(QUERY_CACHE_KEY);
  return raw ? (JSON.parse(raw).clientState.queries as { queryKey: unknown[] }[]).map((query) => query.queryKey) : [];
}

/** A page that writes to the cache as soon as the restore is over, from its first effects. */
function WritesOnceRestored() {
  const restoring = useIsRestoring();
  const client = useQueryClient();
  useEffect(() => {
    if (!restoring) client.setQueryData(['offers', 'detail', 8], { company: '다온랩스' });
  }, [restoring, client]);
  return null;
}

it('restores the stored copy before queries run, then keeps writing the cache', async () => {
  const device = new QueryClient();
  device.setQueryData(['offers', 'detail', 7], { company: '한빛모빌리티' });
  const copy = { timestamp: Date.now(), buster: persistOptions.buster, clientState: dehydrate(device) };
  await set(QUERY_CACHE_KEY, JSON.stringify(copy));
  const client = new QueryClient();

  render(
    <PersistedQueryProvider client={client}>
      <Offer />
      <WritesOnceRestored />
    </PersistedQueryProvider>,
  );

  expect(screen.getByText('복원 중')).toBeTruthy();
  expect(await screen.findByText('한빛모빌리티')).toBeTruthy();
  // Written even though the page's effect ran before the provider's own.
  await waitFor(async () => {
    await persister.flush();
    expect(await storedKeys()).toContainEqual(['offers', 'detail', 8]);
  });
});

it('with nothing stored, lets queries run at once and writes the cache from the first answer worth keeping', async () => {
  const client = new QueryClient();
  render(
    <PersistedQueryProvider client={client}>
      <Offer />
    </PersistedQueryProvider>,
  );
  expect(await screen.findByText('불러오는 중')).toBeTruthy();

  // Content is read fresh online and never kept: nothing is written for it.
  client.setQueryData(['content', 'faq'], { items: [] });
  await persister.flush();
  expect(await storedKeys()).toEqual([]);

  client.setQueryData(['offers', 'detail', 9], { company: '누리소프트' });
  await waitFor(async () => {
    await persister.flush();
    expect(await storedKeys()).toEqual([['offers', 'detail', 9]]);
  });
  expect(persister.likelyStored()).toBe(true);

  await clearPersistedCache();
  expect(persister.likelyStored()).toBe(false);
});
