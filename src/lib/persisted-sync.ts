/**
 * Restoring the stored query cache and keeping it written: React Query's persist functions, which
 * bring query-core's (de)hydration (~3 KB gzip). The shell loads this only when there is something
 * to restore or to keep (app/persisted-query-provider.tsx): a first visit has no stored copy, and
 * its first screen draws before any answer worth keeping has come.
 */
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { hasPageAnswers } from './persister';

/** Puts the stored copy in the cache; a copy too old, of another build or unreadable is deleted. */
export const restoreStoredCopy = persistQueryClientRestore;

/**
 * Writes the cache on every change from now on. `saveNow` writes it once at once as well: the
 * answers a page arrived with (features/offers/first-offers.ts), or answers that came before this
 * module did, would otherwise wait for a change that may never come.
 */
export function keepSaving(options: PersistQueryClientOptions, { saveNow }: { saveNow: boolean }): () => void {
  const stop = persistQueryClientSubscribe(options);
  if (saveNow || hasPageAnswers()) void persistQueryClientSave(options);
  return stop;
}
