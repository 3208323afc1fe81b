/**
 * Whether the API can serve right now, as its answers say. A 503 MAINTENANCE (its database is
 * away) puts the app in its maintenance state — shown like being offline: pages keep what the
 * device holds and writes wait in the outbox — until a request succeeds. Meanwhile the health
 * check is asked after the server's Retry-After, then less and less often; once it answers,
 * SERVER_AVAILABLE_EVENT goes to `window`, and whatever reacts to `online` (stale queries, the
 * outbox) reacts to it too.
 */
import { API_BASE, apiPaths } from '../contract/paths';

export const SERVER_AVAILABLE_EVENT = 'boltx:server-available';

const FIRST_PROBE_MS = 5_000; // when the 503 names no Retry-After
const MAX_PROBE_MS = 60_000;

const healthUrl = `${import.meta.env.VITE_API_URL ?? API_BASE}${apiPaths.health}`;

let unavailable = false;
let probeDelayMs = FIRST_PROBE_MS;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export const serverUnavailable = (): boolean => unavailable;

export function subscribeServerAvailability(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_PROBE_MS) : FIRST_PROBE_MS;
}

function scheduleProbe() {
  probeTimer ??= setTimeout(() => void probe(), probeDelayMs);
}

async function probe() {
  probeTimer = undefined;
  if (!unavailable) return;
  try {
    const response = await fetch(healthUrl, { headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (response.ok) {
      markServerAvailable();
      return;
    }
  } catch {
    // No connection: the offline note says so; the probe keeps its rhythm.
  }
  if (!unavailable) return;
  probeDelayMs = Math.min(probeDelayMs * 2, MAX_PROBE_MS);
  scheduleProbe();
}

/** The server answered 503 MAINTENANCE; `retryAfter` is its Retry-After header (seconds). */
export function markServerUnavailable(retryAfter: string | null): void {
  if (!unavailable) {
    unavailable = true;
    probeDelayMs = retryAfterMs(retryAfter);
    notify();
  }
  scheduleProbe();
}

/** A request succeeded: the maintenance state, if it was on, ends. */
export function markServerAvailable(): void {
  if (!unavailable) return;
  unavailable = false;
  clearTimeout(probeTimer);
  probeTimer = undefined;
  notify();
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SERVER_AVAILABLE_EVENT));
}

/** Back to the start (tests). */
export function resetServerAvailability(): void {
  unavailable = false;
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probeDelayMs = FIRST_PROBE_MS;
  notify();
}
