/**
 * React Query's provider with the stored copy of the cache restored first (lib/persister.ts), as
 * React Query's PersistQueryClientProvider does: while `useIsRestoring()` is true queries wait, then
 * every change is written. Its restoring and saving code (lib/persisted-sync.ts, query-core's
 * hydration) is not in the shell: it loads beside the first render where a copy is stored, and
 * otherwise once the first answer worth keeping comes. A first visit draws without it.
 */
import { IsRestoringProvider, type Query, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
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
/** Restoring; restored, or nothing to restore, with the saving code loaded; or nothing stored, waiting for something to keep. */
type Phase = 'restoring' | 'nothing-stored' | { sync: Sync; saveNow: boolean };

export function PersistedQueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const [phase, setPhase] = useState<Phase>('restoring');
  const restoreStarted = useRef(false);
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
        setPhase({ sync, saveNow: false });
      })
      // The restoring code did not load: the page goes on from the server rather than waiting for ever.
      .catch(() => setPhase('nothing-stored'));
  }, [client]);
  useEffect(() => {
    if (phase !== 'nothing-stored') return;
    return onceSomethingToKeep(client, () =>
      loadSync().then(
        (sync) => setPhase({ sync, saveNow: true }),
        // Not kept this time; the next page load tries again.
        () => undefined,
      ),
    );
  }, [client, phase]);
  useEffect(() => {
    if (typeof phase === 'string') return;
    return phase.sync.keepSaving({ queryClient: client, ...persistOptions }, { saveNow: phase.saveNow });
  }, [client, phase]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={phase === 'restoring'}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
