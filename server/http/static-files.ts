/**
 * Serves the built PWA. Hashed assets are immutable for a year; the HTML pages and the service
 * worker are revalidated on every load so an update reaches users at once. `/` is the landing
 * prerendered at build time (landing.html); any other path that is not a file falls back to the
 * app shell, index.html (client-side routes), naming the chunks of that route's page
 * (route-preloads.ts).
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, InlineSources } from '../app-deps';
import { preloadFor, type RoutePreload, readRoutePreloads, withPreloads } from './route-preloads';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=86400';

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  if (urlPath.endsWith('.html') || urlPath === '/sw.js' || urlPath.endsWith('.webmanifest')) return REVALIDATE;
  return SHORT;
}

async function readIfFile(file: string): Promise<Buffer | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? await readFile(file) : undefined;
  } catch {
    return undefined;
  }
}

const cspHash = (content: string) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`;

/**
 * The CSP hashes of a page's attribute-less <style> and <script> blocks — the landing's critical
 * CSS and its first-paint loader — so exactly these run, and no other inline code.
 */
export function inlineSources(page: string): InlineSources {
  const blocks = (tag: string) =>
    [...page.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(([, content]) => cspHash(content ?? ''));
  return { styles: blocks('style'), scripts: blocks('script') };
}

const html = (c: Context, page: Buffer) =>
  c.body(new Uint8Array(page), 200, { 'Content-Type': contentTypes['.html'], 'Cache-Control': REVALIDATE });

export function staticFiles(root: string): MiddlewareHandler<AppEnv> {
  const base = path.resolve(root);
  // landing.html changes only with a build: its hashes are computed again only when it did.
  let landingSources: { page: Buffer; sources: InlineSources } | undefined;
  // Likewise the route list comes with a build, read again when index.html changed.
  let shellRoutes: { shell: Buffer; preloads: RoutePreload[]; pages: Map<RoutePreload, Buffer> } | undefined;
  return async (c, next) => {
    if (
      (c.req.method !== 'GET' && c.req.method !== 'HEAD') ||
      c.req.path.startsWith('/api/') ||
      c.req.path === '/api'
    ) {
      return next();
    }
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Bad Request', 400);
    }
    const file = path.join(base, path.normalize(urlPath));
    if (!file.startsWith(base)) return c.text('Not Found', 404);

    if (urlPath === '/') {
      const landing = await readIfFile(path.join(base, 'landing.html'));
      if (landing) {
        if (!landingSources?.page.equals(landing)) {
          landingSources = { page: landing, sources: inlineSources(landing.toString('utf8')) };
        }
        c.set('inlineSources', landingSources.sources);
        return html(c, landing);
      }
    }
    const body = urlPath.endsWith('/') ? undefined : await readIfFile(file);
    if (body) {
      const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
      return c.body(new Uint8Array(body), 200, { 'Content-Type': type, 'Cache-Control': cacheControlFor(urlPath) });
    }
    // A missing asset is a 404, not the shell: a stale hashed chunk must fail loudly.
    if (path.extname(urlPath) !== '') return c.text('Not Found', 404);
    const shell = await readIfFile(path.join(base, 'index.html'));
    if (!shell) return next();
    if (!shellRoutes?.shell.equals(shell)) {
      shellRoutes = { shell, preloads: await readRoutePreloads(base), pages: new Map() };
    }
    const preload = preloadFor(shellRoutes.preloads, urlPath);
    if (!preload) return html(c, shell);
    let page = shellRoutes.pages.get(preload);
    if (!page) {
      page = Buffer.from(withPreloads(shell.toString('utf8'), preload));
      shellRoutes.pages.set(preload, page);
    }
    return html(c, page);
  };
}
