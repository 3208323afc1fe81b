/**
 * A suite's PostgreSQL database is a copy of the migrated template (postgres-template.ts): it must be
 * the database the migrations make, its own settings included, which a copy does not carry by itself.
 * Skipped when TEST_DATABASE_URL is not set (the suites run on PGlite only).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrations-fingerprint';
import { createTestApp, type TestApp } from './test-app';

async function read<T extends pg.QueryResultRow>(url: string, statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(statement)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a suite’s PostgreSQL database, copied from the template', () => {
  let app: TestApp;
  let url: string;

  beforeAll(async () => {
    app = await createTestApp('postgres');
    url = app.deps.env.databaseUrl as string;
  });
  afterAll(() => app?.close());

  it('has every migration applied, once', async () => {
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const [row] = await read<{ count: string }>(url, 'select count(*) from drizzle.__drizzle_migrations');
    expect(Number(row?.count)).toBe(journal.entries.length);
  });

  it('has the database’s own settings: a new session reads jit = off (migration 0019)', async () => {
    const [row] = await read<{ jit: string }>(url, 'show jit');
    expect(row?.jit).toBe('off');
  });

  it('serves the app: a candidate signs in', async () => {
    const sent = await app.request('/api/users/login/code', { method: 'POST', json: { phone: '01012345678' } });
    expect(sent.status).toBe(200);
  });
});
