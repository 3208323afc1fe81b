/**
 * Whether the API can serve right now, as its answers say — never `navigator.onLine` alone, which
 * stays true with the server stopped, behind a captive portal or on a dead Wi-Fi, and which
 * Firefox does not announce when it comes back. Two states, both shown like being offline (pages
 * keep what the device holds, writes wait in the outbox or are refused with a sentence):
 *
 * - unreachable: a request got no answer (a network error, a timeout), a gateway's 502/503/504,
 *   or an HTML page where JSON was expected (a captive portal);
 * - maintenance: a 503 MAINTENANCE (the server runs, its database is away).
 *
 * Either ends at the first successful request. Meanwhile the health check is asked after a pause
 * (the server's Retry-After, else 2 s) that doubles up to a minute, with jitter, and at once on
 * `online`, on returning to the page (visible, pageshow). Once it answers, SERVER_AVAILABLE_EVENT
 * goes to `window`, and whatever reacts to `online` (stale queries, the outbox) reacts to it too.
 */
import * as apiPaths from '../contract/api-paths';
import { API_BASE } from '../contract/paths';

export const SERVER_AVAILABLE_EVENT = 'boltx:server-available';

const FIRST_PROBE_MS = 2_000; // when no Retry-After names another
const MAX_PROBE_MS = 60_000;

const healthUrl = `${import.meta.env.VITE_API_URL ?? API_BASE}${apiPaths.health}`;

let maintenance = false;
let unreachable = false;
let probeDelayMs = FIRST_PROBE_MS;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** The server said it is under maintenance (503 MAINTENANCE) and no request has succeeded since. */
export const serverUnavailable = (): boolean => maintenance;
/** A request found no server (or not ours) and none has succeeded since. */
export const serverUnreachable = (): boolean => unreachable;

/** Whether writes can go now: the device has a link and the server last answered as itself. */
export const serverReachable = (): boolean =>
  !maintenance && !unreachable && (typeof navigator === 'undefined' || navigator.onLine !== false);

export function subscribeServerAvailability(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_PROBE_MS) : FIRST_PROBE_MS;
}

/** Up to a fifth less, so many devices coming back at once do not ask in step. */
const withJitter = (ms: number) => Math.round(ms * (1 - Math.random() * 0.2));

function scheduleProbe() {
  probeTimer ??= setTimeout(() => void probe(), withJitter(probeDelayMs));
}

/** The health check answered as our API: 2xx with JSON, not a portal's page. */
const answeredAsApi = (response: Response) =>
  response.ok && (response.headers.get('Content-Type') ?? '').includes('json');

async function probe() {
  probeTimer = undefined;
  if (!maintenance && !unreachable) return;
  try {
    const response = await fetch(healthUrl, { headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (answeredAsApi(response)) {
      markServerAvailable();
      return;
    }
  } catch {
    // No connection: the offline note says so; the probe keeps its rhythm.
  }
  if (!maintenance && !unreachable) return;
  probeDelayMs = Math.min(probeDelayMs * 2, MAX_PROBE_MS);
  scheduleProbe();
}

/** Asks the health check now (a trigger such as `online`), then on the usual rhythm from the start. */
function probeNow(): void {
  if (!maintenance && !unreachable) return;
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probeDelayMs = FIRST_PROBE_MS;
  void probe();
}

/** The server answered 503 MAINTENANCE; `retryAfter` is its Retry-After header (seconds). */
export function markServerUnavailable(retryAfter: string | null): void {
  if (!maintenance) {
    maintenance = true;
    probeDelayMs = retryAfterMs(retryAfter);
    notify();
  }
  scheduleProbe();
}

/** A request got no answer from our API (see the header); the health check is asked until one comes. */
export function markServerUnreachable(): void {
  if (!unreachable) {
    unreachable = true;
    if (!maintenance) probeDelayMs = FIRST_PROBE_MS;
    notify();
  }
  scheduleProbe();
}

/** A request succeeded: the maintenance and unreachable states, if on, end. */
export function markServerAvailable(): void {
  if (!maintenance && !unreachable) return;
  maintenance = false;
  unreachable = false;
  clearTimeout(probeTimer);
  probeTimer = undefined;
  notify();
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SERVER_AVAILABLE_EVENT));
}

let watching = false;

/** The device's own signals: `offline` says unreachable; `online` and returning to the page ask at once. */
export function watchConnection(target: Window = window): void {
  if (watching) return;
  watching = true;
  target.addEventListener('offline', () => markServerUnreachable());
  target.addEventListener('online', () => {
    notify();
    probeNow();
  });
  target.addEventListener('pageshow', () => probeNow());
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'visible') probeNow();
  });
}

/** Back to the start (tests). */
export function resetServerAvailability(): void {
  maintenance = false;
  unreachable = false;
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probeDelayMs = FIRST_PROBE_MS;
  notify();
}
