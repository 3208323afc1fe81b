/**
 * The offers list's ETag comes from what the list depends on (offers_version, bumped by triggers,
 * and the next expiry), not from its bytes: an unchanged list is answered 304 without being built,
 * a list built before is answered from memory, and every kind of write a card shows, or time
 * passing an expiry, gives a new list under a new tag.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizAccounts, candidates, coffeechats, companies } from '../../server/db/schema';
import { offerExpiry } from '../../server/domain/offer-clock';
import { offerListCache } from '../../server/features/offers/cached-offer-list';
import { offerListJson } from '../../server/features/offers/offer-list';
import { readOfferListVersion } from '../../server/features/offers/offer-list-version';
import {
  AGENT_EMAIL,
  newCandidate,
  offerCalls,
  RECRUITER_COMPANY,
  sendOffer,
  tokenFor,
  untilPast,
} from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const LISTS = [
  { path: '/api/v3/users/offers', query: {} },
  { path: '/api/v3/users/offers?isSelected=true', query: { isSelected: true } },
  { path: '/api/v3/users/offers?isExpired=true', query: { isExpired: true } },
] as const;
type ListPath = (typeof LISTS)[number]['path'];
const [CURRENT, SELECTED, EXPIRED] = LISTS.map((list) => list.path);

describe.each(drivers)('the offers list answered without rebuilding it, on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const { like, refuse, detail, accept } = offerCalls(() => app);

  /** Tokens last 15 minutes and the clock moves: a fresh one for every request. */
  async function get(candidateId: string, path: ListPath = CURRENT, ifNoneMatch?: string) {
    const token = await tokenFor(app, candidateId);
    return app.request(path, { token, headers: ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {} });
  }

  async function answerOf(candidateId: string, path: ListPath = CURRENT) {
    const response = await get(candidateId, path);
    expect(response.status).toBe(200);
    return { etag: response.headers.get('ETag') as string, body: await response.text() };
  }

  const tagOf = (etag: string) => etag.replaceAll('"', '');

  async function freshBuild(candidateId: string, path: ListPath) {
    const { query } = LISTS.find((list) => list.path === path) as (typeof LISTS)[number];
    return (await offerListJson(app.deps.db, candidateId, query, app.deps.now())).json;
  }

  it("reads the versions asked in one turn together, each candidate's own, and an id of no candidate fails alone", async () => {
    const [first, second] = [await newCandidate(app), await newCandidate(app)];
    await sendOffer(app, second.id);
    const at = app.deps.now();
    const [firstVersion, secondVersion, unknown] = await Promise.allSettled([
      readOfferListVersion(app.deps.db, first.id, at),
      readOfferListVersion(app.deps.db, second.id, at),
      readOfferListVersion(app.deps.db, 'not-a-candidate', at),
    ]);
    expect(firstVersion.status === 'fulfilled' && secondVersion.status === 'fulfilled').toBe(true);
    const versionOf = (result: typeof firstVersion) => (result.status === 'fulfilled' ? result.value : undefined);
    expect(versionOf(firstVersion)).toEqual({ version: expect.any(String), nextExpiry: null });
    expect(versionOf(secondVersion)?.nextExpiry).toEqual(expect.any(String));
    expect(versionOf(secondVersion)?.version).not.toBe(versionOf(firstVersion)?.version);
    expect(unknown).toMatchObject({ status: 'rejected', reason: { status: 401 } });
  });

  it('answers 304 to a current ETag without building the list', async () => {
    const { id } = await newCandidate(app);
    await sendOffer(app, id);
    const { etag } = await answerOf(id);
    const cache = offerListCache(app.deps.db);
    cache.clear();
    const again = await get(id, CURRENT, etag);
    expect(again.status).toBe(304);
    // Every build is kept: an empty cache means nothing was built for the 304.
    expect(cache.size).toBe(0);
  });

  it('answers a list built before from memory, the same bytes a fresh build writes', async () => {
    const { id } = await newCandidate(app);
    await sendOffer(app, id);
    await sendOffer(app, id, { from: 'agent', company: 'nuri-pay' });
    const first = await answerOf(id);
    const cache = offerListCache(app.deps.db);
    expect(cache.get(tagOf(first.etag))).toBe(await freshBuild(id, CURRENT));
    const second = await answerOf(id);
    expect(second).toEqual(first);
    expect(JSON.parse(second.body).offerItems).toHaveLength(2);
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
  });

  it('serves what is kept under the current tag, and only that', async () => {
    const { id } = await newCandidate(app);
    await sendOffer(app, id);
    const { etag } = await answerOf(id);
    const planted = '{"offerItems":[],"counts":{"current":0,"selected":0,"expired":0}}';
    offerListCache(app.deps.db).set(tagOf(etag), planted);
    expect((await answerOf(id)).body).toBe(planted);
    await sendOffer(app, id, { from: 'agent', company: 'nuri-pay' });
    expect(JSON.parse((await answerOf(id)).body).offerItems).toHaveLength(2);
  });

  it('answers a new list under a new tag after every kind of change a card shows', async () => {
    const { id, token } = await newCandidate(app);
    const fromRecruiter = await sendOffer(app, id);
    const fromAgent = await sendOffer(app, id, { from: 'agent', company: 'nuri-pay' });
    let lastSent = app.deps.now();
    const { db } = app.deps;
    const changes: { what: string; shows: ListPath; change: () => Promise<unknown> }[] = [
      {
        what: 'a new offer',
        shows: CURRENT,
        change: async () => {
          await sendOffer(app, id, { from: 'operator', company: 'garam-market' });
          lastSent = app.deps.now();
        },
      },
      { what: 'a like', shows: CURRENT, change: () => like(token, { id: fromRecruiter, isLike: true }) },
      { what: 'a first read', shows: CURRENT, change: () => detail(token, fromRecruiter) },
      {
        what: 'the sender renamed',
        shows: CURRENT,
        change: () => db.update(bizAccounts).set({ name: '새이름 에이전트' }).where(eq(bizAccounts.email, AGENT_EMAIL)),
      },
      {
        what: 'the company renamed',
        shows: CURRENT,
        change: () =>
          db.update(companies).set({ name: '한빛모빌리티 새이름' }).where(eq(companies.slug, RECRUITER_COMPANY)),
      },
      { what: 'a refusal', shows: EXPIRED, change: () => refuse(token, fromRecruiter) },
      {
        what: 'a coffee chat',
        shows: SELECTED,
        change: async () => expect((await accept(token, fromAgent)).status).toBeLessThan(300),
      },
      {
        what: 'the coffee chat removed',
        shows: SELECTED,
        change: () => db.delete(coffeechats).where(eq(coffeechats.offerId, fromAgent)),
      },
      {
        what: 'an offer passing its expiry',
        shows: CURRENT,
        change: async () => app.advance(untilPast(app, offerExpiry(lastSent), 1)),
      },
    ];
    const seen = new Set<string>();
    for (const { what, shows, change } of changes) {
      const before = new Map<ListPath, { etag: string; body: string }>();
      for (const { path } of LISTS) before.set(path, await answerOf(id, path));
      for (const { etag } of before.values()) seen.add(etag);
      await change();
      for (const { path } of LISTS) {
        const old = before.get(path) as { etag: string; body: string };
        const response = await get(id, path, old.etag);
        expect(response.status, `${what}: ${path}`).toBe(200);
        const etag = response.headers.get('ETag') as string;
        expect(seen.has(etag), `${what}: ${path}`).toBe(false);
        const body = await response.text();
        expect(body, `${what}: ${path}`).toBe(await freshBuild(id, path));
        if (path === shows) expect(body, `${what}: ${path}`).not.toBe(old.body);
      }
    }
  });

  it("never answers 304 to another candidate's ETag, even for the same list", async () => {
    const one = await newCandidate(app);
    const other = await newCandidate(app, '김다른');
    const empty = await answerOf(one.id);
    expect((await answerOf(other.id)).body).toBe(empty.body);
    expect((await get(other.id, CURRENT, empty.etag)).status).toBe(200);
    await sendOffer(app, one.id);
    await sendOffer(app, other.id);
    expect((await get(other.id, CURRENT, (await answerOf(one.id)).etag)).status).toBe(200);
  });

  it('answers 401 to a deleted candidate, whatever the ETag', async () => {
    const { id } = await newCandidate(app);
    const { etag } = await answerOf(id);
    await app.deps.db.update(candidates).set({ deletedAt: app.deps.now() }).where(eq(candidates.id, id));
    expect((await get(id, CURRENT, etag)).status).toBe(401);
    expect((await get(id)).status).toBe(401);
  });
});
