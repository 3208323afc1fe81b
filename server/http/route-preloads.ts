/**
 * A first visit to a page other than `/` gets the app shell naming that page's chunks
 * (contract/route-preloads.ts). Later visits are answered by the service worker, which names them
 * the same way from its precached copy of the list.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseRoutePreloads, ROUTE_PRELOADS_FILE, type RoutePreload } from '../../src/contract/route-preloads';

export { preloadFor, type RoutePreload, withPreloads } from '../../src/contract/route-preloads';

/** The build's list; a build without it serves the shell as it is. */
export async function readRoutePreloads(staticDir: string): Promise<RoutePreload[]> {
  const text = await readFile(path.join(staticDir, ROUTE_PRELOADS_FILE), 'utf8').catch(() => '');
  return parseRoutePreloads(text);
}
