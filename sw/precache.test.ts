/**
 * The install fills the precache several files at a time (precache.ts), each as Workbox's own
 * install would fetch it.
 */

import { describe, expect, it, vi } from 'vitest';
import type { PrecacheController } from 'workbox-precaching';
import { fillPrecache } from './precache';

// Workbox's modules read the worker's global scope as they load.
vi.hoisted(() => Object.assign(globalThis, { self: globalThis }));

const ORIGIN = 'https://boltx.test';

/** A controller of `files` whose strategy answers each after a tick, counting how many are in flight. */
function controllerOf(files: string[], failing?: string) {
  const keys = new Map(
    files.map((file) => [
      `${ORIGIN}/${file}`,
      file.endsWith('.html') ? `${ORIGIN}/${file}?__WB_REVISION__=abc` : `${ORIGIN}/${file}`,
    ]),
  );
  const seen: { url: string; cache: RequestCache; cacheKey: string }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const controller = {
    getURLsToCacheKeys: () => keys,
    getIntegrityForCacheKey: () => undefined,
    strategy: {
      handleAll: ({ request, params }: { request: Request; params: { cacheKey: string } }) => {
        seen.push({ url: request.url, cache: request.cache, cacheKey: params.cacheKey });
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        const done = new Promise<void>((resolve, reject) =>
          setTimeout(() => {
            inFlight -= 1;
            if (request.url.endsWith(failing ?? '\0')) reject(new Error('404'));
            else resolve();
          }, 2),
        );
        return [done, done];
      },
    },
  } as unknown as PrecacheController;
  return { controller, seen, mostInFlight: () => mostInFlight };
}

const INSTALL = {} as ExtendableEvent;
const files = Array.from({ length: 40 }, (_, index) => `assets/m-${index}.js`).concat('index.html');

describe('fillPrecache', () => {
  it('fetches every file once, never more at a time than allowed', async () => {
    const { controller, seen, mostInFlight } = controllerOf(files);
    await fillPrecache(controller, INSTALL, 6);
    expect(seen.map((entry) => entry.url).sort()).toEqual(files.map((file) => `${ORIGIN}/${file}`).sort());
    expect(mostInFlight()).toBe(6);
  });

  it('reads a hashed file through the HTTP cache, a revisioned one past it, each under its cache key', async () => {
    const { controller, seen } = controllerOf(files);
    await fillPrecache(controller, INSTALL, 6);
    expect(seen.find((entry) => entry.url.endsWith('m-3.js'))).toMatchObject({
      cache: 'default',
      cacheKey: `${ORIGIN}/assets/m-3.js`,
    });
    expect(seen.find((entry) => entry.url.endsWith('index.html'))).toMatchObject({
      cache: 'reload',
      cacheKey: `${ORIGIN}/index.html?__WB_REVISION__=abc`,
    });
  });

  it('fails the install when one file cannot be cached', async () => {
    const { controller } = controllerOf(files, 'm-17.js');
    await expect(fillPrecache(controller, INSTALL, 6)).rejects.toThrow('404');
  });
});
