/// <reference lib="webworker" />
/**
 * The build's hashed assets are read by the browser straight from Cache Storage (the Service Worker
 * static routing API), not through this worker's fetch handler. A window opened from a notification
 * loads the shell's entry and ~30 chunks: through the handler each was one more event on this
 * worker's single thread, queued behind the others and streamed back through it, on a phone whose
 * few cores are also starting the page: in a trace, the largest part of that return. The precache
 * keys them by their plain urls (their names carry the hash) and no other cache holds them, so the
 * route answers what the handler would have; an asset missing from it (a page of an older build
 * asking for a chunk the update removed) falls back to the network, as the handler's miss did.
 * Browsers without the API keep using the handler.
 */

declare const self: ServiceWorkerGlobalScope;

/** What this worker hands addRoutes (the WebWorker lib of TypeScript does not describe it yet). */
export interface StaticRoute {
  condition: { urlPattern: string; requestMethod: string };
  source: 'cache';
}

type InstallEventWithRoutes = ExtendableEvent & { addRoutes?: (routes: StaticRoute[]) => Promise<void> };

export const ASSET_ROUTES: StaticRoute[] = [
  { condition: { urlPattern: '/assets/*', requestMethod: 'GET' }, source: 'cache' },
];

/** During install (the only time routes can be added); a refusal leaves the fetch handler in charge. */
export function onInstallAddAssetRoutes(event: ExtendableEvent): void {
  const install = event as InstallEventWithRoutes;
  if (typeof install.addRoutes !== 'function') return;
  install.waitUntil(install.addRoutes(ASSET_ROUTES).catch(() => undefined));
}

export function registerAssetRoutes(): void {
  self.addEventListener('install', onInstallAddAssetRoutes);
}
