/**
 * The web-push sending path against a local stand-in push service (push-service-stand-in.ts), which
 * checks the VAPID token and decrypts each payload as a browser would: pushes for a new offer, a
 * curation and an operator's message; a subscription the service says is gone is forgotten; other
 * failures are logged without the endpoint's secret and never fail the send; and the reminder 24
 * hours before an offer expires fires once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { candidates, offers } from '../../server/db/schema';
import { pushSubscriptions } from '../../server/db/schema-push';
import { createPushDelivery } from '../../server/domain/push-delivery';
import { saveSubscription } from '../../server/domain/push-subscriptions';
import { sendExpiryReminders } from '../../server/features/offers/expiry-reminders';
import type { ResolvedAddress } from '../../server/providers/push-network';
import { createVapidSigner, generateVapidKeys } from '../../server/providers/vapid';
import { createWebPushClient } from '../../server/providers/web-push';
import { companyIds, curationOf, offerTerms, poolCandidate, sentOffer } from './biz-fixtures';
import { bizCalls, candidateCalls } from './message-fixtures';
import { groupRow, newCandidate, offerCalls, offerRow, sendCuration, sendOffer, untilPast } from './offer-fixtures';
import { type PushServiceStandIn, type StandInBrowser, startPushServiceStandIn } from './push-service-stand-in';
import { createTestApp, type Driver, drivers, type TestApp } from './test-app';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Subscribes a stand-in browser straight through the domain: the API accepts only https endpoints
 * on a known push service's host, and the stand-in is plain http on 127.0.0.1 — an origin the
 * test app names in PUSH_UNCHECKED_TEST_ORIGINS, the only way past the endpoint checks.
 */
async function subscribed(app: TestApp, service: PushServiceStandIn, candidateId: string) {
  const browser = service.subscribe();
  await saveSubscription(
    app.deps.db,
    candidateId,
    { endpoint: browser.endpoint, keys: browser.keys },
    app.deps.now(),
    app.deps.env.push,
  );
  return browser;
}

/** Nothing listens on port 9 (discard): a connection there is refused. */
const UNREACHABLE_ORIGIN = 'http://127.0.0.1:9';

/** An app whose pushes may reach the stand-in (and the unreachable port), and nothing else unchecked. */
const appFor = (driver: Driver, service: PushServiceStandIn) =>
  createTestApp(driver, { PUSH_UNCHECKED_TEST_ORIGINS: `${service.origin},${UNREACHABLE_ORIGIN}` });

const subscriptionOf = async (app: TestApp, browser: StandInBrowser) =>
  (await app.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint)))[0];

const badgeOf = (push: { payload: unknown }) => (push.payload as { badge?: number }).badge;

async function publicKeyOf(app: TestApp) {
  return ((await (await app.request('/api/push/key')).json()) as { publicKey: string }).publicKey;
}

describe.each(drivers)('sending web push on %s', (driver) => {
  let app: TestApp;
  let service: PushServiceStandIn;
  beforeAll(async () => {
    service = await startPushServiceStandIn({ now: () => app.deps.now() });
    app = await appFor(driver, service);
  });
  afterAll(async () => {
    await service?.close();
    await app?.close();
  });

  it('pushes a new offer to every browser of the candidate, signed with our VAPID key and readable only there', async () => {
    const candidate = await poolCandidate(app, { verifiedSalary: 6000 });
    const phone = await subscribed(app, service, candidate.id);
    const laptop = await subscribed(app, service, candidate.id);
    const someoneElse = await subscribed(app, service, (await newCandidate(app)).id);
    const sentAt = app.deps.now();

    const offerId = await sentOffer(app, 'hanbit', offerTerms(candidate.id));

    const { expiresAt } = await offerRow(app, offerId);
    for (const browser of [phone, laptop]) {
      const [push] = service.pushesTo(browser);
      expect(push.problem).toBeUndefined();
      expect(push.answered).toBe(201);
      expect(push.vapidKey).toBe(await publicKeyOf(app));
      expect(push.claims).toMatchObject({ aud: service.origin, sub: 'mailto:help@boltx.example' });
      expect(push.contentEncoding).toBe('aes128gcm');
      expect(push.urgency).toBe('high');
      const ttl = Number(push.ttl);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual((expiresAt.getTime() - sentAt.getTime()) / 1000);
      expect(push.payload).toEqual({
        title: '새로운 연봉 제안이 도착했어요',
        body: '한빛모빌리티에서 6,600만~7,200만원 제안을 보냈어요.',
        url: `/my/result/${offerId}`,
        kind: 'OFFER',
        tag: `/my/result/${offerId}`,
        badge: 1,
      });
      expect((await subscriptionOf(app, browser)).lastSuccessAt).not.toBeNull();
    }
    expect(service.pushesTo(someoneElse)).toEqual([]);
  });

  it('pushes an agent’s curation to its comparison page', async () => {
    const candidate = await poolCandidate(app, { verifiedSalary: 6000 });
    const browser = await subscribed(app, service, candidate.id);
    const companies = await companyIds(app);

    const response = await app.request('/api/biz/curations', {
      method: 'POST',
      token: await bizCalls(() => app).token('agent'),
      json: curationOf(candidate.id, [companies.garam, companies.dodam]),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { id: groupId } = (await response.json()) as { id: number };

    const [push] = service.pushesTo(browser);
    expect(push.payload).toEqual({
      title: '에이전트가 고른 연봉 제안이 도착했어요',
      body: '2개 회사의 제안을 한 번에 비교해 보세요.',
      url: `/my/result/curation/${groupId}`,
      kind: 'CURATION',
      tag: `/my/result/curation/${groupId}`,
      badge: 1,
    });
    const { expiresAt } = await groupRow(app, groupId);
    expect(Number(push.ttl)).toBeLessThanOrEqual((expiresAt.getTime() - app.deps.now().getTime()) / 1000);
  });

  it('pushes an operator’s answer to the room it was written in, with normal urgency', async () => {
    const candidate = await newCandidate(app, '김문의');
    const browser = await subscribed(app, service, candidate.id);
    const room = (await candidateCalls(() => app).inquire(candidate.token, '이직 상담을 받고 싶어요.', '/my')).room
      .roomId;

    await bizCalls(() => app).send('operator', room, '안녕하세요, 상담을 도와드릴게요.');

    const [push] = service.pushesTo(browser);
    expect(push.problem).toBeUndefined();
    expect(push.urgency).toBe('normal');
    expect(push.payload).toMatchObject({
      title: '새 메시지가 도착했어요',
      body: '볼트X 운영팀: 안녕하세요, 상담을 도와드릴게요.',
      url: `/my/message?room=${room}`,
      kind: 'MESSAGE',
    });
  });

  it('carries the badge: offers awaiting an answer (a curation once) plus unread messages, as the app counts them', async () => {
    const candidate = await newCandidate(app, '김배지');
    const browser = await subscribed(app, service, candidate.id);
    await sendOffer(app, candidate.id, { company: 'hanbit-mobility' });
    const refused = await sendOffer(app, candidate.id, { from: 'agent', company: 'nuri-pay' });
    expect((await offerCalls(() => app).refuse(candidate.token, refused)).status).toBe(200);
    const overdue = await sendOffer(app, candidate.id, { from: 'agent', company: 'dodam-edu' });
    await app.deps.db
      .update(offers)
      .set({ expiresAt: new Date(app.deps.now().getTime() - 1000) })
      .where(eq(offers.id, overdue));
    await sendCuration(app, candidate.id, ['garam-market', 'yeoul-bio']);
    const room = (await candidateCalls(() => app).inquire(candidate.token, '연봉 협상이 궁금해요.', '/my')).room.roomId;
    const operator = bizCalls(() => app);

    await operator.send('operator', room, '안녕하세요.');
    const answer = await operator.send('operator', room, '무엇이든 물어봐 주세요.');

    // One waiting offer, one curation of two: 2; then one and two unread messages.
    expect(service.pushesTo(browser).map(badgeOf)).toEqual([3, 4]);
    const list = await offerCalls(() => app).list(candidate.token);
    expect(list.counts.current).toBe(2);

    await candidateCalls(() => app).read(candidate.token, room, answer.messageId);
    await operator.send('operator', room, '답장 기다릴게요.');
    expect(service.pushesTo(browser).map(badgeOf)).toEqual([3, 4, 3]);
  });

  it('still pushes, without a badge, when the count cannot be read', async () => {
    const candidate = await newCandidate(app);
    const browser = service.subscribe();
    await saveSubscription(
      app.deps.db,
      candidate.id,
      { endpoint: browser.endpoint, keys: browser.keys },
      app.deps.now(),
      app.deps.env.push,
    );
    const logged = app.logs.length;
    const delivery = createPushDelivery({
      db: app.deps.db,
      logger: app.deps.logger,
      now: app.deps.now,
      countWaiting: () => Promise.reject(new Error('statement timeout')),
      client: createWebPushClient({
        signer: createVapidSigner(generateVapidKeys()),
        subject: 'mailto:help@boltx.example',
        now: app.deps.now,
        policy: app.deps.env.push,
      }),
    });

    await delivery.deliver(candidate.id, { kind: 'MESSAGE', title: '제목', body: '본문', url: '/my/message' });

    const [push] = service.pushesTo(browser);
    expect(push.payload).toEqual({
      title: '제목',
      body: '본문',
      url: '/my/message',
      kind: 'MESSAGE',
      tag: '/my/message',
    });
    expect(app.logs.slice(logged).join('\n')).toContain('push badge count failed');
  });

  it('forgets a subscription the push service says is gone (404 or 410)', async () => {
    const candidate = await poolCandidate(app, { verifiedSalary: 6000 });
    const gone = await subscribed(app, service, candidate.id);
    const expired = await subscribed(app, service, candidate.id);
    const alive = await subscribed(app, service, candidate.id);
    service.answer(gone, 410);
    service.answer(expired, 404);

    await sentOffer(app, 'nuri', offerTerms(candidate.id));

    expect(service.pushesTo(gone)[0].answered).toBe(410);
    expect(await subscriptionOf(app, gone)).toBeUndefined();
    expect(await subscriptionOf(app, expired)).toBeUndefined();
    expect(await subscriptionOf(app, alive)).toBeDefined();
  });

  it('keeps the subscription and the offer when the push service fails, and logs no endpoint secret', async () => {
    const candidate = await poolCandidate(app, { verifiedSalary: 6000 });
    const failing = await subscribed(app, service, candidate.id);
    const unreachable = service.subscribe();
    await saveSubscription(
      app.deps.db,
      candidate.id,
      { endpoint: `${UNREACHABLE_ORIGIN}/push/${unreachable.id}`, keys: unreachable.keys },
      app.deps.now(),
      app.deps.env.push,
    );
    service.answer(failing, 500);
    const logged = app.logs.length;

    const offerId = await sentOffer(app, 'maru', offerTerms(candidate.id));

    expect((await offerRow(app, offerId)).status).toBe('WAITING');
    expect(await subscriptionOf(app, failing)).toBeDefined();
    const logs = app.logs.slice(logged).join('\n');
    expect(logs).toContain('push failed');
    expect(logs).toContain('status 500');
    for (const secret of [failing.id, unreachable.id, failing.keys.auth, failing.keys.p256dh]) {
      expect(logs).not.toContain(secret);
    }
  });

  it('refuses at send time, and forgets, endpoints saved before the push-service rule: http, localhost., an IP name', async () => {
    const candidate = await poolCandidate(app, { verifiedSalary: 6000 });
    const alive = await subscribed(app, service, candidate.id);
    // Rows as an older server saved them. Unchecked, the first would reach the stand-in itself.
    const port = new URL(service.origin).port;
    const smuggled = service.subscribe();
    const endpoints = [
      `http://localhost:${port}/push/${smuggled.id}`,
      `https://localhost./push/${smuggled.id}`,
      `https://127.0.0.1.nip.io/push/${smuggled.id}`,
      `https://fcm.googleapis.com:8443/push/${smuggled.id}`,
    ];
    await app.deps.db.insert(pushSubscriptions).values(
      endpoints.map((endpoint) => ({
        candidateId: candidate.id,
        endpoint,
        p256dh: smuggled.keys.p256dh,
        auth: smuggled.keys.auth,
        createdAt: app.deps.now(),
        updatedAt: app.deps.now(),
      })),
    );
    const logged = app.logs.length;

    await sentOffer(app, 'hanbit', offerTerms(candidate.id));

    expect(service.pushesTo(smuggled)).toEqual([]);
    expect(service.pushesTo(alive)).toHaveLength(1);
    const left = await app.deps.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.candidateId, candidate.id));
    expect(left.map((row) => row.endpoint)).toEqual([alive.endpoint]);
    const logs = app.logs.slice(logged).join('\n');
    expect(logs.match(/push subscription refused/g)).toHaveLength(endpoints.length);
    expect(logs).toContain('not https');
    expect(logs).toContain('not a known push service');
    expect(logs).toContain('not port 443');
    expect(logs).not.toContain(smuggled.id);
  });

  it('pushes to no name that resolves to a private address, keeps the subscription and logs no endpoint secret', async () => {
    const candidate = await poolCandidate(app, { verifiedSalary: 6000 });
    // A server where these names are allowed hosts, resolved by a resolver of the test's own.
    const policy = { ...app.deps.env.push, serviceHosts: ['*.nip.io', 'push.rebinding.example', 'fcm.googleapis.com'] };
    const answers: Record<string, ResolvedAddress[]> = {
      '127.0.0.1.nip.io': [{ address: '127.0.0.1', family: 4 }],
      'push.rebinding.example': [
        { address: '142.250.196.106', family: 4 },
        { address: '::ffff:127.0.0.1', family: 6 },
      ],
      'fcm.googleapis.com': [{ address: '10.0.0.7', family: 4 }],
    };
    const connections: string[] = [];
    const delivery = createPushDelivery({
      db: app.deps.db,
      logger: app.deps.logger,
      now: app.deps.now,
      client: createWebPushClient({
        signer: createVapidSigner(generateVapidKeys()),
        subject: 'mailto:help@boltx.example',
        now: app.deps.now,
        policy,
        resolve: async (hostname) => answers[hostname] ?? [],
        transport: async (request) => {
          connections.push(request.url.host);
          return 201;
        },
      }),
    });
    const browser = service.subscribe();
    const endpoints = Object.keys(answers).map((host) => `https://${host}/push/${browser.id}`);
    for (const endpoint of endpoints) {
      await saveSubscription(app.deps.db, candidate.id, { endpoint, keys: browser.keys }, app.deps.now(), policy);
    }
    const logged = app.logs.length;

    await delivery.deliver(candidate.id, { kind: 'MESSAGE', title: '제목', body: '본문', url: '/my/message' });

    expect(connections).toEqual([]);
    const kept = await app.deps.db
      .select({ endpoint: pushSubscriptions.endpoint, lastSuccessAt: pushSubscriptions.lastSuccessAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.candidateId, candidate.id));
    expect(kept.map((row) => row.endpoint).sort()).toEqual([...endpoints].sort());
    expect(kept.every((row) => row.lastSuccessAt === null)).toBe(true);
    const logs = app.logs.slice(logged).join('\n');
    expect(logs.match(/private address/g)).toHaveLength(endpoints.length);
    expect(logs).not.toContain(browser.id);
  });

  it('never pushes to a deleted account', async () => {
    const candidate = await newCandidate(app);
    const browser = await subscribed(app, service, candidate.id);
    await app.deps.db.update(candidates).set({ deletedAt: app.deps.now() }).where(eq(candidates.id, candidate.id));

    await app.deps.notifier.notify(candidate.id, { kind: 'MESSAGE', title: '제목', body: '본문', url: '/my/message' });

    expect(service.pushesTo(browser)).toEqual([]);
  });
});

/** These tests move the clock by days: each has an app of its own. */
describe.each(drivers)('the reminder 24 hours before an offer expires on %s', (driver) => {
  let app: TestApp;
  let service: PushServiceStandIn;
  beforeEach(async () => {
    service = await startPushServiceStandIn({ now: () => app.deps.now() });
    app = await appFor(driver, service);
  });
  afterEach(async () => {
    await service?.close();
    await app?.close();
  });

  const sweep = () => sendExpiryReminders(app.deps, app.deps.now());

  it('pushes "제안이 곧 마감돼요" once, to the countdown page, kept no longer than the offer', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const browser = await subscribed(app, service, candidateId);
    const offerId = await sendOffer(app, candidateId, { company: 'hanbit-mobility' });
    const answered = await sendOffer(app, candidateId, { from: 'agent', company: 'nuri-pay' });
    await offerCalls(() => app).refuse(token, answered);
    const { expiresAt } = await offerRow(app, offerId);

    app.advance(untilPast(app, expiresAt, -25 * HOUR_MS));
    expect(await sweep()).toEqual({ offers: 0, groups: 0 });

    app.advance(2 * HOUR_MS);
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect(first.offers + second.offers).toBe(1);
    expect(await sweep()).toEqual({ offers: 0, groups: 0 });
    app.advance(HOUR_MS);
    expect(await sweep()).toEqual({ offers: 0, groups: 0 });

    const pushes = service.pushesTo(browser);
    expect(pushes).toHaveLength(1);
    expect(pushes[0].problem).toBeUndefined();
    expect(pushes[0].payload).toEqual({
      title: '제안이 곧 마감돼요',
      body: expect.stringMatching(/^한빛모빌리티의 연봉 제안이 \d+월 \d+일 23:59에 마감돼요\./),
      url: `/my/result/${offerId}`,
      kind: 'OFFER',
      tag: `/my/result/${offerId}`,
      badge: 1,
    });
    const remaining = (expiresAt.getTime() - (app.deps.now().getTime() - HOUR_MS)) / 1000;
    expect(Number(pushes[0].ttl)).toBeGreaterThan(0);
    expect(Number(pushes[0].ttl)).toBeLessThanOrEqual(remaining);
    expect((await offerRow(app, offerId)).expiryRemindedAt).not.toBeNull();
  });

  it('reminds a curation once, on its comparison page, and not each of its offers', async () => {
    const { id: candidateId } = await newCandidate(app);
    const browser = await subscribed(app, service, candidateId);
    const { groupId } = await sendCuration(app, candidateId, ['nuri-pay', 'dodam-edu']);
    const { expiresAt } = await groupRow(app, groupId);

    app.advance(untilPast(app, expiresAt, -23 * HOUR_MS));

    expect(await sweep()).toEqual({ offers: 0, groups: 1 });
    expect(await sweep()).toEqual({ offers: 0, groups: 0 });
    expect(service.pushesTo(browser).map((push) => push.payload)).toEqual([
      expect.objectContaining({ title: '제안이 곧 마감돼요', url: `/my/result/curation/${groupId}`, kind: 'CURATION' }),
    ]);
  });

  it('does not remind a deleted account, nor an offer already past its expiry', async () => {
    const deleted = await newCandidate(app);
    const late = await newCandidate(app);
    const deletedOffer = await sendOffer(app, deleted.id);
    const lateOffer = await sendOffer(app, late.id);
    await app.deps.db.update(candidates).set({ deletedAt: app.deps.now() }).where(eq(candidates.id, deleted.id));
    const { expiresAt } = await offerRow(app, lateOffer);

    app.advance(untilPast(app, expiresAt, 1000));

    expect(await sweep()).toEqual({ offers: 0, groups: 0 });
    expect((await offerRow(app, deletedOffer)).expiryRemindedAt).toBeNull();
  });
});
