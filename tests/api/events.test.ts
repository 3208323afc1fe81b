/**
 * First-party analytics (POST /api/events): no session needed, the candidate is whoever the
 * request's own token names (never an id in the body), nothing personal is kept (only the keys the
 * client sends, no phone, e-mail or name, ids in paths as `:id`), bad input is a 400 and never a
 * 500, each IP has an hourly allowance, and events older than 180 days are purged.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../server/db/schema';
import { analyticsEvents } from '../../server/db/schema-content';
import {
  ANALYTICS_RETENTION_DAYS,
  EVENTS_LIMITED_MESSAGE,
  EVENTS_PER_IP_PER_HOUR,
  purgeOldAnalyticsEvents,
} from '../../server/domain/analytics';
import type { AnalyticsEvent } from '../../src/contract/content';
import { DAY_MS } from '../../src/contract/kst';
import { expectError } from './helpers';
import { newCandidate } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const HOUR_MS = 60 * 60 * 1000;
let ipSerial = 0;
let browserSerial = 0;

/** A client address of its own, so each test has the whole hourly allowance. */
const newIp = () => {
  ipSerial += 1;
  return `203.0.113.${ipSerial}`;
};
/** A browser of its own, so each test reads back only its own events. */
const newBrowser = () => {
  browserSerial += 1;
  return `browser-${String(browserSerial).padStart(6, '0')}`;
};

const pageView = (anonymousId: string, path = '/faq'): AnalyticsEvent => ({ name: 'page_view', path, anonymousId });

describe.each(drivers)('analytics events on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    // Behind our proxy the client's address is the last X-Forwarded-For entry.
    app = await createTestApp(driver, { TRUST_PROXY: '1' });
  });
  afterAll(() => app?.close());

  function send(json: unknown, options: { ip?: string; token?: string; body?: string } = {}) {
    return app.request('/api/events', {
      method: 'POST',
      headers: { 'X-Forwarded-For': options.ip ?? newIp(), 'Content-Type': 'application/json' },
      ...(options.body === undefined ? { json } : { body: options.body }),
      token: options.token,
    });
  }

  const storedOf = (anonymousId: string) =>
    app.deps.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.anonymousId, anonymousId))
      .orderBy(asc(analyticsEvents.id));

  it('accepts a batch without a session and stores it anonymously', async () => {
    const browser = newBrowser();
    const response = await send({
      events: [
        pageView(browser, '/'),
        { name: 'install', path: '/my', anonymousId: browser, properties: { via: 'offer' } },
      ],
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 2 });
    const rows = await storedOf(browser);
    expect(rows.map((row) => [row.name, row.path, row.candidateId])).toEqual([
      ['page_view', '/', null],
      ['install', '/my', null],
    ]);
    expect(rows.map((row) => row.properties)).toEqual([{}, { via: 'offer' }]);
  });

  it("stores the token's candidate and ignores a user id in the body", async () => {
    const signedIn = await newCandidate(app, '토큰주인');
    const other = await newCandidate(app, '다른사람');
    const browser = newBrowser();
    const response = await send(
      {
        events: [
          { name: 'user_id', path: '/my', anonymousId: browser, properties: { userId: other.id, source: 'login' } },
        ],
      },
      { token: signedIn.token },
    );
    expect(response.status).toBe(202);
    const [row] = await storedOf(browser);
    expect(row.candidateId).toBe(signedIn.id);
    expect(row.properties).toEqual({});
  });

  it('keeps no phone or name: a phone in the path is stored as :id, phone and name properties not at all', async () => {
    const browser = newBrowser();
    const response = await send({
      events: [
        { ...pageView(browser, '/my/01012345678'), properties: { phone: '01012345678', name: '홍길동' } },
        {
          name: 'install',
          path: '/my/hong@example.com',
          anonymousId: browser,
          properties: { via: 'browser', phone: '010-1234-5678', name: '홍길동', email: 'hong@example.com', mode: 'x' },
        },
        {
          name: 'install',
          path: '/my/%ED%99%8D%EA%B8%B8%EB%8F%99',
          anonymousId: browser,
          properties: { via: '홍길동' },
        },
      ],
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 3 });

    const rows = await storedOf(browser);
    expect(rows.map((row) => [row.path, row.properties])).toEqual([
      ['/my/:id', {}],
      ['/my/:id', { via: 'browser' }],
      ['/my/:id', {}],
    ]);
    const stored = JSON.stringify(rows);
    for (const personal of ['01012345678', '010-1234-5678', '홍길동', 'hong@example.com', '%ED%99']) {
      expect(stored).not.toContain(personal);
    }
  });

  it('stores a route’s address as its pattern, ids and tokens as parameters', async () => {
    const browser = newBrowser();
    const paths = ['/my/result/41', '/my/result/curation/7', '/careerdetail/3', '/r/AbC123xyZ', '/my/attack', '/'];
    expect((await send({ events: paths.map((path) => pageView(browser, path)) })).status).toBe(202);

    expect((await storedOf(browser)).map((row) => row.path)).toEqual([
      '/my/result/:id',
      '/my/result/curation/:offerGroupId',
      '/careerdetail/:id',
      '/r/:token',
      '/my/attack',
      '/',
    ]);
  });

  it('refuses an id at the top of the body as a malformed request, storing nothing', async () => {
    const other = await newCandidate(app);
    const browser = newBrowser();
    const body = await expectError(
      await send({ events: [pageView(browser)], userId: other.id, candidateId: other.id }),
      400,
      'BAD_REQUEST',
    );
    expect(body.status.field).toMatch(/userId|candidateId/);
    expect(await storedOf(browser)).toEqual([]);
  });

  it('stores events anonymously when the token is expired, forged, of another kind or of a deleted account', async () => {
    const deleted = await newCandidate(app);
    await app.deps.db.update(candidates).set({ deletedAt: app.deps.now() }).where(eq(candidates.id, deleted.id));
    const biz = await app.deps.accessTokens.sign({ subjectId: deleted.id, kind: 'biz' });
    const expiring = await newCandidate(app);
    const tokens = [deleted.token, biz, `${expiring.token.slice(0, -4)}AAAA`, 'not-a-jwt'];
    for (const token of tokens) {
      const browser = newBrowser();
      const response = await send({ events: [pageView(browser)] }, { token });
      expect(response.status, token).toBe(202);
      expect((await storedOf(browser))[0].candidateId).toBeNull();
    }
    app.advance(16 * 60 * 1000);
    const browser = newBrowser();
    expect((await send({ events: [pageView(browser)] }, { token: expiring.token })).status).toBe(202);
    expect((await storedOf(browser))[0].candidateId).toBeNull();
  });

  it('answers 400 with the error body, never 500, for bad input', async () => {
    const browser = newBrowser();
    const valid = pageView(browser);
    const bad: unknown[] = [
      null,
      [],
      'events',
      {},
      { events: [] },
      { events: Array.from({ length: 21 }, () => valid) },
      { events: [{ ...valid, name: 'purchase' }] },
      { events: [{ ...valid, path: 'faq' }] },
      { events: [{ ...valid, path: '/faq?utm_source=x' }] },
      { events: [{ ...valid, path: `/${'a'.repeat(300)}` }] },
      { events: [{ ...valid, anonymousId: 'short' }] },
      { events: [{ ...valid, anonymousId: '../../etc/passwd' }] },
      { events: [{ ...valid, properties: { name: '가'.repeat(101) } }] },
      { events: [{ ...valid, properties: { nested: { deep: true } } }] },
      { events: [{ ...valid, properties: { 'bad-key': 1 } }] },
      { events: [{ ...valid, properties: { list: [1, 2] } }] },
      {
        events: [
          { ...valid, properties: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`p${'a'.repeat(i)}`, 1])) },
        ],
      },
      { events: [{ ...valid, path: '/faq\u0000' }] },
      { events: [valid], extra: true },
    ];
    for (const json of bad) {
      await expectError(await send(json), 400, 'BAD_REQUEST');
    }
    await expectError(await send(undefined, { body: '{"events": [' }), 400, 'BAD_REQUEST');
    await expectError(await send(undefined, { body: '' }), 400, 'BAD_REQUEST');
    expect(await storedOf(browser)).toEqual([]);
  });

  it('names the field that is wrong', async () => {
    const browser = newBrowser();
    const body = await expectError(
      await send({ events: [pageView(browser), { ...pageView(browser), name: 'purchase' }] }),
      400,
      'BAD_REQUEST',
    );
    expect(body.status.field).toBe('events.1.name');
  });

  it(`accepts ${EVENTS_PER_IP_PER_HOUR} events per IP per hour, then 429 until the hour has passed`, async () => {
    const ip = newIp();
    const browser = newBrowser();
    const batch = { events: Array.from({ length: 20 }, () => pageView(browser)) };
    for (let sent = 0; sent < EVENTS_PER_IP_PER_HOUR; sent += 20) {
      expect((await send(batch, { ip })).status).toBe(202);
    }
    await expectError(
      await send({ events: [pageView(browser)] }, { ip }),
      429,
      'TOO_MANY_REQUESTS',
      EVENTS_LIMITED_MESSAGE,
    );
    expect(await storedOf(browser)).toHaveLength(EVENTS_PER_IP_PER_HOUR);
    // Another address is not held back by this one.
    expect((await send({ events: [pageView(newBrowser())] })).status).toBe(202);

    app.advance(HOUR_MS + 1000);
    expect((await send({ events: [pageView(browser)] }, { ip })).status).toBe(202);
  });

  it('refuses a batch that would pass the allowance as a whole, keeping the rest usable', async () => {
    const ip = newIp();
    const browser = newBrowser();
    const twenty = { events: Array.from({ length: 20 }, () => pageView(browser)) };
    for (let sent = 0; sent < EVENTS_PER_IP_PER_HOUR - 20; sent += 20) {
      expect((await send(twenty, { ip })).status).toBe(202);
    }
    expect((await send({ events: Array.from({ length: 15 }, () => pageView(browser)) }, { ip })).status).toBe(202);
    await expectError(await send(twenty, { ip }), 429, 'TOO_MANY_REQUESTS');
    expect((await send({ events: Array.from({ length: 5 }, () => pageView(browser)) }, { ip })).status).toBe(202);
    expect(await storedOf(browser)).toHaveLength(EVENTS_PER_IP_PER_HOUR);
  });

  it(`deletes events older than ${ANALYTICS_RETENTION_DAYS} days and keeps the rest`, async () => {
    const browser = newBrowser();
    const now = app.deps.now();
    const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
    await app.deps.db.insert(analyticsEvents).values([
      { name: 'page_view', path: '/old', anonymousId: browser, createdAt: at(ANALYTICS_RETENTION_DAYS + 1) },
      { name: 'page_view', path: '/kept', anonymousId: browser, createdAt: at(ANALYTICS_RETENTION_DAYS - 1) },
    ]);
    expect(await purgeOldAnalyticsEvents(app.deps.db, now)).toBeGreaterThanOrEqual(1);
    expect((await storedOf(browser)).map((row) => row.path)).toEqual(['/kept']);
    expect(await purgeOldAnalyticsEvents(app.deps.db, now)).toBe(0);
  });
});
