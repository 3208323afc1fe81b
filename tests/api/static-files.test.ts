import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';
import { expectError, expectSecurityHeaders } from './helpers';
import { createTestApp, drivers, type TestApp } from './test-app';

const SHELL = '<!doctype html><html><head><title>볼트X</title></head><body><div id="app"></div></body></html>';
const LANDING_CSS = 'h1{font-size:28px}';
const LANDING_LOADER = 'window.loaded=1;';
const LANDING = `<!doctype html><html><head><title>볼트X</title><style>${LANDING_CSS}</style></head><body><div id="root"><h1>첫 화면</h1></div><script>${LANDING_LOADER}</script></body></html>`;
const SCRIPT = 'console.log("app-abc123");';
/** Large enough for the build to write compressed copies of it (scripts/precompress.ts). */
const CHUNK = Array.from({ length: 300 }, (_, index) => `export const line${index} = "페이지 ${index}";`).join('\n');
const WORKER = 'self.addEventListener("install", () => {});';
const OFFER_SHELL = LANDING.replace('<h1>첫 화면</h1>', '<!--offer-->');
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
const SECRET = 'TOP-SECRET-OUTSIDE-THE-STATIC-DIR';
const ROUTE_PRELOADS = [
  { path: '/my/attack', scripts: ['/assets/my-attack-page-1.js', '/assets/tabs-1.js'], styles: ['/assets/tabs-1.css'] },
  { path: '/my/result/:id', scripts: ['/assets/offer-detail-page-1.js'], styles: [] },
];

/**
 * root/
 *   secret.txt, package.json   ← must never be served
 *   dist/                      ← STATIC_DIR
 *     index.html, landing.html, sw.js, assets/app-abc123.js, logos/x.svg,
 *     offer-shell.html (the worker's drawing of an offer, sw/offer-page.ts),
 *     assets/page-def456.js (+ .br, .gz), route-preloads.json
 */
async function buildSite(): Promise<{ root: string; dist: string }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'boltx-static-'));
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await mkdir(path.join(dist, 'logos'), { recursive: true });
  await writeFile(path.join(dist, 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
  await writeFile(path.join(dist, 'index.html'), SHELL);
  await writeFile(path.join(dist, 'landing.html'), LANDING);
  await writeFile(path.join(dist, 'sw.js'), WORKER);
  await writeFile(path.join(dist, 'offer-shell.html'), OFFER_SHELL);
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets', 'page-def456.js'), CHUNK);
  await writeFile(path.join(dist, 'logos', 'x.svg'), LOGO);
  await writeFile(path.join(root, 'secret.txt'), SECRET);
  await writeFile(path.join(root, 'package.json'), JSON.stringify({ name: SECRET }));
  precompress(dist);
  return { root, dist };
}

describe.each(drivers)('the built PWA served on %s', (driver) => {
  let app: TestApp;
  let root: string;
  beforeAll(async () => {
    const site = await buildSite();
    root = site.root;
    app = await createTestApp(driver, { STATIC_DIR: site.dist });
  });
  afterAll(async () => {
    await app?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('serves a hashed asset as immutable JavaScript', async () => {
    const response = await app.request('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Content-Type')).toMatch(/^(text|application)\/javascript/);
    expect(await response.text()).toBe(SCRIPT);
  });

  it('sends the brotli copy made at build time to a client that accepts br, gzip to one that does not', async () => {
    const brotli = await app.request('/assets/page-def456.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Vary')).toBe('Accept-Encoding');
    expect(brotli.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(CHUNK);

    const gzip = await app.request('/assets/page-def456.js', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(CHUNK);

    const plain = await app.request('/assets/page-def456.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(CHUNK);
  });

  it('gives each file and each copy its own strong ETag, and answers a matching If-None-Match with 304', async () => {
    const tags = new Set<string>();
    for (const encoding of ['br', 'gzip', '']) {
      const headers = encoding ? { 'Accept-Encoding': encoding } : undefined;
      const first = await app.request('/assets/page-def456.js', { headers });
      const etag = first.headers.get('ETag') ?? '';
      expect(etag, encoding).toMatch(/^"[\w-]+"$/);
      tags.add(etag);

      const again = await app.request('/assets/page-def456.js', { headers: { ...headers, 'If-None-Match': etag } });
      expect(again.status, encoding).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('ETag')).toBe(etag);
      expect(again.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    }
    expect(tags.size).toBe(3);

    const stale = await app.request('/assets/page-def456.js', { headers: { 'If-None-Match': '"an-old-build"' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(CHUNK);
  });

  it('revalidates the landing and the shell with a 304 that keeps the landing its CSP hashes', async () => {
    const landing = await app.request('/');
    const revalidated = await app.request('/', { headers: { 'If-None-Match': landing.headers.get('ETag') ?? '' } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('Cache-Control')).toBe('no-cache');
    // A browser updates the stored page's headers from a 304: the inline code must stay allowed.
    expect(revalidated.headers.get('Content-Security-Policy')).toBe(landing.headers.get('Content-Security-Policy'));

    const shell = await app.request('/my/attack');
    const etag = shell.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const shellAgain = await app.request('/my/attack', { headers: { 'If-None-Match': etag } });
    expect(shellAgain.status).toBe(304);
    expect((await app.request('/coffeechat')).headers.get('ETag')).not.toBe(etag);
  });

  it('answers a Range request with 206 and the bytes asked for', async () => {
    const whole = Buffer.from(CHUNK);
    const part = await app.request('/assets/page-def456.js', { headers: { Range: 'bytes=10-29' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 10-29/${whole.length}`);
    expect(part.headers.get('Accept-Ranges')).toBe('bytes');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(10, 30));

    const beyond = await app.request('/assets/page-def456.js', { headers: { Range: `bytes=${whole.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${whole.length}`);
  });

  it('serves the prerendered landing at /, with or without a query, and revalidates it on every load', async () => {
    for (const url of ['/', '/?utm_source=pwa']) {
      const response = await app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await response.text()).toBe(LANDING);
    }
  });

  it("allows the landing's inline critical CSS and loader by their hashes, and no inline code anywhere else", async () => {
    const hash = (content: string) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`;
    const landing = await app.request('/');
    expect(landing.headers.get('Content-Security-Policy')).toContain(`style-src 'self' ${hash(LANDING_CSS)};`);
    expect(landing.headers.get('Content-Security-Policy')).toContain(`script-src 'self' ${hash(LANDING_LOADER)};`);
    expectSecurityHeaders(landing);
    // The shell the worker draws an offer into is precached with the CSP its inline code needs.
    const offerShell = await app.request('/offer-shell.html');
    expect(offerShell.headers.get('Content-Security-Policy')).toContain(`style-src 'self' ${hash(LANDING_CSS)};`);
    expect(offerShell.headers.get('Content-Security-Policy')).toContain(`script-src 'self' ${hash(LANDING_LOADER)};`);
    for (const url of ['/my/attack', '/index.html', '/api/health']) {
      const other = await app.request(url);
      expect(other.headers.get('Content-Security-Policy'), url).toContain("style-src 'self';");
      expect(other.headers.get('Content-Security-Policy'), url).toContain("script-src 'self';");
    }
  });

  it('serves the app shell as index.html', async () => {
    const response = await app.request('/index.html');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(SHELL);
  });

  it('serves the shell for a client-side route', async () => {
    for (const route of ['/coffeechat', '/r/some-token']) {
      const response = await app.request(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await response.text()).toBe(SHELL);
    }
  });

  it("names the route's page chunks in the shell it serves for that route", async () => {
    const attack = await (await app.request('/my/attack')).text();
    expect(attack).toBe(
      SHELL.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/my-attack-page-1.js">\n' +
          '<link rel="modulepreload" crossorigin href="/assets/tabs-1.js">\n' +
          '<link rel="preload" as="style" crossorigin href="/assets/tabs-1.css">\n</head>',
      ),
    );
    const detail = await app.request('/my/result/42');
    expect(detail.headers.get('Cache-Control')).toBe('no-cache');
    expect(await detail.text()).toContain('href="/assets/offer-detail-page-1.js"');
    // index.html itself stays what the service worker precaches for every route.
    expect(await (await app.request('/index.html')).text()).toBe(SHELL);
  });

  it('revalidates the service worker on every load', async () => {
    const response = await app.request('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(WORKER);
  });

  it('serves other files such as logos with their type', async () => {
    const response = await app.request('/logos/x.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toBe(LOGO);
  });

  it('answers 404 for a missing asset instead of the shell', async () => {
    for (const missing of ['/assets/missing.js', '/assets/app-old999.css', '/logos/nobody.svg']) {
      const response = await app.request(missing);
      expect(response.status, missing).toBe(404);
      expect(await response.text()).not.toContain('<div id="app">');
    }
  });

  it.each([
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/package.json',
    '/..%2fsecret.txt',
    '/..%2fpackage.json',
    '/%2e%2e%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%252e%252e/secret.txt',
    '/..%5csecret.txt',
    '/index.html%00.js',
  ])('never serves a file outside the static directory for %s', async (url) => {
    const response = await app.request(url);
    expect(response.status).toBeLessThan(500);
    const text = await response.text();
    expect(text).not.toContain(SECRET);
    expect(text).not.toMatch(/root:.*:0:0:/);
    // Whatever answered, it is a 4xx or the shell itself — never another file's content.
    if (response.status === 200) expect(text).toBe(SHELL);
  });

  it('sends the security headers on pages and files too', async () => {
    for (const url of ['/', '/my/attack', '/assets/app-abc123.js', '/sw.js', '/assets/missing.js']) {
      expectSecurityHeaders(await app.request(url));
    }
  });

  it('keeps API paths out of the shell fallback', async () => {
    await expectError(await app.request('/api/no-such-thing'), 404, 'NOT_FOUND');
    const health = await app.request('/api/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('Content-Type')).toMatch(/^application\/json/);
  });
});
