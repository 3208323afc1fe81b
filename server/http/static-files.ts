/**
 * Serves the built PWA. Files go through @hono/node-server's serveStatic: the build wrote a brotli
 * and a gzip copy beside each compressible file (scripts/precompress.ts), and the copy the client
 * accepts is streamed as it is; Range gets a 206, HEAD no body. Around it, every answer gets a
 * strong ETag (a hash of the bytes it carries, a copy's own for a copy) that turns If-None-Match
 * into a 304, and its cache policy: hashed assets are immutable for a year; the HTML pages and the
 * service worker are revalidated on every load, so an update reaches users at once.
 *
 * `/` is the landing prerendered at build time (landing.html), its inline code allowed by hash;
 * any other path without an extension falls back to the app shell, index.html (client-side
 * routes), naming the chunks of that route's page (route-preloads.ts). A signed-in candidate's
 * offers page also carries its first offers (first-offers.ts), drawn into the page when the SSR
 * build is there (offers-render.ts): that answer is theirs alone, so it is neither stored (private,
 * no-store) nor revalidated, and the shells of those pages vary by cookie.
 *
 * A hashed asset this build does not have may be one of an earlier (or, mid-deploy, a newer)
 * release that a page still open asks for: it is read from the assets the last releases published
 * to the database (db/release-assets.ts), in the copy the client accepts, immutable all the same.
 * A service worker precaching a page (`?__WB_REVISION__=<MD5>`) of another release than this
 * build's gets a 404: its install fails and is tried again later, instead of keeping this
 * release's page under the other release's revision until the next update.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { OFFER_SHELL_FILE } from '../../src/contract/offer-shell';
import type { AppEnv, InlineSources } from '../app-deps';
import type { ReleaseAssetFile, ReleaseAssetReader } from '../db/release-assets';
import { carriesFirstOffers, type FirstOffersReader, withFirstOffers } from './first-offers';
import type { OffersDrawer } from './offers-render';
import { preloadFor, type RoutePreload, readRoutePreloads, withPreloads } from './route-preloads';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=86400';
const PERSONAL = 'private, no-store';
const HTML = 'text/html; charset=utf-8';
/** Pages with inline CSS and a first-paint loader, each allowed by its hash: the landing, and the shell the worker draws an offer into. */
const DRAWN_SHELLS = new Set(['landing.html', OFFER_SHELL_FILE]);
/** What a 304 keeps of the 200 it stands for (RFC 9110 §15.4.5). */
const KEPT_BY_304 = ['Cache-Control', 'Content-Location', 'Date', 'Expires', 'Vary'];

/** `file` is relative to the static root, without the .br or .gz of a copy. */
function cacheControlFor(file: string): string {
  if (file.startsWith('assets/')) return IMMUTABLE;
  // The worker's script keeps its name across builds: the browser must ask whether it changed.
  if (file.endsWith('.html') || file === 'sw.js' || file.endsWith('.webmanifest')) return REVALIDATE;
  return SHORT;
}

const strongTag = (bytes: Uint8Array | string) =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;

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

/** What `derive` makes of a file's bytes, made again only when the file changed (a new build). */
function perVersion<T>(derive: (bytes: Buffer) => T | Promise<T>) {
  const known = new Map<string, { version: string; value: T }>();
  return async (file: string): Promise<T | undefined> => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const version = `${info.size}:${info.mtimeMs}`;
    const entry = known.get(file);
    if (entry?.version === version) return entry.value;
    const value = await derive(await readFile(file));
    known.set(file, { version, value });
    return value;
  };
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): compress() weakens a tag as it gzips a page. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

async function withValidator(c: Context, response: Response, etag: string): Promise<Response> {
  if (!matches(c.req.header('If-None-Match'), etag)) {
    response.headers.set('ETag', etag);
    return response;
  }
  await response.body?.cancel();
  const headers = new Headers({ ETag: etag });
  for (const name of KEPT_BY_304) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(null, { status: 304, headers });
}

/** A hashed asset's name as the build writes them: no folder, no precompressed copy asked for directly. */
const RELEASE_ASSET = /^\/(assets\/[\w.-]+)$/;
const ENCODINGS = [
  { suffix: '.br', encoding: 'br' },
  { suffix: '.gz', encoding: 'gzip' },
] as const;

/** The copy of a stored asset the client accepts (brotli, then gzip), else the file itself. */
function acceptedCopy(
  files: ReleaseAssetFile[],
  name: string,
  acceptEncoding: string | undefined,
): { file: ReleaseAssetFile; encoding?: string } | undefined {
  const accepted = parseAccept(acceptEncoding ?? '');
  for (const { suffix, encoding } of ENCODINGS) {
    const q = accepted.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? 0;
    const copy = files.find((file) => file.path === `${name}${suffix}`);
    if (q > 0 && copy) return { file: copy, encoding };
  }
  const file = files.find((candidate) => candidate.path === name);
  return file && { file };
}

/** An asset of another release, from the database; undefined when no kept release has it. */
async function earlierReleaseAsset(c: Context, readAsset: ReleaseAssetReader): Promise<Response | undefined> {
  const name = RELEASE_ASSET.exec(c.req.path)?.[1];
  if (!name || /\.(br|gz)$/.test(name)) return undefined;
  const chosen = acceptedCopy(await readAsset(name), name, c.req.header('Accept-Encoding'));
  if (!chosen) return undefined;
  const { body, contentType } = chosen.file;
  const headers = new Headers({
    'Content-Type': contentType,
    'Content-Length': String(body.byteLength),
    'Cache-Control': IMMUTABLE,
    Vary: 'Accept-Encoding',
  });
  if (chosen.encoding) headers.set('Content-Encoding', chosen.encoding);
  const response = new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { headers });
  return withValidator(c, response, strongTag(body));
}

interface Shell {
  html: string;
  preloads: RoutePreload[];
  pages: Map<RoutePreload | undefined, { body: string; etag: string }>;
}

/**
 * `firstOffers` reads a signed-in candidate's first offers for their offers pages, and `drawOffers`
 * draws those pages with them (offers-render.ts); without them, every shell is the same.
 * `releaseAssets` reads the hashed assets of other releases (db/release-assets.ts).
 */
export function staticFiles(
  root: string,
  firstOffers?: FirstOffersReader,
  drawOffers?: OffersDrawer,
  releaseAssets?: ReleaseAssetReader,
): MiddlewareHandler<AppEnv> {
  const base = path.resolve(root);
  const servedFile = new WeakMap<Context, string>();
  const onFound = (file: string, c: Context) => {
    servedFile.set(c, file);
  };
  const files = serveStatic<AppEnv>({
    root: base,
    // A folder's "index" is the landing: `/` is landing.html, and no other folder has one.
    index: 'landing.html',
    precompressed: true,
    onFound,
  });
  const tagOf = perVersion(strongTag);
  const md5Of = perVersion((bytes) => createHash('md5').update(bytes).digest('hex'));
  /** Workbox names a page's revision, the MD5 of the file it expects: is it another than ours? */
  const precachesOtherRevision = async (c: Context, name: string) => {
    const revision = c.req.query('__WB_REVISION__');
    if (!revision || !name.endsWith('.html') || !/^[0-9a-f]{32}$/.test(revision)) return false;
    return revision !== (await md5Of(path.join(base, name)));
  };
  const shellSources = perVersion((bytes) => inlineSources(bytes.toString('utf8')));
  const shellOf = perVersion<Shell>(async (bytes) => ({
    html: bytes.toString('utf8'),
    preloads: await readRoutePreloads(base),
    pages: new Map(),
  }));

  return async (c, next) => {
    const { method, path: urlPath } = c.req;
    if ((method !== 'GET' && method !== 'HEAD') || urlPath === '/api' || urlPath.startsWith('/api/')) return next();

    const found = await files(c, async () => {});
    const file = servedFile.get(c);
    if (found && file) {
      const name = path.relative(base, file).replace(/\.(br|gz)$/, '');
      if (await precachesOtherRevision(c, name)) {
        await found.body?.cancel();
        return c.text('Not Found', 404, { 'Cache-Control': 'no-store' });
      }
      // Set before any 304 too: a browser updates the stored page's headers from it.
      const sources = DRAWN_SHELLS.has(name) ? await shellSources(path.join(base, name)) : undefined;
      if (sources) c.set('inlineSources', sources);
      found.headers.set('Cache-Control', cacheControlFor(name));
      found.headers.set('Accept-Ranges', 'bytes');
      if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(found.headers.get('Content-Type') ?? '') && !found.headers.has('Vary')) {
        found.headers.set('Vary', 'Accept-Encoding');
      }
      const etag = await tagOf(file);
      return etag ? withValidator(c, found, etag) : found;
    }

    const earlier = releaseAssets && (await earlierReleaseAsset(c, releaseAssets));
    if (earlier) return earlier;
    // A missing asset is a 404, not the shell: a chunk no kept release has must fail loudly.
    if (path.extname(urlPath) !== '') return c.text('Not Found', 404);
    const shell = await shellOf(path.join(base, 'index.html'));
    if (!shell) return next();
    const preload = preloadFor(shell.preloads, urlPath);
    let page = shell.pages.get(preload);
    if (!page) {
      const body = withPreloads(shell.html, preload);
      page = { body, etag: strongTag(body) };
      shell.pages.set(preload, page);
    }
    const personal = method === 'GET' ? await firstOffers?.(c, urlPath) : undefined;
    if (personal !== undefined) {
      const drawn = await drawOffers?.(urlPath, personal);
      if (drawn) c.set('inlineSources', drawn.sources);
      return c.body(withFirstOffers(drawn?.html ?? page.body, personal), 200, {
        'Content-Type': HTML,
        'Cache-Control': PERSONAL,
        Vary: 'Cookie',
      });
    }
    const headers: Record<string, string> = { 'Content-Type': HTML, 'Cache-Control': REVALIDATE };
    if (carriesFirstOffers(urlPath)) headers.Vary = 'Cookie';
    return withValidator(c, c.body(page.body, 200, headers), page.etag);
  };
}
