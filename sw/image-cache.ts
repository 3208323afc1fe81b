import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

const IMAGE_CACHE = 'boltx-images-v1';

/** Logos and images: cache-first, at most 200 entries for 30 days. */
export function registerImageCache(): void {
  registerRoute(
    ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
    }),
  );
}
