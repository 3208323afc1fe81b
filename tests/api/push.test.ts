/**
 * Web push endpoints: the VAPID key, and a candidate's subscriptions (save, re-sync, move to the
 * person now signed in, forget). The sending path is push-sending.test.ts.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecrets } from '../../server/db/schema';
import { pushSubscriptions } from '../../server/db/schema-push';
import { SUBSCRIPTIONS_MAX, UNKNOWN_PUSH_SERVICE_MESSAGE } from '../../server/domain/push-subscriptions';
import { generateVapidKeys } from '../../server/providers/vapid';
import { bizToken } from './biz-fixtures';
import { expectError } from './helpers';
import { newCandidate } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const PATH = '/api/push/subscriptions';

/** PushSubscription.toJSON() of a browser subscribed at a (fictional) push service. */
function browserSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(16).toString('hex')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

describe.each(drivers)('web push subscriptions on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const subscribe = (token: string | undefined, json: unknown) => app.request(PATH, { method: 'POST', token, json });
  const unsubscribe = (token: string | undefined, json: unknown) =>
    app.request(PATH, { method: 'DELETE', token, json });
  const rowOf = async (endpoint: string) =>
    (await app.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

  it('serves the VAPID public key generated on first start and kept in app_secrets', async () => {
    const response = await app.request('/api/push/key');
    expect(response.status).toBe(200);
    const { publicKey } = (await response.json()) as { publicKey: string };
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    const [stored] = await app.deps.db.select().from(appSecrets).where(eq(appSecrets.name, 'vapid-keys'));
    expect(JSON.parse(stored.value).publicKey).toBe(publicKey);
    expect(((await (await app.request('/api/push/key')).json()) as { publicKey: string }).publicKey).toBe(publicKey);
  });

  it('saves a subscription for the signed-in candidate, and a re-sync updates it in place', async () => {
    const { id, token } = await newCandidate(app);
    const first = browserSubscription();

    expect((await subscribe(token, first)).status).toBe(204);
    const saved = await rowOf(first.endpoint);
    expect(saved).toMatchObject({ candidateId: id, p256dh: first.keys.p256dh, auth: first.keys.auth });
    expect(saved.lastSuccessAt).toBeNull();

    const renewed = { ...browserSubscription(first.endpoint) };
    expect((await subscribe(token, renewed)).status).toBe(204);
    const rows = await app.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.candidateId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: saved.id, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });
  });

  it('moves a browser’s subscription to the candidate who signs in on it', async () => {
    const before = await newCandidate(app, '이전사람');
    const after = await newCandidate(app, '다음사람');
    const shared = browserSubscription();
    await subscribe(before.token, shared);

    expect((await subscribe(after.token, shared)).status).toBe(204);

    expect((await rowOf(shared.endpoint)).candidateId).toBe(after.id);
  });

  it('accepts the padded base64url some browsers send, and stores it unpadded', async () => {
    const { token } = await newCandidate(app);
    const padded = browserSubscription();
    const json = { ...padded, keys: { p256dh: `${padded.keys.p256dh}=`, auth: `${padded.keys.auth}==` } };

    expect((await subscribe(token, json)).status).toBe(204);
    expect(await rowOf(padded.endpoint)).toMatchObject({ p256dh: padded.keys.p256dh, auth: padded.keys.auth });
  });

  it('keeps the browsers re-synced most recently when a candidate has too many', async () => {
    const { id, token } = await newCandidate(app);
    const subscriptions = Array.from({ length: SUBSCRIPTIONS_MAX + 1 }, () => browserSubscription());
    for (const subscription of subscriptions) {
      expect((await subscribe(token, subscription)).status).toBe(204);
      app.advance(1000);
    }

    const rows = await app.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.candidateId, id));
    expect(rows).toHaveLength(SUBSCRIPTIONS_MAX);
    expect(rows.map((row) => row.endpoint)).not.toContain(subscriptions[0].endpoint);
  });

  it('takes a renewed subscription as the worker sends it: the new one saved, then the old endpoint forgotten', async () => {
    const { id, token } = await newCandidate(app);
    const old = browserSubscription();
    await subscribe(token, old);
    const renewed = browserSubscription();

    // sw/push.ts on pushsubscriptionchange: POST the new subscription, then DELETE the old endpoint.
    expect((await subscribe(token, renewed)).status).toBe(204);
    expect((await unsubscribe(token, { endpoint: old.endpoint })).status).toBe(204);

    const rows = await app.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.candidateId, id));
    expect(rows.map((row) => row.endpoint)).toEqual([renewed.endpoint]);
  });

  it('forgets only the caller’s own subscription', async () => {
    const owner = await newCandidate(app, '주인');
    const stranger = await newCandidate(app, '남');
    const subscription = browserSubscription();
    await subscribe(owner.token, subscription);

    // Nothing says whether the endpoint exists for someone else.
    expect((await unsubscribe(stranger.token, { endpoint: subscription.endpoint })).status).toBe(204);
    expect(await rowOf(subscription.endpoint)).toBeDefined();

    expect((await unsubscribe(owner.token, { endpoint: subscription.endpoint })).status).toBe(204);
    expect(await rowOf(subscription.endpoint)).toBeUndefined();
    expect((await unsubscribe(owner.token, { endpoint: subscription.endpoint })).status).toBe(204);
  });

  it('asks for a candidate’s sign-in', async () => {
    const subscription = browserSubscription();

    await expectError(await subscribe(undefined, subscription), 401, 'UNAUTHORIZED');
    await expectError(await unsubscribe(undefined, { endpoint: subscription.endpoint }), 401, 'UNAUTHORIZED');
    await expectError(await subscribe(await bizToken(app, 'operator'), subscription), 403, 'FORBIDDEN');
    await expectError(await subscribe('not-a-token', subscription), 401, 'INVALID_TOKEN');
    expect(await rowOf(subscription.endpoint)).toBeUndefined();
  });

  it('refuses what is not a browser’s push subscription with 400 naming the field', async () => {
    const { token } = await newCandidate(app);
    const valid = browserSubscription();
    const offCurve = Buffer.from(valid.keys.p256dh, 'base64url');
    offCurve[64] ^= 1;
    const cases: [unknown, string | undefined][] = [
      [{ ...valid, endpoint: 'http://push.example.net/send/1' }, 'endpoint'],
      [{ ...valid, endpoint: 'https://127.0.0.1/send/1' }, 'endpoint'],
      [{ ...valid, endpoint: 'https://[::1]/send/1' }, 'endpoint'],
      [{ ...valid, endpoint: 'https://localhost/send/1' }, 'endpoint'],
      [{ ...valid, endpoint: 'https://localhost./send/1' }, 'endpoint'],
      [{ ...valid, endpoint: 'https://127.0.0.1.nip.io/send/1' }, 'endpoint'],
      [{ ...valid, endpoint: 'https://push.example.net/send/1' }, 'endpoint'],
      [{ ...valid, endpoint: 'https://fcm.googleapis.com./fcm/send/1' }, 'endpoint'],
      [{ ...valid, endpoint: 'http://fcm.googleapis.com/fcm/send/1' }, 'endpoint'],
      [{ ...valid, endpoint: 'https://fcm.googleapis.com:8443/fcm/send/1' }, 'endpoint'],
      [{ ...valid, endpoint: 'https://user:pass@push.example.net/send/1' }, 'endpoint'],
      [{ ...valid, endpoint: `https://push.example.net/${'a'.repeat(2000)}` }, 'endpoint'],
      [{ ...valid, endpoint: 'https://push.example.net/알림' }, 'endpoint'],
      [{ ...valid, endpoint: 42 }, 'endpoint'],
      [{ ...valid, keys: { ...valid.keys, p256dh: valid.keys.p256dh.slice(1) } }, 'keys.p256dh'],
      [{ ...valid, keys: { ...valid.keys, p256dh: offCurve.toString('base64url') } }, 'keys.p256dh'],
      [{ ...valid, keys: { ...valid.keys, auth: 'short' } }, 'keys.auth'],
      [{ ...valid, keys: { p256dh: valid.keys.p256dh } }, 'keys.auth'],
      [{ endpoint: valid.endpoint }, 'keys'],
      [{ ...valid, extra: true }, 'extra'],
      [[], undefined],
    ];
    for (const [json, field] of cases) {
      const body = await expectError(await subscribe(token, json), 400, 'BAD_REQUEST');
      expect(body.status.field, JSON.stringify(json).slice(0, 120)).toBe(field);
    }
    const notJson = await app.request(PATH, {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    await expectError(notJson, 400, 'BAD_REQUEST');
    await expectError(await unsubscribe(token, {}), 400, 'BAD_REQUEST');
    const all = await app.deps.db.select().from(pushSubscriptions);
    expect(all.map((row) => row.endpoint)).not.toContain(valid.endpoint);
  });
});

describe('push service hosts', () => {
  it('takes the push services of Chrome, Firefox, Safari and Edge, and the hosts PUSH_SERVICE_HOSTS adds', async () => {
    const app = await createTestApp('pglite', { PUSH_SERVICE_HOSTS: 'push.example.net, *.push.example.org' });
    try {
      const { token } = await newCandidate(app);
      const accepted = [
        'https://fcm.googleapis.com/fcm/send/abc',
        'https://updates.push.services.mozilla.com/wpush/v2/abc',
        'https://web.push.apple.com/abc',
        'https://wns2-par02p.notify.windows.com/w/?token=abc',
        'https://push.example.net/send/abc',
        'https://eu.push.example.org/send/abc',
      ];
      for (const endpoint of accepted) {
        const response = await app.request(PATH, { method: 'POST', token, json: browserSubscription(endpoint) });
        expect(response.status, endpoint).toBe(204);
      }
      for (const endpoint of ['https://push.example.org/send/abc', 'https://other.example.net/send/abc']) {
        const response = await app.request(PATH, { method: 'POST', token, json: browserSubscription(endpoint) });
        const body = await expectError(response, 400, 'BAD_REQUEST', UNKNOWN_PUSH_SERVICE_MESSAGE);
        expect(body.status.field).toBe('endpoint');
      }
    } finally {
      await app.close();
    }
  });
});

describe('configured VAPID keys', () => {
  it('are served instead of generated ones', async () => {
    const keys = generateVapidKeys();
    const app = await createTestApp('pglite', { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    try {
      const response = await app.request('/api/push/key');
      expect(await response.json()).toEqual({ publicKey: keys.publicKey });
      const stored = await app.deps.db.select().from(appSecrets).where(eq(appSecrets.name, 'vapid-keys'));
      expect(stored).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
