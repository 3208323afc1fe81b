import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const PRELOADS = [
  { path: '/ask', scripts: ['/assets/ask-page-1.js', '/assets/shared-2.js'], styles: ['/assets/ask-page-1.css'] },
  { path: '/my/result/:id', scripts: ['/assets/offer-detail-3.js', '/assets/shared-2.js'], styles: [] },
];

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );

describe('a page’s scripts', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => document.head.replaceChildren());

  it('are named together once the build’s list is read, each file once', async () => {
    const { fetchRouteScripts, readRouteScripts } = await import('./route-scripts');
    fetchRouteScripts('/ask');
    expect(preloaded()).toEqual([]);

    await readRouteScripts(async () => new Response(JSON.stringify(PRELOADS)));
    fetchRouteScripts('/ask?from=%2Ffaq');
    fetchRouteScripts('/my/result/42');
    fetchRouteScripts('/ask');
    expect(preloaded()).toEqual(['/assets/ask-page-1.js', '/assets/shared-2.js', '/assets/offer-detail-3.js']);
    // As Vite names the shell's, so the module fetch can use what was preloaded.
    expect(document.head.querySelector('link')?.hasAttribute('crossorigin')).toBe(true);
  });

  it('are read again after a failed read, and a damaged list names nothing', async () => {
    const { fetchRouteScripts, readRouteScripts } = await import('./route-scripts');
    await readRouteScripts(async () => {
      throw new TypeError('offline');
    });
    await readRouteScripts(async () => new Response('{"not": "a list"}'));
    fetchRouteScripts('/ask');
    expect(preloaded()).toEqual([]);
    // The damaged answer was an answer: it is kept, not asked for again.
    const send = vi.fn(async () => new Response(JSON.stringify(PRELOADS)));
    await readRouteScripts(send);
    expect(send).not.toHaveBeenCalled();
  });
});
