/**
 * A local stand-in for a push service (FCM, Mozilla autopush, Apple) on 127.0.0.1, and the browsers
 * subscribed to it. It does what a real one must (RFC 8030/8292): checks the VAPID token — an ES256
 * JWT signed by the key in `k=`, for this origin, expiring within 24 hours, with a contact — and
 * refuses a push without one; then, as the browser would, decrypts the aes128gcm body (RFC 8291) with
 * the subscription's private key. Independent of the server's code: the JWT is checked with jose.
 */
import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

interface ReceivedPush {
  browser: string;
  /** Null when the VAPID check failed; `problem` says why. */
  payload: unknown;
  problem?: string;
  claims?: Record<string, unknown>;
  vapidKey?: string;
  ttl: string | undefined;
  urgency: string | undefined;
  contentEncoding: string | undefined;
  answered: number;
}

export interface StandInBrowser {
  id: string;
  endpoint: string;
  /** As PushSubscription.toJSON() gives them. */
  keys: { p256dh: string; auth: string };
}

/** The browser's side of RFC 8291: one aes128gcm record, delimiter 0x02, padding dropped. */
export function decryptPushBody(body: Buffer, receiver: ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const secret = receiver.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('not a last record');
  return plain.subarray(0, end);
}

async function vapidProblem(
  header: string | undefined,
  origin: string,
  now: Date,
): Promise<{ problem?: string; claims?: Record<string, unknown>; key?: string }> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) return { problem: 'no vapid authorization' };
  const [, token, key] = match;
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return { problem: 'k is not a P-256 point' };
  const publicKey = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  try {
    const { payload } = await jwtVerify(token, publicKey, {
      algorithms: ['ES256'],
      audience: origin,
      currentDate: now,
    });
    const seconds = now.getTime() / 1000;
    if (typeof payload.exp !== 'number' || payload.exp > seconds + 24 * 60 * 60) {
      return { problem: 'exp missing or more than 24 hours ahead', claims: payload, key };
    }
    if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) {
      return { problem: 'sub is not a mailto: or https: contact', claims: payload, key };
    }
    return { claims: payload, key };
  } catch (error) {
    return { problem: `jwt refused: ${error instanceof Error ? error.message : String(error)}` };
  }
}

export async function startPushServiceStandIn(options: { now: () => Date }) {
  const browsers = new Map<string, { receiver: ECDH; auth: Buffer; status: number }>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const id = request.url?.replace(/^\/push\//, '') ?? '';
      const browser = browsers.get(id);
      const vapid = await vapidProblem(request.headers.authorization, origin, options.now());
      let payload: unknown = null;
      let problem = vapid.problem;
      let status = browser?.status ?? 404;
      if (problem) status = 401;
      else if (browser && status < 300) {
        try {
          payload = JSON.parse(decryptPushBody(Buffer.concat(chunks), browser.receiver, browser.auth).toString());
        } catch (error) {
          problem = `cannot decrypt: ${error instanceof Error ? error.message : String(error)}`;
          status = 400;
        }
      }
      received.push({
        browser: id,
        payload,
        problem,
        claims: vapid.claims,
        vapidKey: vapid.key,
        ttl: request.headers.ttl as string | undefined,
        urgency: request.headers.urgency as string | undefined,
        contentEncoding: request.headers['content-encoding'],
        answered: status,
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** A browser that subscribed: its endpoint on this service and the keys it would send us. */
    subscribe(): StandInBrowser {
      const receiver = createECDH('prime256v1');
      receiver.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(12).toString('base64url');
      browsers.set(id, { receiver, auth, status: 201 });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: receiver.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** What this service answers for the browser from now on (410: the browser unsubscribed). */
    answer(browser: StandInBrowser, status: number) {
      const entry = browsers.get(browser.id);
      if (entry) entry.status = status;
    },
    pushesTo: (browser: StandInBrowser) => received.filter((push) => push.browser === browser.id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushServiceStandIn = Awaited<ReturnType<typeof startPushServiceStandIn>>;
