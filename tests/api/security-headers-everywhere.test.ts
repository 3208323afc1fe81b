/**
 * Every response carries the security headers: the pages the PWA is made of (the shell
 * at / and at a client route, a missing asset's 404, the service worker, the manifest, a hashed
 * asset) and the API's answers of every kind (2xx, 400, 401, 404 — also for an unknown method —, 413,
 * 429). HSTS is added exactly when TRUST_PROXY says an https proxy is in front.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSecurityHeaders } from './helpers';
import { createTestApp, drivers, type TestApp } from './test-app';

const BODY_LIMIT_BYTES = 2048;

async function buildSite(): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'boltx-headers-'));
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>볼트X</title><div id="app"></div>');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  await writeFile(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: '볼트X', start_url: '/' }));
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app");');
  return dist;
}

type Probe = { label: string; status: number; send: (app: TestApp) => Promise<Response> };

const get = (url: string) => (app: TestApp) => app.request(url);

const pages: Probe[] = [
  { label: 'the shell at /', status: 200, send: get('/') },
  { label: 'the shell at a client route', status: 200, send: get('/my/attack') },
  { label: 'a missing asset', status: 404, send: get('/assets/app-old999.js') },
  { label: 'the service worker', status: 200, send: get('/sw.js') },
  { label: 'the manifest', status: 200, send: get('/manifest.webmanifest') },
  { label: 'a hashed asset', status: 200, send: get('/assets/app-abc123.js') },
];

const apiAnswers: Probe[] = [
  { label: 'a 2xx', status: 200, send: get('/api/health') },
  { label: 'a 2xx with a body', status: 200, send: get('/api/companies') },
  {
    label: 'a 400',
    status: 400,
    send: (app) => app.request('/api/users/login/code', { method: 'POST', json: { phone: 'not-a-phone' } }),
  },
  { label: 'a 401', status: 401, send: get('/api/v3/users/my') },
  { label: 'a 404', status: 404, send: get('/api/no-such-thing') },
  { label: 'a 404 for another method', status: 404, send: (app) => app.request('/api/health', { method: 'DELETE' }) },
  {
    label: 'a 413',
    status: 413,
    send: (app) =>
      app.request('/api/users/login/code', { method: 'POST', json: { phone: '0'.repeat(BODY_LIMIT_BYTES * 2) } }),
  },
  {
    label: 'a 429',
    status: 429,
    send: async (app) => {
      const check = () => app.request('/api/users/exist?name=%EA%B9%80%ED%95%98%EB%8A%98&phone=01055556666');
      let response = await check();
      for (let tries = 0; response.status !== 429 && tries < 5; tries += 1) response = await check();
      return response;
    },
  },
];

describe.each(drivers)('security headers on every response on %s', (driver) => {
  for (const trustProxy of [false, true]) {
    describe(trustProxy ? 'behind an https proxy (TRUST_PROXY=1)' : 'without a proxy', () => {
      let app: TestApp;
      let dist: string;
      beforeAll(async () => {
        dist = await buildSite();
        app = await createTestApp(driver, {
          STATIC_DIR: dist,
          BODY_LIMIT_BYTES: String(BODY_LIMIT_BYTES),
          EXIST_CHECKS_PER_HOUR: '1',
          TRUST_PROXY: trustProxy ? '1' : '0',
        });
      });
      afterAll(async () => {
        await app?.close();
        if (dist) await rm(dist, { recursive: true, force: true });
      });

      it.each([...pages, ...apiAnswers].map((probe) => [probe.label, probe] as const))(
        'sends them on %s',
        async (_label, probe) => {
          const response = await probe.send(app);
          expect(response.status).toBe(probe.status);
          expectSecurityHeaders(response);
          const csp = response.headers.get('Content-Security-Policy') ?? '';
          expect(csp.split('; ')).toEqual(
            expect.arrayContaining([
              "script-src 'self'",
              "object-src 'none'",
              "base-uri 'none'",
              "frame-ancestors 'none'",
            ]),
          );
          expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
          expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
          expect(response.headers.get('Permissions-Policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
          expect(response.headers.get('X-Frame-Options')).toBe('DENY');
          const hsts = response.headers.get('Strict-Transport-Security');
          if (trustProxy) expect(hsts).toMatch(/^max-age=(\d{8,}); includeSubDomains$/);
          else expect(hsts).toBeNull();
          if (hsts) expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
        },
      );
    });
  }
});
