import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TwoWayContinuation } from '../../src/contract/signup';
import { APPROVAL_MS, signupBody, verifiedCandidate } from './signup-flow';
import { createTestApp, drivers, type TestApp } from './test-app';

/** Every row of every table the app owns, as one string. */
async function dumpDatabase(app: TestApp): Promise<string> {
  const tables = await app.deps.db.execute<{ schema: string; name: string }>(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  expect(tables.rows.length).toBeGreaterThan(10);
  const dump: Record<string, unknown[]> = {};
  for (const { schema, name } of tables.rows) {
    const rows = await app.deps.db.execute(sql.raw(`select * from "${schema}"."${name}"`));
    dump[`${schema}.${name}`] = rows.rows;
  }
  return JSON.stringify(dump);
}

describe.each(drivers)('the resident number on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  it('is used for the tax lookup and found nowhere afterwards: not in any table, not in the logs', async () => {
    const body = signupBody('01070000001', { name: '배수아', birthday: '19870923', gender: '여성' });
    const backPart = '2738465';
    const identity = `870923${backPart}`;
    const verified = await verifiedCandidate(app, body);

    const form = { name: body.name, phone: body.phone, identity, consent: true };
    // A malformed attempt and a refused one travel the error paths too.
    await app.request('/api/v3/users/tax', {
      method: 'POST',
      token: verified.accessToken,
      json: { ...form, consent: 'yes' },
    });
    await app.request('/api/v3/users/tax', {
      method: 'POST',
      token: verified.accessToken,
      json: { ...form, identity: `870924${backPart}` },
    });
    const started = await app.request('/api/v3/users/tax', { method: 'POST', token: verified.accessToken, json: form });
    expect(started.status).toBe(200);
    const continuation = (await started.json()) as TwoWayContinuation;
    expect(JSON.stringify(continuation)).not.toContain(backPart);
    app.advance(APPROVAL_MS);
    const completed = await app.request('/api/v3/users/tax/verify', {
      method: 'POST',
      token: verified.accessToken,
      json: continuation,
    });
    expect(completed.status).toBe(200);
    expect(await completed.text()).not.toContain(backPart);

    const database = await dumpDatabase(app);
    expect(database).toContain(body.phone); // the dump does hold the sign-up's data
    expect(database).not.toContain(backPart);
    expect(database).not.toContain(identity);
    expect(app.logs.length).toBeGreaterThan(0);
    expect(app.logs.filter((line) => line.includes(backPart))).toEqual([]);
  });
});
