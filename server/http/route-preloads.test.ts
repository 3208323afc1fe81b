import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preloadFor, readRoutePreloads, withPreloads } from './route-preloads';

describe('the route of an address', () => {
  it('takes the first route of the table that matches, as the client does', () => {
    const preloads = [
      { path: '/my/result/curation/:offerGroupId', scripts: ['/assets/curation.js'], styles: [] },
      { path: '/my/result/:id', scripts: ['/assets/detail.js'], styles: [] },
    ];
    expect(preloadFor(preloads, '/my/result/curation/7')?.scripts).toEqual(['/assets/curation.js']);
    expect(preloadFor(preloads, '/my/result/7')?.scripts).toEqual(['/assets/detail.js']);
    expect(preloadFor(preloads, '/nowhere')).toBeUndefined();
  });
});

describe('naming a route’s chunks in the shell', () => {
  const shell = '<html><head><title>볼트X</title></head><body></body></html>';

  it('adds module preloads and stylesheet preloads at the end of the head', () => {
    const page = withPreloads(shell, { path: '/x', scripts: ['/assets/a-1.js'], styles: ['/assets/a-1.css'] });
    expect(page).toBe(
      '<html><head><title>볼트X</title><link rel="modulepreload" crossorigin href="/assets/a-1.js">\n' +
        '<link rel="preload" as="style" crossorigin href="/assets/a-1.css">\n</head><body></body></html>',
    );
    expect(withPreloads(shell, undefined)).toBe(shell);
  });

  it('reads the build’s list, and serves the shell as it is when the list is missing or damaged', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'boltx-preloads-'));
    try {
      expect(await readRoutePreloads(dir)).toEqual([]);
      const file = path.join(dir, 'route-preloads.json');
      const list = [{ path: '/faq', scripts: ['/assets/faq-1.js'], styles: ['/assets/faq-1.css'] }];
      await writeFile(file, JSON.stringify(list));
      expect(await readRoutePreloads(dir)).toEqual(list);
      await writeFile(file, '{ not json');
      expect(await readRoutePreloads(dir)).toEqual([]);
      // Only the build's own assets can be named: nothing else ends up in the page.
      await writeFile(file, JSON.stringify([{ path: '/faq', scripts: ['"><script>alert(1)</script>'], styles: [] }]));
      expect(await readRoutePreloads(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
