/**
 * Each route's page chunks, named in the app shell so the browser fetches a page's code together
 * with the shell's instead of after the shell has run. scripts/route-preloads.ts writes the list at
 * build time (ROUTE_PRELOADS_FILE, beside index.html); the server names them in the shell of a first
 * visit (server/http/static-files.ts), the service worker in the shell it answers navigations with
 * from its precache (sw/app-shell.ts) — a notification opening a new window is such a navigation.
 */
import { routeFor } from './route-match.ts';

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreload {
  path: string;
  scripts: string[];
  styles: string[];
}

const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

function isRoutePreload(value: unknown): value is RoutePreload {
  const entry = value as RoutePreload;
  const assets = (list: unknown) =>
    Array.isArray(list) && list.every((item) => typeof item === 'string' && ASSET.test(item));
  return typeof entry?.path === 'string' && assets(entry.scripts) && assets(entry.styles);
}

/** The build's list, or none when damaged: the preloads only save a round trip, a page works without them. */
export function parseRoutePreloads(text: string): RoutePreload[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.every(isRoutePreload) ? parsed : [];
  } catch {
    return [];
  }
}

/** The preloads of the page wouter will render at `pathname` (the first route of the table that matches). */
export const preloadFor = (preloads: RoutePreload[], pathname: string): RoutePreload | undefined =>
  routeFor(preloads, pathname);

/** The shell with the route's chunks named at the end of its <head>, the way Vite names the shell's own. */
export function withPreloads(shell: string, preload: RoutePreload | undefined): string {
  if (!preload || !shell.includes('</head>')) return shell;
  const links = [
    ...preload.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
    // Vite's loader adds a page's stylesheet itself (crossorigin): this only starts the download.
    ...preload.styles.map((file) => `<link rel="preload" as="style" crossorigin href="${file}">`),
  ];
  return shell.replace('</head>', `${links.join('\n')}\n</head>`);
}
