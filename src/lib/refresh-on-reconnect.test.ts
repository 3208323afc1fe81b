import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshOnReconnect } from './refresh-on-reconnect';
import { SERVER_AVAILABLE_EVENT } from './server-availability';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A query on screen, its data restored from the device and already stale. */
function restoredQuery(client: QueryClient, key: string, staleTime: number) {
  const queryFn = vi.fn(async () => 'fresh');
  client.setQueryData([key], 'kept on the device', { updatedAt: Date.now() - 60_000 });
  const observer = new QueryObserver(client, { queryKey: [key], queryFn, staleTime, refetchOnMount: false });
  cleanups.push(observer.subscribe(() => undefined));
  return queryFn;
}

describe('refreshOnReconnect', () => {
  it('refreshes stale queries on screen when the connection comes back', async () => {
    const client = new QueryClient();
    const stale = restoredQuery(client, 'offers', 30_000);
    const fresh = restoredQuery(client, 'my', Number.POSITIVE_INFINITY);
    cleanups.push(refreshOnReconnect(client));

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(client.getQueryData(['offers'])).toBe('fresh'));
    expect(stale).toHaveBeenCalledOnce();
    expect(fresh).not.toHaveBeenCalled();
  });

  it('refreshes stale queries on screen when the server is back from maintenance', async () => {
    const client = new QueryClient();
    const stale = restoredQuery(client, 'offers', 30_000);
    cleanups.push(refreshOnReconnect(client));

    window.dispatchEvent(new Event(SERVER_AVAILABLE_EVENT));
    await vi.waitFor(() => expect(client.getQueryData(['offers'])).toBe('fresh'));
    expect(stale).toHaveBeenCalledOnce();
  });
});
