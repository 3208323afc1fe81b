/**
 * The app shell the worker answers a navigation with, naming that page's chunks as the server's
 * first answer does (contract/route-preloads.ts). Without them a page opened from the precache —
 * a notification tapped with no window open, the home-screen icon — fetched its code only after
 * the shell's entry had run, then its ~10 chunks in waves: the countdown of a tapped offer showed
 * hundreds of milliseconds later than the same page with its chunks named up front. The list is
 * precached with the shell (vite.config.ts), so both are of one build, and offline too.
 */

import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import {
  parseRoutePreloads,
  preloadFor,
  ROUTE_PRELOADS_FILE,
  type RoutePreload,
  withPreloads,
} from '../src/contract/route-preloads';
import { matchPrecache } from './precache';

let preloads: Promise<RoutePreload[]> | undefined;

/** Read once per worker: a new build comes with a new worker. */
function routePreloads(): Promise<RoutePreload[]> {
  preloads ??= matchPrecache(`/${ROUTE_PRELOADS_FILE}`)
    .then((response) => response?.text() ?? '')
    .then(parseRoutePreloads, () => []);
  return preloads;
}

/** `shell`, the precached app shell's answer, with the chunks of the page at `url` named in its head. */
export async function withRoutePreloads(shell: Response, url: URL): Promise<Response> {
  const preload = preloadFor(await routePreloads(), url.pathname);
  if (!preload || !shell.ok) return shell;
  const html = withPreloads(await shell.text(), preload);
  return new Response(html, { status: shell.status, statusText: shell.statusText, headers: shell.headers });
}

/** A navigation handler answering with `shellHandler`'s shell, the page's chunks named in it. */
export const appShellWithPreloads =
  (shellHandler: (options: RouteHandlerCallbackOptions) => Promise<Response>) =>
  async (options: RouteHandlerCallbackOptions): Promise<Response> =>
    withRoutePreloads(await shellHandler(options), options.url);
