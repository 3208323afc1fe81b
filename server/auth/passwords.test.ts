import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ARGON2, hashPassword, needsRehash, upgradedPasswordHash, verifyPassword } from './passwords';

const SLOW_HASH_TIMEOUT_MS = 30_000;

/** A hash as an earlier setting stored it: `scrypt$N$r$p$salt$hash`. */
function scryptHash(password: string, N: number, r = 8, p = 1) {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, { N, r, p, maxmem: 128 * r * (N + p + 2) + 1024 * 1024 });
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

describe('passwords', () => {
  it('verifies the password it hashed', async () => {
    const stored = await hashPassword('볼트X-비밀번호-1');

    await expect(verifyPassword('볼트X-비밀번호-1', stored)).resolves.toBe(true);
  });

  it('refuses a wrong password', async () => {
    const stored = await hashPassword('correct horse');

    await expect(verifyPassword('correct horse ', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts each hash, so the same password hashes differently', async () => {
    const first = await hashPassword('same password');
    const second = await hashPassword('same password');

    expect(first).not.toBe(second);
    await expect(verifyPassword('same password', first)).resolves.toBe(true);
    await expect(verifyPassword('same password', second)).resolves.toBe(true);
  });

  it('hashes with argon2id at OWASP’s setting (19 MiB, 2 passes), the parameters stored with the hash', async () => {
    expect(ARGON2).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const stored = await hashPassword('pw');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
    expect(needsRehash(stored)).toBe(false);
  });

  it('still verifies an old scrypt N=2^14 hash, and asks for it to be replaced', async () => {
    const stored = scryptHash('예전 비밀번호', 2 ** 14);

    await expect(verifyPassword('예전 비밀번호', stored)).resolves.toBe(true);
    await expect(verifyPassword('다른 비밀번호', stored)).resolves.toBe(false);
    expect(needsRehash(stored)).toBe(true);
    const upgraded = await upgradedPasswordHash('예전 비밀번호', stored);
    expect(upgraded).toMatch(/^\$argon2id\$/);
    await expect(verifyPassword('예전 비밀번호', upgraded as string)).resolves.toBe(true);
    await expect(upgradedPasswordHash('예전 비밀번호', upgraded as string)).resolves.toBeUndefined();
  });

  it.each([
    ['2^16', 2 ** 16],
    ['2^17', 2 ** 17],
  ])(
    'verifies a scrypt N=%s hash without throwing (more memory than Node’s default allows)',
    async (_, N) => {
      const stored = scryptHash('더 비싼 비밀번호', N);

      await expect(verifyPassword('더 비싼 비밀번호', stored)).resolves.toBe(true);
      await expect(verifyPassword('틀린 비밀번호', stored)).resolves.toBe(false);
    },
    // Three scrypt runs at N=2^17 take ~2 s on an idle core; beside the rest of the suite on 2 cores, past 5 s.
    SLOW_HASH_TIMEOUT_MS,
  );

  it('asks to replace an argon2id hash weaker than the current setting, not a stronger one', async () => {
    const weaker = '$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';
    const stronger =
      '$argon2id$v=19$m=65536,t=3,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';

    expect(needsRehash(weaker)).toBe(true);
    expect(needsRehash(stronger)).toBe(false);
  });

  it.each([
    ['an empty string', ''],
    ['a plain-text password', 'correct horse'],
    ['another scheme', 'bcrypt$10$c2FsdA$aGFzaA'],
    ['the disabled-account marker', '!disabled-demo-account'],
    ['a hash without its salt and hash', 'scrypt$16384$8$1'],
    ['a hash with an empty hash part', 'scrypt$16384$8$1$c2FsdA$'],
    ['a scrypt hash cut short', 'scrypt$16384$8$1$c2FsdA$aGFzaA'],
    ['a scrypt hash with an absurd N (2^24)', `scrypt$${2 ** 24}$8$1$c2FsdA$${'A'.repeat(43)}`],
    ['a scrypt hash with N not a power of two', `scrypt$16383$8$1$c2FsdA$${'A'.repeat(43)}`],
    ['a scrypt hash needing 1 GiB (N=2^20, r=8)', `scrypt$${2 ** 20}$8$1$c2FsdA$${'A'.repeat(43)}`],
    ['a scrypt hash with p=0', `scrypt$16384$8$0$c2FsdA$${'A'.repeat(43)}`],
    ['an argon2id hash asking for 4 GiB', `$argon2id$v=19$m=4194304,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$${'A'.repeat(43)}`],
    [
      'an argon2id hash with a million passes',
      `$argon2id$v=19$m=19456,t=1000000,p=1$c2FsdHNhbHRzYWx0c2FsdA$${'A'.repeat(43)}`,
    ],
    ['an argon2id hash of garbage', '$argon2id$v=19$m=19456,t=2,p=1$!!$!!'],
    ['an argon2id hash without parameters', '$argon2id$'],
    ['an argon2i hash', `$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$${'A'.repeat(43)}`],
  ])('refuses %s as the stored hash, without throwing', async (_, stored) => {
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(false);
  });

  it('refuses a damaged argon2id hash: one character of the hash changed', async () => {
    const stored = await hashPassword('correct horse');
    const last = stored.at(-2) === 'A' ? 'B' : 'A';
    const damaged = `${stored.slice(0, -2)}${last}${stored.at(-1)}`;

    await expect(verifyPassword('correct horse', damaged)).resolves.toBe(false);
  });
});
