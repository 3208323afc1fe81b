import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

export const FONT_CACHE = 'boltx-fonts-v1';

/**
 * The self-hosted font comes in ~90 unicode-range slices, of which a page needs a handful: each
 * is cached the first time it is used (hashed names never change), instead of precaching 3 MB.
 */
export function registerFontCache(): void {
  registerRoute(
    ({ request, url }) => request.destination === 'font' && url.origin === self.location.origin,
    new CacheFirst({
      cacheName: FONT_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 365 * 24 * 3600, purgeOnQuotaError: true })],
    }),
  );
}
