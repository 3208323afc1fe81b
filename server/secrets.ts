/**
 * Secrets the operator did not configure are generated once and kept in the database, so a
 * restart keeps everyone signed in and every replica signs with the same key. With PGlite the
 * database lives in DATA_DIR, which is where the issue wants them. A start creates them under the
 * database's start lock (db/start-lock.ts), one replica at a time; the insert tolerates a
 * concurrent one all the same (on conflict do nothing, then read back). With SECRETS_KEY they are
 * sealed at rest (secret-sealing.ts): pass its keys, and what is read back is opened with them.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './db/client';
import { appSecrets } from './db/schema';
import { generateVapidKeys, type VapidKeys, vapidKeysProblem } from './providers/vapid';
import { openKeptSecret, storedFormOf } from './secret-sealing';

export async function loadOrCreateSecret(
  db: Database,
  name: string,
  generate: () => string,
  /** SECRETS_KEY's keys (env.secretsKeys): the value is sealed at rest with the first. */
  keys: readonly Buffer[] = [],
): Promise<string> {
  const existing = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (existing[0]) return openKeptSecret(db, keys, name, existing[0].value);
  // A concurrent writer (one not under the start lock) may win the insert; read back whichever landed.
  await db
    .insert(appSecrets)
    .values({ name, value: storedFormOf(keys, name, generate()) })
    .onConflictDoNothing();
  const stored = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!stored[0]) throw new Error(`secret ${name} could not be stored`);
  return openKeptSecret(db, keys, name, stored[0].value);
}

/** A value kept by loadOrCreateSecret, or undefined when none was ever stored. */
export async function readSecret(db: Database, name: string): Promise<string | undefined> {
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return row?.value;
}

export const randomSecret = () => randomBytes(48).toString('base64url');

/** The VAPID pair when VAPID_* is not configured: generated on the first start, then the same for every replica. */
export async function loadVapidKeys(db: Database, sealing: readonly Buffer[] = []): Promise<VapidKeys> {
  const stored = await loadOrCreateSecret(db, 'vapid-keys', () => JSON.stringify(generateVapidKeys()), sealing);
  let keys: VapidKeys | undefined;
  try {
    const parsed = JSON.parse(stored) as Partial<VapidKeys>;
    keys =
      typeof parsed.publicKey === 'string' && typeof parsed.privateKey === 'string' ? (parsed as VapidKeys) : undefined;
  } catch {
    keys = undefined;
  }
  if (!keys || vapidKeysProblem(keys)) {
    throw new Error(
      'the stored VAPID keys (app_secrets "vapid-keys") are damaged: configure VAPID_* or delete the row',
    );
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
