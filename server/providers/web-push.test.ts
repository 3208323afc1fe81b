import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TTL_SECONDS, pushPayload, pushTtlSeconds } from '../domain/push-delivery';
import type { PushRequest, Resolver } from './push-network';
import { KNOWN_PUSH_SERVICE_HOSTS, type PushEndpointPolicy } from './push-services';
import { createVapidSigner, generateVapidKeys } from './vapid';
import { createWebPushClient, type PushTarget } from './web-push';

function target(endpoint = 'https://fcm.googleapis.com/fcm/send/abc'): PushTarget {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const policy: PushEndpointPolicy = {
  serviceHosts: [...KNOWN_PUSH_SERVICE_HOSTS, 'localhost.', '*.nip.io', 'push.rebinding.example'],
  uncheckedTestOrigins: [],
};

/** A public address of FCM's; every name resolves to it unless `answers` says otherwise. */
const PUBLIC = { address: '142.250.196.106', family: 4 };

function clientAnswering(
  answer: () => Promise<number>,
  answers: Record<string, { address: string; family: number }[]> = {},
) {
  const calls: PushRequest[] = [];
  const resolved: string[] = [];
  const resolve: Resolver = async (hostname) => {
    resolved.push(hostname);
    return answers[hostname] ?? [PUBLIC];
  };
  const client = createWebPushClient({
    signer: createVapidSigner(generateVapidKeys()),
    subject: 'mailto:help@boltx.example',
    now: () => new Date(),
    policy,
    resolve,
    transport: async (request) => {
      calls.push(request);
      return answer();
    },
  });
  return { client, calls, resolved };
}

const message = { payload: '{"title":"t"}', ttlSeconds: 3600.7, urgency: 'high' as const };

describe('createWebPushClient', () => {
  it('POSTs the encrypted payload with VAPID, TTL and Urgency to the addresses it checked', async () => {
    const { client, calls, resolved } = clientAnswering(async () => 201);

    expect(await client.send(target(), message)).toEqual({ kind: 'delivered' });

    const [request] = calls;
    expect(request.url.href).toBe('https://fcm.googleapis.com/fcm/send/abc');
    expect(request.headers.Authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(request.headers).toMatchObject({ 'Content-Encoding': 'aes128gcm', TTL: '3600', Urgency: 'high' });
    expect(request.body.length).toBe(86 + message.payload.length + 1 + 16);
    expect(request.addresses).toEqual([PUBLIC]);
    expect(resolved).toEqual(['fcm.googleapis.com']);
  });

  it.each([
    [404, { kind: 'gone', status: 404 }],
    [410, { kind: 'gone', status: 410 }],
    [301, { kind: 'failed', reason: 'status 301' }],
    [403, { kind: 'failed', reason: 'status 403' }],
    [429, { kind: 'failed', reason: 'status 429' }],
    [500, { kind: 'failed', reason: 'status 500' }],
  ])('reads a %i answer', async (status, outcome) => {
    const { client } = clientAnswering(async () => status);

    expect(await client.send(target(), message)).toEqual(outcome);
  });

  it('counts a push service that cannot be reached, or keys it cannot use, as failed', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 142.250.196.106:443'), { code: 'ECONNREFUSED' });
    const { client } = clientAnswering(() => Promise.reject(refused));
    expect(await client.send(target(), message)).toEqual({ kind: 'failed', reason: 'network ECONNREFUSED' });
    const late = Object.assign(new Error('late'), { name: 'TimeoutError' });
    const { client: slow } = clientAnswering(() => Promise.reject(late));
    expect(await slow.send(target(), message)).toEqual({ kind: 'failed', reason: 'timeout' });

    const { client: other, calls } = clientAnswering(async () => 201);
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

describe('createWebPushClient: where it may push', () => {
  it.each([
    ['http://fcm.googleapis.com/fcm/send/abc', 'not https'],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', 'not port 443'],
    ['https://push.example.net/send/abc', 'not a known push service'],
    ['https://fcm.googleapis.com./fcm/send/abc', 'not a known push service'],
    ['https://localhost/send/abc', 'not a known push service'],
    ['https://127.0.0.1/send/abc', 'not a known push service'],
    ['https://fcm.googleapis.com.evil.example/send/abc', 'not a known push service'],
    ['https://evilfcm.googleapis.com/send/abc', 'not a known push service'],
    ['not a url', 'invalid endpoint'],
  ])('refuses %s without resolving or connecting', async (endpoint, reason) => {
    const { client, calls, resolved } = clientAnswering(async () => 201);

    expect(await client.send(target(endpoint), message)).toEqual({ kind: 'refused', reason });
    expect(resolved).toEqual([]);
    expect(calls).toEqual([]);
  });

  it.each([
    [
      'localhost.',
      [
        { address: '127.0.0.1', family: 4 },
        { address: '::1', family: 6 },
      ],
    ],
    ['127.0.0.1.nip.io', [{ address: '127.0.0.1', family: 4 }]],
    ['10-0-0-5.nip.io', [{ address: '10.0.0.5', family: 4 }]],
    ['metadata.nip.io', [{ address: '169.254.169.254', family: 4 }]],
    ['mapped.nip.io', [{ address: '::ffff:127.0.0.1', family: 6 }]],
    ['push.rebinding.example', [PUBLIC, { address: 'fd12:3456::1', family: 6 }]],
  ])('refuses to connect to %s, an allowed name resolving to a private address', async (hostname, addresses) => {
    const { client, calls, resolved } = clientAnswering(async () => 201, { [hostname]: addresses });

    expect(await client.send(target(`https://${hostname}/push/abc`), message)).toEqual({
      kind: 'failed',
      reason: 'private address',
    });
    expect(resolved).toEqual([hostname]);
    expect(calls).toEqual([]);
  });

  it('refuses a name the system resolver itself answers with loopback (localhost)', async () => {
    const client = createWebPushClient({
      signer: createVapidSigner(generateVapidKeys()),
      subject: 'mailto:help@boltx.example',
      now: () => new Date(),
      policy: { serviceHosts: ['localhost'], uncheckedTestOrigins: [] },
      transport: async () => {
        throw new Error('must not connect');
      },
    });

    expect(await client.send(target('https://localhost/push/abc'), message)).toEqual({
      kind: 'failed',
      reason: 'private address',
    });
  });

  it('resolves once per push and connects only to that answer, whatever the name answers later', async () => {
    let lookups = 0;
    const calls: PushRequest[] = [];
    const client = createWebPushClient({
      signer: createVapidSigner(generateVapidKeys()),
      subject: 'mailto:help@boltx.example',
      now: () => new Date(),
      policy,
      // A rebinding name: public to the first question, loopback to every later one.
      resolve: async () => {
        lookups += 1;
        return lookups === 1 ? [PUBLIC] : [{ address: '127.0.0.1', family: 4 }];
      },
      transport: async (request) => {
        calls.push(request);
        return 201;
      },
    });

    expect(await client.send(target('https://push.rebinding.example/push/abc'), message)).toEqual({
      kind: 'delivered',
    });
    expect(lookups).toBe(1);
    expect(calls.map((request) => request.addresses)).toEqual([[PUBLIC]]);
    expect(await client.send(target('https://push.rebinding.example/push/abc'), message)).toEqual({
      kind: 'failed',
      reason: 'private address',
    });
    expect(calls).toHaveLength(1);
  });

  it('counts a name that does not resolve as failed', async () => {
    const client = createWebPushClient({
      signer: createVapidSigner(generateVapidKeys()),
      subject: 'mailto:help@boltx.example',
      now: () => new Date(),
      policy,
      resolve: () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' })),
      transport: async () => {
        throw new Error('must not connect');
      },
    });

    expect(await client.send(target(), message)).toEqual({ kind: 'failed', reason: 'dns ENOTFOUND' });
  });

  it.each([
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGx0',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
  ])('pushes to %s', async (endpoint) => {
    const { client, calls } = clientAnswering(async () => 201);

    expect(await client.send(target(endpoint), message)).toEqual({ kind: 'delivered' });
    expect(calls).toHaveLength(1);
  });

  it('sends to an unchecked test origin over http without resolving it', async () => {
    const calls: PushRequest[] = [];
    const resolved: string[] = [];
    const client = createWebPushClient({
      signer: createVapidSigner(generateVapidKeys()),
      subject: 'mailto:help@boltx.example',
      now: () => new Date(),
      policy: { ...policy, uncheckedTestOrigins: ['http://127.0.0.1:4999'] },
      resolve: async (hostname) => {
        resolved.push(hostname);
        return [PUBLIC];
      },
      transport: async (request) => {
        calls.push(request);
        return 201;
      },
    });

    expect(await client.send(target('http://127.0.0.1:4999/push/abc'), message)).toEqual({ kind: 'delivered' });
    expect(calls[0].addresses).toBeUndefined();
    expect(resolved).toEqual([]);
    expect(await client.send(target('http://127.0.0.1:5000/push/abc'), message)).toEqual({
      kind: 'refused',
      reason: 'not https',
    });
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
