/**
 * Several replicas of the app booted at the same moment on one PostgreSQL database, each with its
 * own pool, services and logs, as separate servers would be (the suites of the start lock,
 * PgBouncer). `postgresUnavailable()` says why TEST_DATABASE_URL cannot serve, for a skip.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp } from '../../server/app';
import { boot } from '../../server/bootstrap';
import { readEnv } from '../../server/env';
import { createLogger } from '../../server/logger';
import { ONE_ADDRESS_LIMITS, type TestApp } from './test-app';

const PROBE_TIMEOUT_MS = 3_000;

/** Why no PostgreSQL test can run (TEST_DATABASE_URL unset or not answering), or undefined. */
export async function postgresUnavailable(adminUrl: string | undefined): Promise<string | undefined> {
  if (!adminUrl) return 'TEST_DATABASE_URL is not set';
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return `no PostgreSQL answers at TEST_DATABASE_URL: ${(error as Error).message}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface Replicas {
  /** Each boot's outcome, in order: a replica, or why it did not start. */
  outcomes: PromiseSettledResult<TestApp>[];
  /** The replicas that started. */
  apps: TestApp[];
  close(): Promise<void>;
}

/** Boots `count` replicas at once on `databaseUrl` (sandbox mode, files on a temporary disk). */
export async function bootReplicasTogether(
  databaseUrl: string,
  count: number,
  overrides: Record<string, string> = {},
): Promise<Replicas> {
  const dataDir = path.join(os.tmpdir(), `boltx-replicas-${randomBytes(6).toString('hex')}`);
  const env = readEnv({
    SANDBOX: '1',
    // The suites count offers from zero: without the demo's history (test-app.ts does the same).
    SANDBOX_DEMO_ACTIVITY: '0',
    STATIC_DIR: '',
    LOG_LEVEL: 'info',
    PUSH_QUIET_HOURS: '0',
    ...ONE_ADDRESS_LIMITS,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    // These replicas are one process, on one disk: files kept there reach every one of them.
    FILES_ON_DISK: 'single-replica',
    ...overrides,
  });
  await mkdir(dataDir);
  const bootOne = async (): Promise<TestApp> => {
    const logs: string[] = [];
    const { deps, database } = await boot(
      env,
      createLogger(env.logLevel, (line) => logs.push(line)),
    );
    const app = createApp(deps);
    return {
      driver: 'postgres',
      deps,
      logs,
      advance: () => {
        throw new Error('replicas run on the real clock');
      },
      request: async (url, init = {}) => {
        const { json, token, ...rest } = init;
        const headers = new Headers(rest.headers);
        if (json !== undefined) headers.set('Content-Type', 'application/json');
        if (token) headers.set('Authorization', `Bearer ${token}`);
        return app.request(url, { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json) });
      },
      close: () => database.close(),
    };
  };
  const outcomes = await Promise.allSettled(Array.from({ length: count }, bootOne));
  const apps = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  return {
    outcomes,
    apps,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
