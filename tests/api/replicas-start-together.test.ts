/**
 * Replicas started at the same moment on an empty PostgreSQL database all come up. The
 * migrations, backfills, seed and generated secrets run under the database's start lock, one
 * replica at a time: the schema is made once, each seeded row exists once, and every replica signs
 * with the same keys (a code sent through one replica is accepted by another). Without the lock,
 * 2 of 3 failed on every try (`duplicate key … pg_type_typname_nsp_index`). The migration that turns
 * JIT off for the database is checked here too. Runs on a brand-new database of TEST_DATABASE_URL's
 * server; skipped when nothing answers there.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/load/scratch-database';
import { migrationsFolder } from '../../server/db/client';
import { postgresErrorLine } from '../../server/db/postgres-errors';
import { demoBizAccounts, demoCandidate } from '../../server/db/seed';
import { seedCompanies } from '../../server/db/seed-content/companies';
import { seedPeers } from '../../server/db/seed-content/peers';
import { seedRollingItems } from '../../server/db/seed-content/rolling';
import { bootReplicasTogether, postgresUnavailable, type Replicas } from './postgres-replicas';

const REPLICAS = 3;
/** Three starts one after another on a shared 2-core machine. */
const SLOW_MS = 180_000;
const adminUrl = process.env.TEST_DATABASE_URL;
const unavailable = await postgresUnavailable(adminUrl);
if (unavailable) process.stdout.write(`replicas-start-together: skipped: ${unavailable}\n`);

/** One row's first column, as a number. */
async function countOf(url: string, statement: string, values: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(statement, values);
    return Number(rows[0]?.count);
  } finally {
    await client.end();
  }
}

describe.skipIf(unavailable !== undefined)('three replicas started together on an empty PostgreSQL database', () => {
  let database: ScratchDatabase;
  let replicas: Replicas;

  beforeAll(async () => {
    database = await createScratchDatabase(adminUrl as string, 'boltx_replicas');
    replicas = await bootReplicasTogether(database.url, REPLICAS);
  }, SLOW_MS);

  afterAll(async () => {
    await replicas?.close();
    await database?.drop();
  });

  it('all come up', () => {
    const failures = replicas.outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [postgresErrorLine(outcome.reason) ?? String(outcome.reason)] : [],
    );
    expect(failures).toEqual([]);
    expect(replicas.apps).toHaveLength(REPLICAS);
    // They overlapped: at least one found the lock taken and waited for it.
    const waited = replicas.apps.filter((app) => app.logs.some((line) => line.includes('waiting for another replica')));
    expect(waited.length).toBeGreaterThanOrEqual(1);
  });

  it('made the schema once: every committed migration is recorded exactly once', async () => {
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const recorded = await countOf(database.url, 'select count(*) from drizzle.__drizzle_migrations');
    const distinct = await countOf(database.url, 'select count(distinct hash) from drizzle.__drizzle_migrations');
    expect(recorded).toBe(journal.entries.length);
    expect(distinct).toBe(journal.entries.length);
  });

  it('seeded each row once, the steps that check before they insert included', async () => {
    expect(await countOf(database.url, 'select count(*) from companies')).toBe(seedCompanies.length);
    // Inserted only when the table is empty: two replicas seeing it empty would insert it twice.
    expect(await countOf(database.url, 'select count(*) from rolling_items')).toBe(seedRollingItems.length);
    expect(await countOf(database.url, 'select count(*) from biz_accounts')).toBe(demoBizAccounts.length);
    expect(await countOf(database.url, 'select count(*) from candidates')).toBe(1 + seedPeers.length);
    // The demo candidate's careers are added while she has none: the same check-then-insert.
    const demoCareers = await countOf(
      database.url,
      'select count(*) from careers join candidates on candidates.id = careers.candidate_id where candidates.phone = $1',
      [demoCandidate.phone],
    );
    expect(demoCareers).toBe(2);
  });

  it('share the secrets: a code sent through one replica signs in through another', async () => {
    const [first, second, third] = replicas.apps;
    const phone = demoCandidate.phone;
    expect((await first.request('/api/users/login/code', { method: 'POST', json: { phone } })).status).toBe(200);
    const inbox = (await (await second.request(`/api/sandbox/inbox?phone=${phone}`)).json()) as {
      items: { body: string }[];
    };
    const code = inbox.items[0]?.body.match(/\d{6}/)?.[0];
    const login = await third.request('/api/users/login', { method: 'POST', json: { phone, code } });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    expect((await first.request('/api/v3/users/offers', { token: accessToken })).status).toBe(200);
  });

  it('turned JIT off for the database: a new session reads jit = off', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ jit: string }>('show jit');
      expect(rows[0]?.jit).toBe('off');
    } finally {
      await client.end();
    }
  });
});
