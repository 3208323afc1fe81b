/**
 * The landing's persisted query cache: the companies below the fold show offline too. It matters
 * only to the sections below the fold, so it is read (and from then on written, at once when the
 * page is left, as in the app) when the first of them starts — a visitor who never scrolls never
 * loads it. Only a visitor gets the landing's islands, so the cache holds nothing but its content.
 */
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { persistOptions, persistWhenHidden } from '../lib/persister';

let restored: Promise<void> | undefined;

/** Resolves once the stored copy is in `queryClient` (or there was none to read). */
export function restoreLandingCache(queryClient: QueryClient): Promise<void> {
  restored ??= (() => {
    const [, restoring] = persistQueryClient({ queryClient, ...persistOptions });
    persistWhenHidden();
    return restoring.catch(() => undefined);
  })();
  return restored;
}
