/**
 * VAPID (RFC 8292): the server proves to a push service that it is the one the browser subscribed
 * with. Keys are a P-256 pair in the format browsers and the `web-push` tools use: the public key
 * as the uncompressed point (65 bytes), the private key as the scalar d (32 bytes), both base64url.
 * Each request carries `Authorization: vapid t=<ES256 JWT>, k=<public key>`; the JWT names the
 * push service's origin (aud), an expiry at most 24 hours ahead (exp) and our contact (sub).
 */
import { createECDH, createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url (what the browser's applicationServerKey takes). */
  publicKey: string;
  /** The private scalar d, base64url. */
  privateKey: string;
}

/** How long one signed token is good for; RFC 8292 allows at most 24 hours. */
export const VAPID_TOKEN_SECONDS = 12 * 60 * 60;

const POINT_BYTES = 65;
const SCALAR_BYTES = 32;

const fromBase64Url = (text: string) => Buffer.from(text, 'base64url');
const base64Url = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

export function generateVapidKeys(): VapidKeys {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), fromBase64Url(jwk.x as string), fromBase64Url(jwk.y as string)]);
  return { publicKey: base64Url(point), privateKey: jwk.d as string };
}

/** What is wrong with a pair (for a configuration error), or undefined when it is a matching P-256 pair. */
export function vapidKeysProblem(keys: VapidKeys): string | undefined {
  const point = fromBase64Url(keys.publicKey);
  const scalar = fromBase64Url(keys.privateKey);
  if (!/^[\w-]+$/.test(keys.publicKey) || point.length !== POINT_BYTES || point[0] !== 4) {
    return 'the public key must be an uncompressed P-256 point (65 bytes), base64url';
  }
  if (!/^[\w-]+$/.test(keys.privateKey) || scalar.length !== SCALAR_BYTES) {
    return 'the private key must be a P-256 private key (32 bytes), base64url';
  }
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(scalar);
    if (!ecdh.getPublicKey().equals(point)) return 'the public key does not belong to the private key';
  } catch {
    return 'the private key is not a valid P-256 key';
  }
  return undefined;
}

function signingKey(keys: VapidKeys): KeyObject {
  const point = fromBase64Url(keys.publicKey);
  return createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: base64Url(point.subarray(1, 33)),
      y: base64Url(point.subarray(33, 65)),
      d: keys.privateKey,
    },
  });
}

export interface VapidClaims {
  /** The push service's origin, e.g. https://fcm.googleapis.com. */
  audience: string;
  /** mailto: or https: contact of the operator. */
  subject: string;
  expiresAt: Date;
}

/** A signer for one key pair: the KeyObject is parsed once, tokens are signed per request (jose, ES256). */
export function createVapidSigner(keys: VapidKeys) {
  const key = signingKey(keys);
  return {
    publicKey: keys.publicKey,
    /** The Authorization header's value for a request to `audience`. */
    async authorization(claims: VapidClaims): Promise<string> {
      const token = await new SignJWT({})
        .setProtectedHeader({ typ: 'JWT', alg: 'ES256' })
        .setAudience(claims.audience)
        .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
        .setSubject(claims.subject)
        .sign(key);
      return `vapid t=${token}, k=${keys.publicKey}`;
    },
  };
}

export type VapidSigner = ReturnType<typeof createVapidSigner>;
