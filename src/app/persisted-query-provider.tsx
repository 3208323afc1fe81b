/**
 * React Query's provider with the stored copy of the cache restored first (lib/persister.ts), as
 * React Query's PersistQueryClientProvider does: while `useIsRestoring()` is true queries wait, then
 * every change is written. Its restoring and saving code (lib/persisted-sync.ts, query-core's
 * hydration) is not in the shell: it loads beside the first render where a copy is stored, and
 * otherwise once the first answer worth keeping comes. A first visit draws without it.
 */
import { IsRestoringProvider, type Query, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { persister, persistOptions, shouldPersistQuery } from '../lib/persister';

let loading: Promise<typeof import('../lib/persisted-sync')> | undefined;
/** The restoring and saving code; a load that failed is tried again by the next call. */
const loadSync = () => {
  loading ??= import('../lib/persisted-sync').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};

/** Called beside the first render: a device that wrote a copy last time gets the restoring code at once. */
export function preloadPersistedSync(): void {
  persister.readAhead();
  if (persister.likelyStored()) void loadSync();
}

/** Calls `then` once the cache holds a query worth keeping: now, or at its first answer. */
function onceSomethingToKeep(client: QueryClient, then: () => unknown): () => void {
  const cache = client.getQueryCache();
  if (cache.getAll().some(shouldPersistQuery)) {
    then();
    return () => undefined;
  }
  const stop = cache.subscribe((event) => {
    if (event.type !== 'updated' || !shouldPersistQuery(event.query as Query)) return;
    stop();
    then();
  });
  return stop;
}

type Sync = typeof import('../lib/persisted-sync');
/** Restoring; nothing stored, waiting for something to keep; or saving every change. */
type Phase = 'restoring' | 'nothing-stored' | 'saving';

export function PersistedQueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const [phase, setPhase] = useState<Phase>('restoring');
  const restoreStarted = useRef(false);
  const stopSaving = useRef<() => void>(undefined);
  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      stopSaving.current?.();
      stopSaving.current = undefined;
    };
  }, []);
  /**
   * Saving starts as soon as the code is there, as in React Query's provider: not in an effect after
   * the next render, when the page's own effects (which run before this provider's) may already
   * have changed the cache, and that change would wait for the next one to be written.
   */
  const startSaving = useCallback(
    (sync: Sync, saveNow: boolean) => {
      if (unmounted.current || stopSaving.current) return;
      stopSaving.current = sync.keepSaving({ queryClient: client, ...persistOptions }, { saveNow });
      setPhase('saving');
    },
    [client],
  );
  useEffect(() => {
    // Once, as React Query's provider: a second run of the effect must not restore again.
    if (restoreStarted.current) return;
    restoreStarted.current = true;
    void persister
      .hasStoredCopy()
      .then(async (stored) => {
        if (!stored) {
          setPhase('nothing-stored');
          return;
        }
        const sync = await loadSync();
        // A copy that cannot be restored has been deleted: the page goes on from the server.
        await sync.restoreStoredCopy({ queryClient: client, ...persistOptions }).catch(() => undefined);
        startSaving(sync, false);
      })
      // The restoring code did not load: the page goes on from the server rather than waiting for ever.
      .catch(() => setPhase('nothing-stored'));
  }, [client, startSaving]);
  useEffect(() => {
    if (phase !== 'nothing-stored') return;
    return onceSomethingToKeep(client, () =>
      loadSync().then(
        (sync) => startSaving(sync, true),
        // Not kept this time; the next page load tries again.
        () => undefined,
      ),
    );
  }, [client, phase, startSaving]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={phase === 'restoring'}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
