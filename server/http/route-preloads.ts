/**
 * A first visit to a page other than `/` gets the app shell naming that page's chunks
 * (scripts/route-preloads.ts writes them at build time): the browser fetches the page's code
 * together with the shell's instead of after the shell has run. Later visits are answered by the
 * service worker from its precache and do not need this.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { routeFor } from '../../src/contract/route-match';

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

/**
 * The build's list. A build without it (or with a damaged one) serves the shell as it is: the
 * preloads only save a round trip, a page works without them.
 */
export async function readRoutePreloads(staticDir: string): Promise<RoutePreload[]> {
  try {
    const parsed: unknown = JSON.parse(await readFile(path.join(staticDir, '.vite', 'route-preloads.json'), 'utf8'));
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
