/**
 * Every route of the app (SPEC §2, plus /biz and /r/:token from DESIGN.md §3) in three tables. The
 * signed-in candidate's is in the shell: the installed app opens on it, and a notification's tap
 * must not wait for a table. The console's (/biz) and everyone's (the landing, signing in and up,
 * the public pages) load when an address of theirs is first opened or a link to one comes near: in
 * the shell they were ~2 KB gzip of every candidate screen (2026-11-29), and the server's and the
 * worker's first answer name a table's chunk with its page's (scripts/route-preloads.ts).
 * Each page is its own chunk (lazy-page.tsx); how a screen is left is its RouteNav (route-types.ts).
 */
import { routeFor } from '../contract/route-match';
import { candidateRoutes } from './candidate-routes';
import type { AppRoute } from './route-types';

export type { AppRoute, RouteNav, RoutePage } from './route-types';

export type RouteTable = readonly AppRoute[];

/** A table and the addresses it answers; `table` is there from the start, `load` fetches it. */
export type RouteArea = { owns: (pathname: string) => boolean } & (
  | { table: RouteTable; load?: undefined }
  | { load: () => Promise<RouteTable>; table?: undefined }
);

const CONSOLE_ADDRESS = /^\/biz(\/|$)/i;

/** In the order an address is matched: the first area that owns it has its page, or its not-found page. */
export const routeAreas: readonly RouteArea[] = [
  // The signed-in candidate: /my, the offers, the messages.
  { owns: (pathname) => routeFor(candidateRoutes, pathname) !== undefined, table: candidateRoutes },
  // The company console: /biz, with its own not-found page.
  {
    owns: (pathname) => CONSOLE_ADDRESS.test(pathname),
    load: () => import('./console-routes').then((m) => m.consoleRoutes),
  },
  // Everyone's: the landing, signing in and up, questions, guides, marketing, partners; the not-found page.
  { owns: () => true, load: () => import('./site-routes').then((m) => m.siteRoutes) },
];

export const areaOf = (pathname: string): RouteArea =>
  routeAreas.find((area) => area.owns(pathname)) ?? (routeAreas.at(-1) as RouteArea);

const loading = new Map<RouteArea, Promise<RouteTable>>();

/** The area's table; a load that failed is tried again by the next call. */
export function tableOf(area: RouteArea): Promise<RouteTable> {
  if (area.table) return Promise.resolve(area.table);
  let table = loading.get(area);
  if (!table) {
    table = area.load().catch((error: unknown) => {
      loading.delete(area);
      throw error;
    });
    loading.set(area, table);
  }
  return table;
}

/**
 * On a full load, the page of the address starts its code and its first requests at once, in
 * parallel with the shell's first render, instead of after its own render and paint.
 */
export function startPage(pathname: string): Promise<unknown> {
  return tableOf(areaOf(pathname))
    .then((table) => routeFor(table, pathname)?.page.start())
    .catch(() => undefined);
}
