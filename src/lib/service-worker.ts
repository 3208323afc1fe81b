/**
 * Registers the service worker after the page has loaded, so it never competes with first
 * paint. Update prompts come with the PWA work (issue 8); until then a new worker waits.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', async () => {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.register().catch(() => undefined);
  });
}
