/// <reference lib="webworker" />
/**
 * The build's precache, filled a few files at a time. Workbox's own install fetches one file, waits
 * for it, then the next (its issue 2528: hundreds at once failed with ERR_INSUFFICIENT_RESOURCES on
 * low-end phones): ~360 files took ~5 s over this machine's loopback, a round trip each over 4G,
 * and the app works offline only once all are in. Six at a time, as many as a browser opens to one host
 * over HTTP/1.1, keeps the phone well within its limits.
 *
 * Its own PrecacheController rather than Workbox's module-wide one, whose install cannot be
 * changed: this module's matchPrecache and createHandlerBoundToURL read it, the rest of Workbox's
 * precaching (routing, cleanup, the strategy and its plugins) is used as is.
 */
import { PrecacheController, type PrecacheEntry, PrecacheRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { precacheFetchTimeout } from './precache-timeout';

declare const self: ServiceWorkerGlobalScope;

const CONCURRENT_FETCHES = 6;

const controller = new PrecacheController({ plugins: [precacheFetchTimeout()] });

/** Workbox keys a file with a revision (one without a hash in its name) by its absolute url and `?__WB_REVISION__=…`. */
const isRevisioned = (cacheKey: string) => new URL(cacheKey).searchParams.has('__WB_REVISION__');

/** What Workbox's install does for each file, `CONCURRENT_FETCHES` files at a time; any failure fails the install. */
export async function fillPrecache(target: PrecacheController, event: ExtendableEvent, concurrency: number) {
  const pending = [...target.getURLsToCacheKeys()];
  const fetchNext = async (): Promise<void> => {
    for (let next = pending.shift(); next; next = pending.shift()) {
      const [url, cacheKey] = next;
      const request = new Request(url, {
        integrity: target.getIntegrityForCacheKey(cacheKey),
        // A revisioned file's name stays the same across builds: past the HTTP cache, as Workbox does.
        cache: isRevisioned(cacheKey) ? 'reload' : 'default',
        credentials: 'same-origin',
      });
      await Promise.all(target.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, fetchNext));
}

/** precacheAndRoute, the install filling the cache several files at a time. */
export function precacheAndRoute(entries: (PrecacheEntry | string)[]): void {
  controller.addToCacheList(entries);
  self.addEventListener('install', (event) => event.waitUntil(fillPrecache(controller, event, CONCURRENT_FETCHES)));
  self.addEventListener('activate', controller.activate);
  registerRoute(new PrecacheRoute(controller));
}

export const matchPrecache = (url: string) => controller.matchPrecache(url);

export const createHandlerBoundToURL = (url: string) => controller.createHandlerBoundToURL(url);
