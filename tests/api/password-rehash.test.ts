/**
 * Console and partner passwords stored under an older setting (scrypt N=2^14, before argon2id) keep
 * signing in, and the first successful sign-in stores a current hash in their place; a costlier
 * stored setting never turns a sign-in into a 500 (server/auth/passwords.ts).
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsRehash } from '../../server/auth/passwords';
import { bizAccounts } from '../../server/db/schema';
import { partners } from '../../server/db/schema-partners';
import { DEMO_BIZ_PASSWORD } from '../../server/db/seed';
import { demoPartner } from '../../server/db/seed-demo-event';
import { createTestApp, drivers, type TestApp } from './test-app';

function scryptHash(password: string, N: number) {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, { N, r: 8, p: 1, maxmem: 128 * 8 * (N + 3) + 1024 * 1024 });
  return ['scrypt', N, 8, 1, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

describe.each(drivers)('password hashes of an older setting on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver, { TRUST_PROXY: '1' });
  });
  afterAll(() => app?.close());

  let ipSerial = 0;
  const signIn = (path: string, email: string, password: string) => {
    ipSerial += 1;
    return app.request(path, {
      method: 'POST',
      json: { email, password },
      headers: { 'X-Forwarded-For': `203.0.113.${ipSerial}` },
    });
  };
  const storedBizHash = async (email: string) =>
    (
      await app.deps.db.select({ hash: bizAccounts.passwordHash }).from(bizAccounts).where(eq(bizAccounts.email, email))
    )[0].hash;
  const setBizHash = (email: string, passwordHash: string) =>
    app.deps.db.update(bizAccounts).set({ passwordHash }).where(eq(bizAccounts.email, email));

  it('upgrades a console account’s scrypt N=2^14 hash to argon2id at its first successful sign-in', async () => {
    const email = 'agent@boltx.example';
    const old = scryptHash(DEMO_BIZ_PASSWORD, 2 ** 14);
    await setBizHash(email, old);

    expect((await signIn('/api/biz/login', email, 'not-the-password')).status).toBe(401);
    expect(await storedBizHash(email)).toBe(old);

    expect((await signIn('/api/biz/login', email, DEMO_BIZ_PASSWORD)).status).toBe(200);
    const upgraded = await storedBizHash(email);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(upgraded)).toBe(false);

    expect((await signIn('/api/biz/login', email, DEMO_BIZ_PASSWORD)).status).toBe(200);
    expect(await storedBizHash(email)).toBe(upgraded);
  });

  it('signs in a console account whose hash was made with scrypt N=2^17, without a 500', async () => {
    const email = 'operator@boltx.example';
    await setBizHash(email, scryptHash(DEMO_BIZ_PASSWORD, 2 ** 17));

    expect((await signIn('/api/biz/login', email, DEMO_BIZ_PASSWORD)).status).toBe(200);
    expect(await storedBizHash(email)).toMatch(/^\$argon2id\$/);
  });

  it('upgrades a partner’s old hash at their successful sign-in', async () => {
    const old = scryptHash(DEMO_BIZ_PASSWORD, 2 ** 14);
    await app.deps.db.update(partners).set({ passwordHash: old }).where(eq(partners.email, demoPartner.email));

    expect((await signIn('/api/partners/login', demoPartner.email, DEMO_BIZ_PASSWORD)).status).toBe(200);
    const [row] = await app.deps.db
      .select({ hash: partners.passwordHash })
      .from(partners)
      .where(eq(partners.email, demoPartner.email));
    expect(row.hash).toMatch(/^\$argon2id\$/);
  });
});
