/**
 * Builds the real app on a fresh database for one test file: PGlite in memory, and, when
 * TEST_DATABASE_URL is set, a brand-new PostgreSQL database too (each a copy of a migrated template). Time is controllable, logs
 * are captured so tests can assert what never reaches them.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../../server/app';
import { boot } from '../../server/bootstrap';
import type { DatabaseHandle } from '../../server/db/client';
import { appSecrets } from '../../server/db/schema';
import { readEnv } from '../../server/env';
import { createLogger } from '../../server/logger';
import { pgliteTemplate } from './pglite-template';
import { createFromTemplate } from './postgres-template';

export type Driver = 'pglite' | 'postgres';

/** The drivers every API suite runs on. */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `boltx_test_${randomBytes(6).toString('hex')}`;
  // A copy of the migrated template: far cheaper than migrating a new database (postgres-template.ts).
  await createFromTemplate(adminUrl, name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  driver: Driver;
  /** Sends a request to the app as a client would (no network). */
  request(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  logs: string[];
  deps: Awaited<ReturnType<typeof boot>>['deps'];
  close(): Promise<void>;
}

/** Requests as a client sends them (no network): `json` as the body, `token` as the bearer. */
function requestsTo(app: ReturnType<typeof createApp>): TestApp['request'] {
  return (path, init = {}) => {
    const { json, token, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return Promise.resolve(
      app.request(path, { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json) }),
    );
  };
}

/** What a replica of an app needs: its configuration, its database and its clock. */
const replicaSources = new WeakMap<TestApp, { env: ReturnType<typeof readEnv>; database: DatabaseHandle }>();

/**
 * Every request of a suite comes from one client address (none is named), as no real client's do:
 * the limits per address are raised here, and tests/api/abuse-limits.test.ts sets them back.
 */
export const ONE_ADDRESS_LIMITS = {
  CODE_SENDS_PER_ADDRESS_PER_HOUR: '1000',
  VERIFY_REQUESTS_PER_ADDRESS_PER_HOUR: '1000',
  SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
  GUEST_INQUIRIES_PER_ADDRESS_PER_HOUR: '1000',
};

export async function createTestApp(driver: Driver, overrides: Record<string, string> = {}): Promise<TestApp> {
  const postgres = driver === 'postgres' ? await createPostgresDatabase() : undefined;
  const env = readEnv({
    SANDBOX: '1',
    STATIC_DIR: '',
    LOG_LEVEL: 'debug',
    ...ONE_ADDRESS_LIMITS,
    // Suites run at any hour: quiet hours would hold their pushes; quiet-hours.test.ts turns them on.
    PUSH_QUIET_HOURS: '0',
    // Suites count offers, coffee chats and rankings from nothing; sandbox-demo.test.ts turns the demo's on.
    SANDBOX_DEMO_ACTIVITY: '0',
    // One app (and its replicas in process, sharing its disk): uploads may stay on the disk.
    ...(postgres
      ? {
          DATABASE_URL: postgres.url,
          JWT_SECRET: randomBytes(48).toString('base64url'),
          FILES_ON_DISK: 'single-replica',
        }
      : {}),
    // PostgreSQL outside the sandbox seals the keys it keeps (server/env.ts); a sandbox keeps them readable for the suites.
    ...(postgres && overrides.SANDBOX === '0' ? { SECRETS_KEY: randomBytes(32).toString('base64') } : {}),
    ...overrides,
  });
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const logs: string[] = [];
  const logger = createLogger(env.logLevel, (line) => logs.push(line));
  const { deps, database } = await boot(env, logger, {
    now,
    pgliteDir: 'memory://',
    pgliteTemplate: postgres ? undefined : await pgliteTemplate(),
  });
  const app = createApp(deps);

  const testApp: TestApp = {
    driver,
    deps,
    logs,
    advance: (ms) => {
      offset += ms;
    },
    request: requestsTo(app),
    async close() {
      await database.close();
      await postgres?.drop();
    },
  };
  replicaSources.set(testApp, { env, database });
  return testApp;
}

/**
 * A second replica of `primary`: booted anew (its own services, nothing in memory shared with the
 * primary but the clock) over the same database — on PostgreSQL through its own connection pool, on
 * PGlite through the same in-process database. Close it before the primary.
 */
export async function createReplica(
  primary: TestApp,
  /** Where this replica differs (another release's STATIC_DIR, say). */
  changes: Partial<ReturnType<typeof readEnv>> = {},
): Promise<TestApp> {
  const source = replicaSources.get(primary);
  if (!source) throw new Error('not an app of createTestApp');
  const logs: string[] = [];
  const logger = createLogger(source.env.logLevel, (line) => logs.push(line));
  const shared = primary.driver === 'pglite' ? source.database : undefined;
  const env = { ...source.env, ...changes };
  const { deps, database } = await boot(env, logger, { now: primary.deps.now, database: shared });
  const app = createApp(deps);
  return {
    driver: primary.driver,
    deps,
    logs,
    advance: (ms) => primary.advance(ms),
    request: requestsTo(app),
    async close() {
      if (!shared) await database.close();
    },
  };
}

/** The key the app signs access tokens with: JWT_SECRET (required on PostgreSQL), else the one kept in app_secrets. */
export async function jwtSecretOf(app: TestApp): Promise<string> {
  if (app.deps.env.jwtSecret) return app.deps.env.jwtSecret;
  const [row] = await app.deps.db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'));
  return row.value;
}

/** Signs a candidate in through the sandbox exactly as the app does: code, inbox, login. */
export async function signIn(app: TestApp, phone: string) {
  const sent = await app.request('/api/users/login/code', { method: 'POST', json: { phone } });
  if (sent.status !== 200) throw new Error(`code request failed: ${sent.status}`);
  const inbox = (await (await app.request(`/api/sandbox/inbox?phone=${phone}`)).json()) as {
    items: { body: string }[];
  };
  const code = inbox.items[0]?.body.match(/\d{6}/)?.[0];
  const response = await app.request('/api/users/login', { method: 'POST', json: { phone, code } });
  return {
    response,
    body: (await response.json()) as { accessToken: string; refreshToken: string; userId: string; name: string },
  };
}
