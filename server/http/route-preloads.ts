/**
 * A first visit to a page other than `/` gets the app shell naming that page's chunks
 * (scripts/route-preloads.ts writes them at build time): the browser fetches the page's code
 * together with the shell's instead of after the shell has run. Later visits are answered by the
 * service worker from its precache and do not need this.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

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

/**
 * Whether `pathname` is an address of the route `pattern`, as the client's router reads it:
 * `:name` is one segment, a final `*?` any rest (or none), letters in either case.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/');
  const given = pathname.replace(/\/+$/, '').split('/');
  if (pathname === '/') given.splice(1);
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*?' && index === wanted.length - 1) return true;
    const actual = given[index];
    if (actual === undefined) return false;
    if (segment.startsWith(':') ? actual === '' : segment.toLowerCase() !== actual.toLowerCase()) return false;
  }
  return given.length === wanted.length;
}

/** The first route of the table (its order decides, as in the client) that `pathname` is an address of. */
export const preloadFor = (preloads: RoutePreload[], pathname: string): RoutePreload | undefined =>
  preloads.find((preload) => matchesRoute(preload.path, pathname));

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
