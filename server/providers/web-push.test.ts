import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TTL_SECONDS, pushPayload, pushTtlSeconds } from './push-delivery';
import { createVapidSigner, generateVapidKeys } from './vapid';
import { createWebPushClient, type PushTarget } from './web-push';

function target(endpoint = 'https://push.example.net/send/abc'): PushTarget {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

function clientAnswering(answer: () => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const client = createWebPushClient({
    signer: createVapidSigner(generateVapidKeys()),
    subject: 'mailto:help@boltx.example',
    now: () => new Date(),
    fetch: (async (url: URL, init: RequestInit) => {
      calls.push({ url: String(url), init });
      return answer();
    }) as typeof fetch,
  });
  return { client, calls };
}

const message = { payload: '{"title":"t"}', ttlSeconds: 3600.7, urgency: 'high' as const };

describe('createWebPushClient', () => {
  it('POSTs the encrypted payload with VAPID, TTL and Urgency, and never follows a redirect', async () => {
    const { client, calls } = clientAnswering(async () => new Response(null, { status: 201 }));

    expect(await client.send(target(), message)).toEqual({ kind: 'delivered' });

    const { init } = calls[0];
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(headers).toMatchObject({ 'Content-Encoding': 'aes128gcm', TTL: '3600', Urgency: 'high' });
    expect(init.redirect).toBe('manual');
    expect((init.body as Uint8Array).length).toBe(86 + message.payload.length + 1 + 16);
  });

  it.each([
    [404, { kind: 'gone', status: 404 }],
    [410, { kind: 'gone', status: 410 }],
    [301, { kind: 'failed', reason: 'status 301' }],
    [403, { kind: 'failed', reason: 'status 403' }],
    [429, { kind: 'failed', reason: 'status 429' }],
    [500, { kind: 'failed', reason: 'status 500' }],
  ])('reads a %i answer', async (status, outcome) => {
    const { client } = clientAnswering(async () => new Response(null, { status }));

    expect(await client.send(target(), message)).toEqual(outcome);
  });

  it('counts a push service that cannot be reached, or keys it cannot use, as failed', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    expect(await client.send(target(), message)).toEqual({ kind: 'failed', reason: 'network TypeError' });

    const { client: other, calls } = clientAnswering(async () => new Response(null, { status: 201 }));
    expect(await other.send({ ...target(), p256dh: 'AAAA' }, message)).toEqual({
      kind: 'failed',
      reason: 'invalid keys',
    });
    expect(await other.send(target(), { ...message, payload: 'x'.repeat(5000) })).toEqual({
      kind: 'failed',
      reason: 'payload too large',
    });
    expect(calls).toEqual([]);
  });
});

describe('push payload and TTL', () => {
  const notice = { kind: 'OFFER' as const, title: '새로운 연봉 제안이 도착했어요', body: '본문', url: '/my/result/3' };

  it('tags a notification with what it is about, so a reminder replaces the arrival notice', () => {
    expect(pushPayload(notice)).toEqual({ ...notice, tag: '/my/result/3' });
    expect(Array.from(pushPayload({ ...notice, body: '가'.repeat(300) }).body)).toHaveLength(200);
  });

  it('never keeps a push past what it announces', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    const in2Hours = new Date(now.getTime() + 2 * 3600_000);

    expect(pushTtlSeconds(notice, now)).toBe(DEFAULT_TTL_SECONDS);
    expect(pushTtlSeconds({ ...notice, expiresAt: in2Hours }, now)).toBe(7200);
    expect(pushTtlSeconds({ ...notice, expiresAt: new Date(now.getTime() + 30 * 86400_000) }, now)).toBe(
      DEFAULT_TTL_SECONDS,
    );
    expect(pushTtlSeconds({ ...notice, expiresAt: new Date(now.getTime() - 1) }, now)).toBeLessThanOrEqual(0);
  });
});
