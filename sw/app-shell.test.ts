/**
 * The shell the worker answers navigations with names the page's chunks, read from the precached
 * list of the same build (app-shell.ts).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const precached = new Map<string, string>();
vi.mock('./precache', () => ({
  matchPrecache: async (url: string) => (precached.has(url) ? new Response(precached.get(url)) : undefined),
}));

const SHELL = '<html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';
const LIST = [
  { path: '/my/result/:id', scripts: ['/assets/offer-detail-1.js', '/assets/shared-core-1.js'], styles: [] },
  { path: '/faq', scripts: ['/assets/faq-1.js'], styles: ['/assets/faq-1.css'] },
];

const shell = () => new Response(SHELL, { headers: { 'Content-Type': 'text/html' } });

/** A worker's first answer: the module keeps the list it read for the worker's life. */
async function freshModule() {
  vi.resetModules();
  return import('./app-shell');
}

describe('withRoutePreloads', () => {
  beforeEach(() => precached.clear());

  it('names the chunks of the page a tapped notification opens, the shell otherwise unchanged', async () => {
    precached.set('/route-preloads.json', JSON.stringify(LIST));
    const { withRoutePreloads } = await freshModule();

    const answer = await withRoutePreloads(shell(), new URL('https://boltx.example/my/result/12'));
    const html = await answer.text();

    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/offer-detail-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-core-1.js">');
    expect(html).not.toContain('faq-1');
    expect(html).toContain('<script type="module" src="/assets/index-1.js"></script>');
    expect(answer.headers.get('Content-Type')).toBe('text/html');
  });

  it('answers the shell as it is for a page without chunks of its own, or without a precached list', async () => {
    precached.set('/route-preloads.json', JSON.stringify(LIST));
    const withList = await freshModule();
    expect(await (await withList.withRoutePreloads(shell(), new URL('https://boltx.example/nowhere'))).text()).toBe(
      SHELL,
    );

    precached.clear();
    const withoutList = await freshModule();
    expect(
      await (await withoutList.withRoutePreloads(shell(), new URL('https://boltx.example/my/result/12'))).text(),
    ).toBe(SHELL);
  });
});
