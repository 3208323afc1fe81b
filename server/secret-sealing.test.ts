import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, readEnv } from './env';
import { isSealed, parseSecretsKeys, SEALED_PREFIX, seal, unseal } from './secret-sealing';

const key = randomBytes(32);

describe('SECRETS_KEY', () => {
  it.each([
    ['base64', key.toString('base64')],
    ['base64 without padding', key.toString('base64').replace(/=+$/, '')],
    ['base64url', key.toString('base64url')],
    ['hex', key.toString('hex')],
  ])('reads a 32-byte key written in %s', (_, text) => {
    expect(parseSecretsKeys(text)?.map((parsed) => parsed.toString('hex'))).toEqual([key.toString('hex')]);
  });

  it('reads several keys, the sealing one first', () => {
    const older = randomBytes(32);
    const keys = parseSecretsKeys(`${key.toString('base64')}, ${older.toString('hex')}`);
    expect(keys?.map((parsed) => parsed.toString('hex'))).toEqual([key.toString('hex'), older.toString('hex')]);
  });

  it.each([
    ['a short key', randomBytes(16).toString('base64')],
    ['a long key', randomBytes(48).toString('base64')],
    ['a passphrase', 'correct horse battery staple correct horse!!'],
    ['an empty entry', `${key.toString('base64')},`],
  ])('refuses %s at start, without repeating it', (_, text) => {
    expect(parseSecretsKeys(text)).toBeUndefined();
    let error: unknown;
    try {
      readEnv({ SECRETS_KEY: text });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^SECRETS_KEY must be one or more comma-separated 32-byte keys/);
    expect((error as Error).message).not.toContain(text);
  });

  it('is read into the configuration, and absent by default', () => {
    expect(readEnv({}).secretsKeys).toEqual([]);
    expect(readEnv({ SECRETS_KEY: key.toString('base64') }).secretsKeys.map((k) => k.toString('hex'))).toEqual([
      key.toString('hex'),
    ]);
  });
});

describe('sealing a secret (AES-256-GCM)', () => {
  it('opens with its key and name, and shows nothing of the value', () => {
    const sealed = seal(key, 'file-url-hmac', 'the-secret-value');
    expect(sealed.startsWith(SEALED_PREFIX)).toBe(true);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('the-secret-value');
    expect(unseal(key, 'file-url-hmac', sealed)).toBe('the-secret-value');
    // A fresh nonce each time.
    expect(seal(key, 'file-url-hmac', 'the-secret-value')).not.toBe(sealed);
  });

  it('does not open with another key, under another name, or once changed', () => {
    const sealed = seal(key, 'file-url-hmac', 'the-secret-value');
    expect(unseal(randomBytes(32), 'file-url-hmac', sealed)).toBeUndefined();
    expect(unseal(key, 'jwt', sealed)).toBeUndefined();
    const [nonce, body, tag] = sealed.slice(SEALED_PREFIX.length).split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(unseal(key, 'file-url-hmac', `${SEALED_PREFIX}${nonce}.${flipped.toString('base64url')}.${tag}`)).toBe(
      undefined,
    );
    expect(unseal(key, 'file-url-hmac', `${SEALED_PREFIX}garbage`)).toBeUndefined();
  });
});
