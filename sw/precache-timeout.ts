/**
 * A precache fetch that has not answered within PRECACHE_FETCH_WAIT_MS is given up. The install
 * waits for every file (precache.ts): one answer that never comes (seen in WebKit) left the first
 * install "installing" for good, so the app never worked offline and never took control.
 * Given up, the install fails and the browser tries it again on the next visit.
 */
import type { WorkboxPlugin } from 'workbox-core/types';

/** Far more than the largest file needs on a slow phone connection. */
const PRECACHE_FETCH_WAIT_MS = 30_000;

export function precacheFetchTimeout(waitMs = PRECACHE_FETCH_WAIT_MS): WorkboxPlugin {
  return {
    requestWillFetch: async ({ request }) =>
      typeof AbortSignal.timeout === 'function'
        ? new Request(request, { signal: AbortSignal.timeout(waitMs) })
        : request,
  };
}
