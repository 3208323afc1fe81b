import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compress } from './compress';
import { securityHeaders } from './security-headers';

const LARGE = { items: Array.from({ length: 200 }, (_, index) => ({ index, name: `회사${index}` })) };

function app() {
  const hono = new Hono();
  hono.use(securityHeaders({ hsts: false }));
  hono.use(compress());
  hono.get('/json', (c) => c.json(LARGE));
  hono.get('/small', (c) => c.body('{"ok":true}', 200, { 'Content-Type': 'application/json', 'Content-Length': '11' }));
  hono.get('/no-transform', (c) => c.json(LARGE, 200, { 'Cache-Control': 'no-transform' }));
  hono.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  // Response.redirect's headers are immutable: header writes must still land.
  hono.get('/redirect', () => Response.redirect('https://example.com/', 302));
  return hono;
}

const get = (path: string, acceptEncoding?: string) =>
  app().request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('compress', () => {
  it('leaves JSON as it is for a client that accepts no encoding, saying it varies by one', async () => {
    const response = await get('/json');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await response.json()).toEqual(LARGE);
  });

  it('gzips for a client that accepts it, and deflates when it prefers deflate', async () => {
    const gzipped = await get('/json', 'gzip, deflate');
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString())).toEqual(LARGE);

    const deflated = await get('/json', 'gzip;q=0.5, deflate');
    expect(deflated.headers.get('Content-Encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString())).toEqual(LARGE);
  });

  it('leaves alone small bodies, no-transform, types that do not compress and HEAD', async () => {
    for (const path of ['/small', '/no-transform', '/image']) {
      const response = await get(path, 'gzip');
      expect(response.headers.get('Content-Encoding'), path).toBeNull();
      expect(response.headers.get('Vary'), path).toBeNull();
    }
    const head = await app().request('/json', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    expect(head.headers.get('Content-Encoding')).toBeNull();
  });

  it('still sets the headers on a response whose own headers cannot change', async () => {
    const response = await get('/redirect');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('https://example.com/');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });
});
