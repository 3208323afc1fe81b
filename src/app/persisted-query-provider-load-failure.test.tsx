import { dehydrate, QueryClient, useIsRestoring } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { del, set } from 'idb-keyval';
import { afterEach, expect, it, vi } from 'vitest';
import { QUERY_CACHE_KEY } from '../contract/persisted-cache';
import { persistOptions } from '../lib/persister';
import { PersistedQueryProvider } from './persisted-query-provider';

// The restoring code cannot be fetched (a new build's file gone from the server, the worker not yet installed).
vi.mock('../lib/persisted-sync', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(async () => {
  await del(QUERY_CACHE_KEY);
});

function Restoring() {
  return <p>{useIsRestoring() ? '복원 중' : '준비됨'}</p>;
}

it('goes on from the server when the restoring code does not load, instead of waiting for ever', async () => {
  const device = new QueryClient();
  device.setQueryData(['offers', 'detail', 7], { company: '한빛모빌리티' });
  await set(
    QUERY_CACHE_KEY,
    JSON.stringify({ timestamp: Date.now(), buster: persistOptions.buster, clientState: dehydrate(device) }),
  );

  render(
    <PersistedQueryProvider client={new QueryClient()}>
      <Restoring />
    </PersistedQueryProvider>,
  );

  expect(screen.getByText('복원 중')).toBeTruthy();
  expect(await screen.findByText('준비됨')).toBeTruthy();
});
