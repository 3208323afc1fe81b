/**
 * One QueryClient for React Query and jotai-tanstack-query alike, with SPEC §9's defaults.
 * Per-feature timings (offers stale after 30 s, profile never) live in each feature's
 * queryOptions; this file holds what applies everywhere.
 */
import { QueryClient } from '@tanstack/react-query';

/** How long persisted data stays usable offline; gcTime must be at least this. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000; // an offer's whole selectable window

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        refetchOnWindowFocus: false,
        gcTime: PERSIST_MAX_AGE_MS,
      },
      // A write never pauses in memory waiting for React Query's idea of "online": it is sent,
      // and a failure is handled at once (queued in the outbox, or refused with a sentence).
      mutations: { networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();

/** GET /health's answer: whether the server runs in sandbox mode (app/sandbox-badge.tsx). */
export const healthKey = ['health'] as const;
