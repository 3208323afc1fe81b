/**
 * Registers the service worker once the page has loaded, so it never competes with first paint,
 * and starts the update flow (service-worker-updates.ts). Imported only by the lazily loaded PWA
 * layer, so workbox-window stays out of the landing's first JavaScript.
 */
import { Workbox } from 'workbox-window';
import { type WaitingUpdate, watchForUpdates } from './service-worker-updates';

export type { WaitingUpdate };

let registered = false;

export function registerServiceWorker(onWaiting: (update: WaitingUpdate) => void): void {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  const start = () => {
    const workbox = new Workbox('/sw.js', { scope: '/' });
    watchForUpdates(workbox, { onWaiting });
    workbox.register().catch(() => undefined);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
