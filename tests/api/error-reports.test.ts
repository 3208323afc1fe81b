/**
 * Server errors to Sentry: with SENTRY_DSN set, what the app answers 500 is reported to
 * the DSN's project — checked against a local stand-in that takes Sentry's envelope POSTs at
 * /api/<project>/envelope/ — with the error's kind, PostgreSQL code and frames, the route's pattern
 * and the request id, and nothing of the person: not the message (a database error's holds the
 * query's bound values), no request, no user. Refusals (4xx) and the outage's 503 are not reported.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { createLogger } from '../../server/logger';
import { createErrorReports, noErrorReports } from '../../server/monitoring/error-reports';
import { createTestApp, type TestApp } from './test-app';

const PROJECT = '4242';
const NAME = '홍길동';
const PHONE = '01098765432';

interface Envelope {
  url: string;
  header: Record<string, unknown>;
  items: { header: Record<string, unknown>; payload: Record<string, unknown> }[];
  text: string;
}

/** Sentry's ingest as far as the SDK sees it: envelopes POSTed to /api/<project>/envelope/. */
async function startSentryStandIn() {
  const envelopes: Envelope[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const text = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
      if (request.method !== 'POST' || !request.url?.startsWith(`/api/${PROJECT}/envelope/`)) {
        response.writeHead(404).end();
        return;
      }
      const [header, ...rest] = text.split('\n').filter(Boolean);
      const items: Envelope['items'] = [];
      for (let index = 0; index + 1 < rest.length; index += 2) {
        items.push({ header: JSON.parse(rest[index] ?? '{}'), payload: JSON.parse(rest[index + 1] ?? '{}') });
      }
      envelopes.push({ url: request.url, header: JSON.parse(header ?? '{}'), items, text });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/${PROJECT}`,
    envelopes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A database whose reads fail as Drizzle's do: the message carries the query's bound values. */
function failingReads(db: Database): Database {
  const failure = Object.assign(
    new Error(`Failed query: select "name" from "companies" where "name" = $1\nparams: ${NAME},${PHONE}`),
    { cause: Object.assign(new Error(`value of ${NAME} rejected`), { code: 'XX000' }) },
  );
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'select') {
        return () => {
          throw failure;
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

describe('server error reports with SENTRY_DSN', () => {
  let sentry: Awaited<ReturnType<typeof startSentryStandIn>>;
  let app: TestApp;

  beforeAll(async () => {
    sentry = await startSentryStandIn();
    app = await createTestApp('pglite', { SENTRY_DSN: sentry.dsn, APP_VERSION: 'test-release' });
  });
  afterAll(async () => {
    await app?.close();
    await sentry?.close();
  });

  it('reports a 500 with its kind, code, frames, route pattern and request id, and nothing of the person', async () => {
    const broken = createApp({ ...app.deps, db: failingReads(app.deps.db) });
    const response = await broken.request(`/api/companies/logo?name=${encodeURIComponent(NAME)}`);
    expect(response.status).toBe(500);
    const requestId = response.headers.get('X-Request-Id');
    await app.deps.errorReports.flush(5_000);

    expect(sentry.envelopes).toHaveLength(1);
    const [envelope] = sentry.envelopes;
    const event = envelope?.items.find((item) => item.header.type === 'event')?.payload ?? {};
    expect(event).toMatchObject({
      level: 'error',
      release: 'test-release',
      environment: 'sandbox',
      tags: { method: 'GET', route: '/api/companies/logo', requestId, databaseCode: 'XX000' },
      exception: { values: [{ type: 'Error', value: 'Error XX000' }] },
    });
    const [exception] = (event.exception as { values: { stacktrace: { frames: unknown[] } }[] }).values;
    expect(exception?.stacktrace.frames.length).toBeGreaterThan(0);
    for (const key of ['request', 'user', 'breadcrumbs', 'extra']) expect(event).not.toHaveProperty(key);
    for (const secret of [NAME, encodeURIComponent(NAME), PHONE, 'Failed query', 'params', 'rejected']) {
      expect(envelope?.text).not.toContain(secret);
    }
  });

  it('reports no refusal and no maintenance answer', async () => {
    const before = sentry.envelopes.length;
    expect((await app.request('/api/companies/logo')).status).toBe(400);
    expect((await app.request('/api/v3/users/my')).status).toBe(401);
    await app.deps.errorReports.flush(5_000);
    expect(sentry.envelopes.length).toBe(before);
  });
});

describe('server error reports without SENTRY_DSN', () => {
  it('are nothing at all: no SDK loaded, nothing sent', () => {
    const reports = createErrorReports({
      dsn: undefined,
      release: 'dev',
      environment: 'sandbox',
      logger: createLogger('silent'),
    });
    expect(reports).toBe(noErrorReports);
  });
});
