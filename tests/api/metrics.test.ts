/**
 * GET /metrics: never public — on PORT only with METRICS_TOKEN, and only for that bearer
 * token; on METRICS_PORT the route alone. Prometheus's text format with requests and latency per
 * route pattern (never a raw path with an id), Idempotency-Key replays, rate-limit refusals, push
 * outcomes, the job queue's lag read from the database and the database pool.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSubscription } from '../../server/domain/push-subscriptions';
import { metricsApp } from '../../server/features/health/metrics-routes';
import { enqueue } from '../../server/jobs/job-queue';
import { expectError } from './helpers';
import { type PushServiceStandIn, startPushServiceStandIn } from './push-service-stand-in';
import { createTestApp, drivers, signIn, type TestApp } from './test-app';

const TOKEN = 'metrics-token-of-the-scraper-0123456789';
const DEMO_PHONE = '01012345678';
/** Nothing listens on port 9 (discard): a push there fails. */
const UNREACHABLE_ORIGIN = 'http://127.0.0.1:9';

type Labels = Record<string, string>;

/** The value of `name`'s sample with exactly these labels, or undefined. */
function sample(text: string, name: string, labels: Labels = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (JSON.stringify(Object.entries(found).sort()) === JSON.stringify(Object.entries(labels).sort())) {
      return Number(match[3]);
    }
  }
  return undefined;
}

describe.each(drivers)('metrics on %s', (driver) => {
  let app: TestApp;
  let pushService: PushServiceStandIn;
  /** The demo candidate, signed in once: a second code for the phone within the hour would be refused. */
  let candidate: { accessToken: string; userId: string };

  beforeAll(async () => {
    pushService = await startPushServiceStandIn({ now: () => app.deps.now() });
    app = await createTestApp(driver, {
      METRICS_TOKEN: TOKEN,
      CODE_SENDS_PER_HOUR: '1',
      PUSH_UNCHECKED_TEST_ORIGINS: `${pushService.origin},${UNREACHABLE_ORIGIN}`,
    });
    candidate = (await signIn(app, DEMO_PHONE)).body;
  });
  afterAll(async () => {
    await pushService?.close();
    await app?.close();
  });

  const scrape = async () => {
    const response = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    return response.text();
  };

  it('answers only the bearer of METRICS_TOKEN', async () => {
    await expectError(await app.request('/metrics'), 401, 'UNAUTHORIZED');
    const wrong = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}x` } });
    await expectError(wrong, 401, 'UNAUTHORIZED');
    expect(wrong.headers.get('WWW-Authenticate')).toBe('Bearer realm="metrics"');
    await expectError(await app.request('/metrics', { headers: { Authorization: TOKEN } }), 401, 'UNAUTHORIZED');
    expect((await app.request('/metrics', { headers: { Authorization: `bearer ${TOKEN}` } })).status).toBe(200);
  });

  it('counts requests and their latency per route pattern, never per raw path', async () => {
    const before = await scrape();
    const counted = (text: string) =>
      sample(text, 'boltx_http_requests_total', { method: 'GET', route: '/api/companies', status: '200' }) ?? 0;
    for (let times = 0; times < 3; times += 1) expect((await app.request('/api/companies')).status).toBe(200);
    const { accessToken } = candidate;
    expect((await app.request('/api/v2/users/offers/987654', { token: accessToken })).status).toBe(404);
    expect((await app.request('/api/nowhere/12345')).status).toBe(404);

    const after = await scrape();
    expect(counted(after) - counted(before)).toBe(3);
    expect(
      sample(after, 'boltx_http_request_duration_seconds_count', { method: 'GET', route: '/api/companies' }),
    ).toBeGreaterThanOrEqual(3);
    expect(
      sample(after, 'boltx_http_requests_total', { method: 'GET', route: '/api/v2/users/offers/:id', status: '404' }),
    ).toBe(1);
    expect(sample(after, 'boltx_http_requests_total', { method: 'GET', route: '/api/*', status: '404' })).toBe(1);
    expect(after).not.toMatch(/987654|12345/);
    expect(after).not.toContain(accessToken);
  });

  it('counts Idempotency-Key replays and rate-limit refusals', async () => {
    const { accessToken } = candidate;
    const key = randomUUID();
    for (let times = 0; times < 3; times += 1) {
      const opened = await app.request('/api/users/message/room', {
        method: 'POST',
        token: accessToken,
        headers: { 'Idempotency-Key': key },
        json: { message: '지표를 확인하고 있어요.' },
      });
      expect(opened.status).toBe(201);
    }
    const phone = '01055550101';
    expect((await app.request('/api/users/login/code', { method: 'POST', json: { phone } })).status).toBe(200);
    expect((await app.request('/api/users/login/code', { method: 'POST', json: { phone } })).status).toBe(429);

    const text = await scrape();
    expect(sample(text, 'boltx_idempotency_replays_total', { route: '/api/users/message/room' })).toBe(2);
    expect(sample(text, 'boltx_rate_limit_refusals_total', { route: '/api/users/login/code' })).toBe(1);
    expect(text).not.toContain(phone);
  });

  it('counts push deliveries by outcome', async () => {
    const { userId } = candidate;
    const browser = pushService.subscribe();
    const { db, env, now, push } = app.deps;
    await saveSubscription(db, userId, { endpoint: browser.endpoint, keys: browser.keys }, now(), env.push);
    const unreachable = { ...pushService.subscribe(), endpoint: `${UNREACHABLE_ORIGIN}/push/${randomUUID()}` };
    await saveSubscription(db, userId, { endpoint: unreachable.endpoint, keys: unreachable.keys }, now(), env.push);

    await push.deliver(userId, { kind: 'MESSAGE', title: '새 메시지', body: '지표 시험이에요.', url: '/my/message' });

    const text = await scrape();
    expect(sample(text, 'boltx_push_deliveries_total', { outcome: 'delivered' })).toBe(1);
    expect(sample(text, 'boltx_push_deliveries_total', { outcome: 'failed' })).toBe(1);
  });

  it('reports the job queue’s lag from the database, and the pool', async () => {
    const quiet = await scrape();
    expect(sample(quiet, 'boltx_database_reachable')).toBe(1);
    const lagBefore = sample(quiet, 'boltx_job_lag_seconds') ?? Number.NaN;
    expect(lagBefore).toBeGreaterThanOrEqual(0);

    // Nothing runs the queue in tests: a job due 90 s ago stays due.
    await enqueue(app.deps.db, 'held-push', {}, new Date(app.deps.now().getTime() - 90_000));
    const behind = await scrape();
    expect(sample(behind, 'boltx_job_lag_seconds')).toBeGreaterThanOrEqual(90);
    expect(sample(behind, 'boltx_jobs_due')).toBeGreaterThanOrEqual(1);

    if (driver === 'pglite') {
      expect(sample(behind, 'boltx_database_pool_connections', { state: 'total' })).toBe(1);
    } else {
      expect(sample(behind, 'boltx_database_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(sample(behind, 'boltx_database_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sample(behind, 'boltx_database_pool_waiting_requests')).toBe(0);
    }
    // Node's own, from the first scrape on.
    expect(sample(behind, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('metrics without METRICS_TOKEN', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite', { METRICS_PORT: '9464' });
  });
  afterAll(() => app?.close());

  it('are not on the app’s port at all, and only at /metrics on the metrics port', async () => {
    expect((await app.request('/metrics')).status).toBe(404);
    const metricsPort = metricsApp(app.deps);
    const scraped = await metricsPort.request('/metrics');
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('# TYPE boltx_http_requests_total counter');
    expect((await metricsPort.request('/api/health')).status).toBe(404);
  });
});
