/// <reference lib="webworker" />
/**
 * The service worker only wires: precache the shell, answer navigations with it (`/` with the
 * prerendered landing, an offer's page drawn from the offer kept on the device, every other page
 * with the app shell naming the page's chunks, never /api/),
 * let the browser read the build's assets from the precache without waking it, cache logos at runtime. Each concern that grows (outbox, push) gets its own module.
 */
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { appShellWithPreloads } from './app-shell';
import { registerImageCache } from './image-cache';
import { offerPageOr, prepareOfferRenderer } from './offer-page';
import { onOutboxMessage, onOutboxSync } from './outbox';
import { onPeriodicSync, type PeriodicSyncEvent } from './periodic-refresh';
import { createHandlerBoundToURL, precacheAndRoute } from './precache';
import { onNotificationClick, onPush, onPushSubscriptionChange } from './push';
import { registerAssetRoutes } from './static-routes';

declare const self: ServiceWorkerGlobalScope;

const RETIRED_FONT_CACHE = 'boltx-fonts-v1';

precacheAndRoute(self.__WB_MANIFEST);
registerAssetRoutes();
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/landing.html'), { allowlist: [/^\/(\?.*)?$/] }));
const appShell = appShellWithPreloads(createHandlerBoundToURL('/index.html'));
registerRoute(new NavigationRoute(offerPageOr(appShell), { allowlist: [/^\/my\/result\/\d+(\?|$)/] }));
registerRoute(new NavigationRoute(appShell, { denylist: [/^\/api\//] }));
registerImageCache();

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
self.addEventListener('sync', onOutboxSync);
self.addEventListener('message', onOutboxMessage);
self.addEventListener('push', onPush);
self.addEventListener('notificationclick', onNotificationClick);
// A tap opens a page, often an offer's: its renderer runs its code while the window opens, not after.
self.addEventListener('notificationclick', () => setTimeout(prepareOfferRenderer));
self.addEventListener('pushsubscriptionchange', onPushSubscriptionChange);
// Not in TypeScript's event map yet.
self.addEventListener('periodicsync', (event) => onPeriodicSync(event as PeriodicSyncEvent));
// The first install takes control at once so the shell works offline from the first visit.
// Versions that shipped a web font cached its slices; the app is set in system fonts now.
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([self.clients.claim(), caches.delete(RETIRED_FONT_CACHE)])),
);
