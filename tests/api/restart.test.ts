/**
 * PGlite keeps its files in DATA_DIR: a restart must keep everyone signed in (the generated
 * secrets live in the database) and the idempotent seed must not duplicate anything. The
 * harness always uses an in-memory PGlite, so this suite boots the server itself — the first time
 * into a DATA_DIR with nothing in it (initdb), which no other server of the suites does.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { type Booted, boot } from '../../server/bootstrap';
import {
  appSecrets,
  bizAccounts,
  candidates,
  companies,
  faqs,
  jobLabels,
  popularJobs,
  rollingItems,
} from '../../server/db/schema';
import { readEnv } from '../../server/env';
import { createLogger } from '../../server/logger';
import { newPgliteDataDir } from './pglite-template';

type App = ReturnType<typeof createApp>;
type Tokens = { accessToken: string; refreshToken: string };

async function start(dataDir: string, options: { sandbox?: boolean; logs?: string[] } = {}) {
  const { sandbox = true, logs } = options;
  const level = logs ? 'info' : 'silent';
  const env = readEnv({ SANDBOX: sandbox ? '1' : '0', STATIC_DIR: '', LOG_LEVEL: level, DATA_DIR: dataDir });
  const booted: Booted = await boot(
    env,
    createLogger(level, (line) => logs?.push(line)),
  );
  return { booted, app: createApp(booted.deps) as App };
}

const post = (app: App, url: string, json: unknown) =>
  app.request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) });
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

async function signIn(app: App, phone: string): Promise<Tokens> {
  expect((await post(app, '/api/users/login/code', { phone })).status).toBe(200);
  const inbox = (await (await app.request(`/api/sandbox/inbox?phone=${phone}`)).json()) as {
    items: { body: string }[];
  };
  const code = inbox.items[0]?.body.match(/\d{6}/)?.[0];
  const response = await post(app, '/api/users/login', { phone, code });
  expect(response.status).toBe(200);
  return (await response.json()) as Tokens;
}

/** Row counts of every seeded table and of the generated secrets. */
async function tableSizes(booted: Booted) {
  const { db } = booted.deps;
  const tables = { companies, appSecrets, candidates, bizAccounts, faqs, jobLabels, popularJobs, rollingItems };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row.n] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('a restart on the same PGlite data directory', () => {
  let dataDir: string;
  let before: { tokens: Tokens; sizes: Awaited<ReturnType<typeof tableSizes>>; pushKey: unknown };
  let after: { booted: Booted; app: App };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'boltx-restart-'));
    const first = await start(dataDir);
    try {
      before = {
        tokens: await signIn(first.app, '01012345678'),
        sizes: await tableSizes(first.booted),
        pushKey: await (await first.app.request('/api/push/key')).json(),
      };
    } finally {
      await first.booted.database.close();
    }
    after = await start(dataDir);
  });
  afterAll(async () => {
    await after?.booted.database.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the access token issued before the restart valid', async () => {
    const response = await after.app.request('/api/v3/users/my', bearer(before.tokens.accessToken));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: '김하늘' });
  });

  it('keeps the refresh token issued before the restart usable', async () => {
    const response = await after.app.request('/api/auth/refresh', bearer(before.tokens.refreshToken));
    expect(response.status).toBe(200);
    const next = (await response.json()) as Tokens;
    expect((await after.app.request('/api/v3/users/my', bearer(next.accessToken))).status).toBe(200);
  });

  it('keeps the generated VAPID key, so browsers stay subscribed', async () => {
    expect(await (await after.app.request('/api/push/key')).json()).toEqual(before.pushKey);
  });

  it('does not duplicate the seed or the generated secrets', async () => {
    const response = await after.app.request('/api/companies');
    const { companyItems } = (await response.json()) as { companyItems: unknown[] };
    expect(companyItems).toHaveLength(27);
    const sizes = await tableSizes(after.booted);
    expect(sizes.companies).toBeGreaterThanOrEqual(27);
    expect(sizes.appSecrets).toBeGreaterThanOrEqual(3);
    expect(sizes).toEqual(before.sizes);
  });
});

describe('a restart outside sandbox mode of a database seeded in it', () => {
  it('disables the demo console accounts with the published password, and says so', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boltx-restart-'));
    try {
      // A migrated database where the server keeps it: the start from no directory at all is the suite above.
      await newPgliteDataDir(path.join(dataDir, 'pglite'));
      await (await start(dataDir)).booted.database.close();
      const logs: string[] = [];
      const live = await start(dataDir, { sandbox: false, logs });
      const login = await post(live.app, '/api/biz/login', {
        email: 'agent@boltx.example',
        password: 'boltx-demo-2026',
      });
      await live.booted.database.close();
      expect(login.status).toBe(401);
      const warning = logs.find((line) => line.includes('demo accounts of an earlier sandbox run disabled'));
      expect(JSON.parse(warning as string)).toMatchObject({ consoleAccounts: 5, partners: 1 });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
