/**
 * A page's scripts fetched all at once as the app moves to it. The route tables' imports carry only
 * each page's stylesheets (scripts/preload-lists.ts): the build's route preloads name the scripts
 * (contract/route-preloads.ts), read once after load — from the worker's precache once installed —
 * and named here as modulepreload links when a page is fetched ahead (PrefetchLink) or navigated to.
 * Before they are read, a page's code arrives as the browser reads its imports, one step after another.
 */
import { parseRoutePreloads, preloadFor, ROUTE_PRELOADS_FILE, type RoutePreload } from '../contract/route-preloads';

let preloads: RoutePreload[] = [];
let reading: Promise<void> | undefined;
const named = new Set<string>();

/** Reads the build's route preloads, once; a failed read is tried again on the next call. */
export function readRouteScripts(send: typeof fetch = fetch): Promise<void> {
  reading ??= send(`/${ROUTE_PRELOADS_FILE}`)
    .then((response) => (response.ok ? response.text() : '[]'))
    .then((text) => {
      preloads = parseRoutePreloads(text);
    })
    .catch(() => {
      reading = undefined;
    });
  return reading;
}

/** Starts fetching every script of the page at `href` that is not asked for yet. */
export function fetchRouteScripts(href: string | URL): void {
  const { pathname } = new URL(href, window.location.href);
  for (const script of preloadFor(preloads, pathname)?.scripts ?? []) {
    if (named.has(script)) continue;
    named.add(script);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = script;
    document.head.append(link);
  }
}
