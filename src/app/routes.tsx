/**
 * Every route of the app in one table (SPEC §2, plus /biz and /r/:token from DESIGN.md §3), put
 * together from its four parts. Each page is its own chunk, loaded when its route is first visited
 * (lazy-page.tsx); how a screen is left is its RouteNav (route-types.ts).
 */
import { routeFor } from '../contract/route-match';
import { candidateRoutes } from './candidate-routes';
import { consoleRoutes } from './console-routes';
import { entryRoutes } from './entry-routes';
import { publicRoutes } from './public-routes';
import type { AppRoute } from './route-types';

export type { AppRoute, RouteNav, RoutePage } from './route-types';

/** Order matters only where paths overlap: the more specific one comes first. Roots and parents: RouteNav. */
export const routes: readonly AppRoute[] = [
  // The landing, signing in and signing up.
  ...entryRoutes,
  // The signed-in candidate: /my, the offers, the messages.
  ...candidateRoutes,
  // For everyone: questions, guides, marketing, income share landings, partners.
  ...publicRoutes,
  // The company console: /biz.
  ...consoleRoutes,
];

/**
 * On a full load, the page of the address starts its code and its first requests at once, in
 * parallel with the shell's first render, instead of after its own render and paint.
 */
export function startPage(pathname: string): Promise<unknown> {
  return (
    routeFor(routes, pathname)
      ?.page.start()
      .catch(() => undefined) ?? Promise.resolve()
  );
}
