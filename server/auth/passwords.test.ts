import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

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

  it('stores the scheme and its parameters with the hash', async () => {
    expect(await hashPassword('pw')).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
  });

  it.each([
    ['an empty string', ''],
    ['a plain-text password', 'correct horse'],
    ['another scheme', 'bcrypt$10$c2FsdA$aGFzaA'],
    ['a hash without its salt and hash', 'scrypt$16384$8$1'],
    ['a hash with an empty hash part', 'scrypt$16384$8$1$c2FsdA$'],
  ])('refuses %s as the stored hash', async (_, stored) => {
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(false);
  });
});
