/** Business-console passwords: scrypt with a per-password salt, compared in constant time. */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: object,
) => Promise<Buffer>;
const N = 16384;
const r = 8;
const p = 1;
const LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, LENGTH, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(rr), p: Number(pp) };
  const sane = Number.isInteger(params.N) && params.N >= 2 && params.N <= 1 << 20 && (params.N & (params.N - 1)) === 0;
  if (
    !sane ||
    !Number.isInteger(params.r) ||
    params.r < 1 ||
    params.r > 32 ||
    !Number.isInteger(params.p) ||
    params.p < 1 ||
    params.p > 16
  ) {
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  // A damaged hash must never compare equal: an empty buffer would match an empty derivation.
  if (expected.length !== LENGTH) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64url'), LENGTH, params);
  return timingSafeEqual(actual, expected);
}
