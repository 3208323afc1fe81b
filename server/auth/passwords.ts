/**
 * Console and partner passwords. New hashes are argon2id with OWASP's first recommended setting
 * (19 MiB, 2 passes, 1 lane) in PHC form (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`). Hashes made
 * under an older setting — scrypt `scrypt$N$r$p$salt$hash`, N=2^14 until 2026 — still verify, and
 * `needsRehash` tells the sign-in to store a current one once the password is known to be right.
 *
 * Stored parameters come from the database: past sane bounds a hash matches nothing, and it never
 * throws (scrypt is given the memory its parameters need, instead of Node's 32 MB default), so
 * raising the cost later cannot turn sign-ins into 500s.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { type Algorithm, hash, parseOptions, type Version, verify } from '@node-rs/argon2';

/** @node-rs/argon2's `Algorithm.Argon2id` and `Version.V0x13`: const enums, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;
const ARGON2_VERSION_0X13 = 1 as Version;

/** The current setting; hashes below it are replaced at the next successful sign-in. */
export const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const; // memory in KiB: 19 MiB

/** Beyond these a stored hash is damaged or hostile, not a setting of ours: it matches nothing. */
const MAX_MEMORY_BYTES = 256 * 1024 * 1024; // 256 MiB, for argon2id and scrypt alike
const MAX_ARGON2_TIME_COST = 16;
const MAX_PARALLELISM = 16;
const MAX_SCRYPT_N = 2 ** 20;
const MAX_SCRYPT_R = 32;
const SCRYPT_LENGTH = 32;
/** Room over what scrypt's parameters need, for OpenSSL's own bookkeeping. */
const SCRYPT_MEMORY_MARGIN_BYTES = 1024 * 1024; // 1 MiB

const deriveScrypt = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** Stored in place of a hash to disable an account (as `!` in /etc/shadow): no password verifies against it. */
export const DISABLED_PASSWORD_HASH = '!disabled';

export function hashPassword(password: string): Promise<string> {
  return hash(password, { ...ARGON2, algorithm: ARGON2ID, version: ARGON2_VERSION_0X13, salt: randomBytes(16) });
}

type Argon2Options = ReturnType<typeof parseOptions>;

function argon2Options(stored: string): Argon2Options | undefined {
  if (!stored.startsWith('$argon2id$')) return undefined;
  try {
    return parseOptions(stored);
  } catch {
    return undefined;
  }
}

const saneArgon2 = (options: Argon2Options) =>
  options.algorithm === ARGON2ID &&
  options.memoryCost * 1024 <= MAX_MEMORY_BYTES &&
  options.timeCost <= MAX_ARGON2_TIME_COST &&
  options.parallelism <= MAX_PARALLELISM &&
  options.outputLen >= 16 &&
  options.saltLen >= 8;

interface ScryptHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

/** The memory scrypt needs for these parameters (OpenSSL: 128·r·(N + p + 2) bytes). */
const scryptMemory = (N: number, r: number, p: number) => 128 * r * (N + p + 2);

function scryptHash(stored: string): ScryptHash | undefined {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || rest.length > 0) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = Number.isInteger(params.N) && params.N >= 2 && (params.N & (params.N - 1)) === 0;
  const sane =
    powerOfTwo &&
    params.N <= MAX_SCRYPT_N &&
    Number.isInteger(params.r) &&
    params.r >= 1 &&
    params.r <= MAX_SCRYPT_R &&
    Number.isInteger(params.p) &&
    params.p >= 1 &&
    params.p <= MAX_PARALLELISM &&
    scryptMemory(params.N, params.r, params.p) <= MAX_MEMORY_BYTES;
  const expected = Buffer.from(hash, 'base64url');
  // A damaged hash must never compare equal: an empty buffer would match an empty derivation.
  if (!sane || expected.length !== SCRYPT_LENGTH) return undefined;
  return { ...params, salt: Buffer.from(salt, 'base64url'), hash: expected };
}

async function verifyScrypt(password: string, stored: ScryptHash): Promise<boolean> {
  const { N, r, p } = stored;
  const maxmem = scryptMemory(N, r, p) + SCRYPT_MEMORY_MARGIN_BYTES;
  const actual = await deriveScrypt(password, stored.salt, SCRYPT_LENGTH, { N, r, p, maxmem });
  return timingSafeEqual(actual, stored.hash);
}

/** Whether `password` is the one `stored` was made from. Any stored value that is not a sane hash is no match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  try {
    const argon2 = argon2Options(stored);
    if (argon2) return saneArgon2(argon2) && (await verify(stored, password));
    const legacy = scryptHash(stored);
    return legacy ? await verifyScrypt(password, legacy) : false;
  } catch {
    return false;
  }
}

/** Whether `stored` (already verified) was made under a weaker setting than the current one. */
export function needsRehash(stored: string): boolean {
  const argon2 = argon2Options(stored);
  if (!argon2) return true;
  return (
    argon2.version !== ARGON2_VERSION_0X13 ||
    argon2.memoryCost < ARGON2.memoryCost ||
    argon2.timeCost < ARGON2.timeCost ||
    argon2.outputLen < ARGON2.outputLen
  );
}

/**
 * After a successful sign-in: the hash to store in place of `stored`, or undefined when it is
 * current. The caller writes it only if the row still holds `stored` (a concurrent change wins).
 */
export async function upgradedPasswordHash(password: string, stored: string): Promise<string | undefined> {
  return needsRehash(stored) ? hashPassword(password) : undefined;
}
