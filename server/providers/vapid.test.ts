import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createVapidSigner, generateVapidKeys, VAPID_TOKEN_SECONDS, vapidKeysProblem } from './vapid';

/** Reads `vapid t=<jwt>, k=<key>` as a push service would. */
function parseAuthorization(header: string) {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [, head, payload, signature, key] = match;
  return {
    header: JSON.parse(Buffer.from(head, 'base64url').toString()),
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString()),
    signed: Buffer.from(`${head}.${payload}`),
    signature: Buffer.from(signature, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

const publicKeyObject = (point: Buffer) =>
  createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
  });

describe('VAPID keys', () => {
  it('generates a P-256 pair in the browser format', () => {
    const keys = generateVapidKeys();

    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
    expect(vapidKeysProblem(keys)).toBeUndefined();
  });

  it('names what is wrong with a configured pair', () => {
    const keys = generateVapidKeys();
    const other = generateVapidKeys();

    expect(vapidKeysProblem({ ...keys, publicKey: other.publicKey })).toMatch(/does not belong/);
    expect(vapidKeysProblem({ ...keys, publicKey: keys.publicKey.slice(2) })).toMatch(/public key/);
    expect(vapidKeysProblem({ ...keys, privateKey: 'not base64!' })).toMatch(/private key/);
  });
});

describe('createVapidSigner', () => {
  it('signs an ES256 JWT for the push service with our key, contact and expiry', async () => {
    const keys = generateVapidKeys();
    const expiresAt = new Date(Date.UTC(2026, 0, 1, 12));
    const header = await createVapidSigner(keys).authorization({
      audience: 'https://push.example.net',
      subject: 'mailto:help@boltx.example',
      expiresAt,
    });

    const parsed = parseAuthorization(header);
    expect(parsed.header).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(parsed.claims).toEqual({
      aud: 'https://push.example.net',
      exp: expiresAt.getTime() / 1000,
      sub: 'mailto:help@boltx.example',
    });
    expect(parsed.key.toString('base64url')).toBe(keys.publicKey);
    expect(parsed.signature).toHaveLength(64);
    const key = publicKeyObject(parsed.key);
    expect(verify('sha256', parsed.signed, { key, dsaEncoding: 'ieee-p1363' }, parsed.signature)).toBe(true);
    const forged = Buffer.from(parsed.signed.toString().replace(/\.[\w-]+$/, '.e30'));
    expect(verify('sha256', forged, { key, dsaEncoding: 'ieee-p1363' }, parsed.signature)).toBe(false);
  });

  it('keeps tokens within the 24 hours RFC 8292 allows', () => {
    expect(VAPID_TOKEN_SECONDS).toBeLessThanOrEqual(24 * 60 * 60);
  });
});
