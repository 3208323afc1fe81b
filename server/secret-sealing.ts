/**
 * The keys kept in `app_secrets` (refresh-token and one-time-code HMACs, file-link HMAC, VAPID
 * keys, and the JWT key when JWT_SECRET is not set) sealed at rest with SECRETS_KEY:
 * AES-256-GCM (node:crypto), a random 96-bit nonce per value, the secret's name as additional data
 * — so whoever reads the table, a backup or a replica's disk holds ciphertext they can neither
 * use, nor edit, nor move to another name.
 *
 * SECRETS_KEY is one or more 32-byte keys (base64, base64url or hex), comma-separated: the first
 * seals, every one opens — rotation is "put the new key first, restart, drop the old one later".
 * At each start a value kept in clear (written before SECRETS_KEY was set) or under an older key is
 * sealed again under the first key, in place. Without SECRETS_KEY values stay in clear, as before,
 * and a sealed one stops the start with a clear message rather than being replaced.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from './db/client';
import { appSecrets } from './db/schema';

/** What a sealed value starts with; the rest is nonce, ciphertext and tag, base64url, dot-separated. */
export const SEALED_PREFIX = 'sealed:v1:';
const KEY_BYTES = 32;
const NONCE_BYTES = 12;

export const SECRETS_KEY_RULE =
  'must be one or more comma-separated 32-byte keys in base64 or hex, the first sealing (e.g. the output of openssl rand -base64 32)';

/** One key as given: 32 bytes as base64 / base64url (43–44 characters) or hex (64), or undefined. */
function keyOf(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) return undefined;
  const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === KEY_BYTES ? key : undefined;
}

/** SECRETS_KEY read: the sealing key first, then older ones; undefined when any part is no key. */
export function parseSecretsKeys(raw: string): Buffer[] | undefined {
  const keys = raw.split(',').map(keyOf);
  return keys.length > 0 && keys.every((key) => key !== undefined) ? (keys as Buffer[]) : undefined;
}

export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);

const additionalData = (name: string) => Buffer.from(`app_secrets:${name}`, 'utf8');

export function seal(key: Buffer, name: string, value: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(additionalData(name));
  const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  const parts = [nonce, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url'));
  return `${SEALED_PREFIX}${parts.join('.')}`;
}

/** The value, or undefined when `key` did not seal it (or it was changed). */
export function unseal(key: Buffer, name: string, stored: string): string | undefined {
  const [nonce, sealed, tag, ...rest] = stored.slice(SEALED_PREFIX.length).split('.');
  if (!nonce || sealed === undefined || !tag || rest.length > 0) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(additionalData(name));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** What to store for a new value: sealed under the first key, or in clear without SECRETS_KEY. */
export const storedFormOf = (keys: readonly Buffer[], name: string, value: string) =>
  keys[0] ? seal(keys[0], name, value) : value;

/**
 * The value of a kept secret from its stored form. A value in clear, or sealed under an older key,
 * is sealed again under the first key (only if nobody changed the row meanwhile). Throws, naming
 * the secret and never its value, when it is sealed and no key given opens it.
 */
export async function openKeptSecret(
  db: Database,
  keys: readonly Buffer[],
  name: string,
  stored: string,
): Promise<string> {
  let value: string | undefined = stored;
  let sealedUnderFirst = false;
  if (isSealed(stored)) {
    if (keys.length === 0) {
      throw new Error(`app_secrets "${name}" is sealed: set SECRETS_KEY to the key it was sealed with`);
    }
    const index = keys.findIndex((key) => unseal(key, name, stored) !== undefined);
    if (index < 0) throw new Error(`SECRETS_KEY opens no key of app_secrets "${name}": it was sealed with another key`);
    value = unseal(keys[index], name, stored) as string;
    sealedUnderFirst = index === 0;
  }
  if (keys[0] && !sealedUnderFirst) {
    await db
      .update(appSecrets)
      .set({ value: seal(keys[0], name, value) })
      .where(and(eq(appSecrets.name, name), eq(appSecrets.value, stored)));
  }
  return value;
}
