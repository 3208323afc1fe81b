import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizAccounts, candidates, companies, jobLabels, schools } from '../../server/db/schema';
import { DEMO_BIZ_PASSWORD, demoBizAccounts, demoCandidate } from '../../server/db/seed';
import { Health } from '../../src/contract/health';
import { expectError, expectSecurityHeaders } from './helpers';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('the platform on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  it('reports its health with the database in use', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = await response.json();
    expect(is(body, Health), JSON.stringify(body)).toBe(true);
    expect(body).toMatchObject({ ok: true, database: driver, sandbox: true });
  });

  const apiRequests: [string, string, RequestInit & { json?: unknown }][] = [
    ['the health check', '/api/health', {}],
    ['a code request', '/api/users/login/code', { method: 'POST', json: { phone: '01090000301' } }],
    ['a bad request', '/api/users/login/code', { method: 'POST', json: { phone: '1' } }],
    ['an unauthenticated request', '/api/v3/users/my', {}],
    ['a refused refresh', '/api/auth/refresh', {}],
    ['an unknown path', '/api/no-such-thing', {}],
    ['the sandbox inbox', '/api/sandbox/inbox?phone=01090000301', {}],
  ];

  it.each(apiRequests)('sends the security headers and Cache-Control: no-store on %s', async (_label, path, init) => {
    const response = await app.request(path, init);
    expect(response.status).toBeLessThan(500);
    expectSecurityHeaders(response);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('compresses a large JSON answer for a client that accepts gzip, keeping the headers', async () => {
    const response = await app.request('/api/companies', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expectSecurityHeaders(response);
    const body = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8'));
    expect(body.companyItems).toHaveLength(27);
  });

  it('answers an unknown API path with a 404 in the error shape, whatever the method', async () => {
    await expectError(await app.request('/api/no-such-thing'), 404, 'NOT_FOUND');
    await expectError(await app.request('/api/v1/users/my'), 404, 'NOT_FOUND');
    await expectError(await app.request('/api/health', { method: 'DELETE' }), 404, 'NOT_FOUND');
    await expectError(await app.request('/api/users/login', { method: 'GET' }), 404, 'NOT_FOUND');
  });

  it('does not serve an HTML shell or text for an unknown API path', async () => {
    const response = await app.request('/api/companies/nope/deeper');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  });

  it('refuses the sandbox inbox for a malformed or missing phone', async () => {
    const bad = await expectError(await app.request('/api/sandbox/inbox?phone=12345'), 400, 'BAD_REQUEST');
    expect(bad.status.field).toBe('phone');
    await expectError(await app.request('/api/sandbox/inbox'), 400, 'BAD_REQUEST');
    await expectError(await app.request(`/api/sandbox/inbox?phone=${'0'.repeat(5000)}`), 400, 'BAD_REQUEST');
  });

  it('answers an empty inbox for a phone that was never sent anything', async () => {
    const response = await app.request('/api/sandbox/inbox?phone=01090000302');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ items: [] });
  });

  it('never leaks a stack trace in an error body', async () => {
    const response = await app.request('/api/users/login', {
      method: 'POST',
      body: '{"phone": "010', // cut off mid-string
      headers: { 'Content-Type': 'application/json' },
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text).not.toMatch(/at .*\.(ts|js):\d+|SyntaxError|stack/i);
  });
});

describe.each(drivers)('a small body limit on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver, { BODY_LIMIT_BYTES: '2048' });
  });
  afterAll(() => app?.close());

  it('refuses a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await app.request('/api/users/login/code', {
      method: 'POST',
      json: { phone: '01090000401', padding: 'x'.repeat(4096) },
    });
    await expectError(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses an oversized body even when it is streamed without a length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 4) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await app.request('/api/users/login/code', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    await expectError(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('still accepts a body under the limit', async () => {
    const response = await app.request('/api/users/login/code', { method: 'POST', json: { phone: '01090000402' } });
    expect(response.status).toBe(200);
  });
});

describe.each(drivers)('sandbox off on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver, { SANDBOX: '0' });
  });
  afterAll(() => app?.close());

  it('answers 404 for the whole sandbox tree', async () => {
    await expectError(await app.request('/api/sandbox/inbox?phone=01012345678'), 404, 'NOT_FOUND');
    await expectError(await app.request('/api/sandbox'), 404, 'NOT_FOUND');
    await expectError(await app.request('/api/sandbox/anything/else'), 404, 'NOT_FOUND');
    await expectError(
      await app.request('/api/sandbox/offers/expire', { method: 'POST', json: { offerId: 1 } }),
      404,
      'NOT_FOUND',
    );
  });

  it('says so in the health check', async () => {
    expect(await (await app.request('/api/health')).json()).toMatchObject({ sandbox: false });
  });

  it('seeds the reference data but no demo candidate and no console account with the published password', async () => {
    expect(await app.deps.db.select().from(bizAccounts)).toEqual([]);
    expect(await app.deps.db.select().from(candidates).where(eq(candidates.phone, demoCandidate.phone))).toEqual([]);
    expect(await app.deps.db.select().from(candidates)).toEqual([]);
    expect((await app.deps.db.select().from(companies)).length).toBe(27);
    expect((await app.deps.db.select().from(jobLabels)).length).toBeGreaterThan(0);
    expect((await app.deps.db.select().from(schools)).length).toBeGreaterThan(0);
    for (const account of demoBizAccounts) {
      await expectError(
        await app.request('/api/biz/login', {
          method: 'POST',
          json: { email: account.email, password: DEMO_BIZ_PASSWORD },
        }),
        401,
        'UNAUTHORIZED',
      );
    }
  });

  it('answers a code request with 503 instead of pretending a code was sent', async () => {
    const response = await app.request('/api/users/login/code', { method: 'POST', json: { phone: '01090000501' } });
    await expectError(response, 503, 'SENDER_UNAVAILABLE');
  });
});
