/**
 * The start-up matrix of sandbox mode (DESIGN.md §4): on by default with the embedded
 * database only; with DATABASE_URL only when SANDBOX=1 asks; and a server outside the sandbox on a
 * database a sandbox server used before disables the demo accounts whose password the README
 * publishes, ends their sessions and answers every sandbox surface 404.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../scripts/load/scratch-database';
import { createApp } from '../../server/app';
import { boot } from '../../server/bootstrap';
import type { DatabaseHandle } from '../../server/db/client';
import { candidates } from '../../server/db/schema';
import { readEnv } from '../../server/env';
import { createLogger } from '../../server/logger';
import { createSignup, signupBody, verificationRequest } from './signup-flow';

const DEMO_PASSWORD = 'boltx-demo-2026';
const JWT_SECRET = 'sandbox-mode-test-secret-of-at-least-32-characters';
/** Outside the sandbox PostgreSQL needs a key sealing what it keeps (32 bytes, base64). */
const SECRETS_KEY = Buffer.alloc(32, 3).toString('base64');

interface Server {
  db: Awaited<ReturnType<typeof boot>>['deps']['db'];
  request(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  logs: string[];
  close(): Promise<void>;
}

/** Boots the real app as server/main.ts does, from an environment like the process's. */
async function start(source: Record<string, string>, where: { pgliteDir?: string }): Promise<Server> {
  const env = readEnv({ STATIC_DIR: '', LOG_LEVEL: 'info', FILES_ON_DISK: 'single-replica', ...source });
  const logs: string[] = [];
  const { deps, database } = await boot(
    env,
    createLogger(env.logLevel, (line) => logs.push(line)),
    where,
  );
  const app = createApp(deps);
  return {
    db: deps.db,
    logs,
    request: async (url, init = {}) => {
      const { json, token, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('Content-Type', 'application/json');
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return app.request(url, { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json) });
    },
    close: () => (database as DatabaseHandle).close(),
  };
}

const consoleLogin = (server: Server, email: string) =>
  server.request('/api/biz/login', { method: 'POST', json: { email, password: DEMO_PASSWORD } });

async function expectSandboxSurfacesGone(server: Server) {
  expect((await server.request('/api/sandbox/inbox?phone=01012345678')).status).toBe(404);
  const consent = await server.request('/api/sandbox/oauth/authorize', { method: 'POST', json: {} });
  expect(consent.status).toBe(404);
}

describe('sandbox mode on the embedded database (the default)', () => {
  let dir: string;
  let server: Server;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'boltx-sandbox-'));
    server = await start({}, { pgliteDir: path.join(dir, 'pglite') });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('is on, says so loudly with the reason, and lets the demo accounts in', async () => {
    const health = (await (await server.request('/api/health')).json()) as { sandbox: boolean };
    expect(health.sandbox).toBe(true);
    const line = server.logs.find((entry) => entry.includes('SANDBOX MODE'));
    expect(line).toContain('the embedded database without CODEF credentials');
    expect(JSON.parse(line as string).level).toBe('warn');
    expect((await consoleLogin(server, 'operator@boltx.example')).status).toBe(200);
    expect((await server.request('/api/sandbox/inbox?phone=01012345678')).status).toBe(200);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('sandbox mode on PostgreSQL (DATABASE_URL)', () => {
  it('stays off without SANDBOX=1: no demo account, no sandbox surface, lookups answer maintenance', async () => {
    const database = await createScratchDatabase(postgresUrl as string, 'boltx_mode_off');
    const server = await start({ DATABASE_URL: database.url, JWT_SECRET, SECRETS_KEY }, {});
    try {
      const health = (await (await server.request('/api/health')).json()) as { sandbox: boolean };
      expect(health.sandbox).toBe(false);
      expect(server.logs.find((entry) => entry.includes('sandbox mode off'))).toContain(
        'DATABASE_URL is set and SANDBOX=1 is not',
      );
      expect((await consoleLogin(server, 'operator@boltx.example')).status).toBe(401);
      await expectSandboxSurfacesGone(server);

      // Without CODEF credentials the sign-up says the service is under maintenance (SPEC §8, 419)…
      const person = signupBody('01055550101');
      const signupId = await createSignup(server as never, person);
      const lookup = await server.request('/api/v3/users/verify/request', {
        method: 'POST',
        json: verificationRequest(signupId, person),
      });
      expect(lookup.status).toBe(419);
      expect(((await lookup.json()) as { status: { message: string } }).status.message).toBe(
        '지금은 서비스 점검 중 입니다.',
      );
      // …while the rest of the product answers.
      expect((await server.request('/api/companies')).status).toBe(200);
    } finally {
      await server.close();
      await database.drop();
    }
  });

  it('is on with SANDBOX=1, and says so loudly', async () => {
    const database = await createScratchDatabase(postgresUrl as string, 'boltx_mode_on');
    const server = await start({ DATABASE_URL: database.url, JWT_SECRET, SANDBOX: '1' }, {});
    try {
      expect(server.logs.find((entry) => entry.includes('SANDBOX MODE'))).toContain('SANDBOX=1');
      expect((await consoleLogin(server, 'operator@boltx.example')).status).toBe(200);
    } finally {
      await server.close();
      await database.drop();
    }
  });

  it('disables the demo accounts of an earlier sandbox run on the same database, sessions included', async () => {
    const database = await createScratchDatabase(postgresUrl as string, 'boltx_mode_after');
    const sandbox = await start({ DATABASE_URL: database.url, JWT_SECRET, SANDBOX: '1' }, {});
    const operator = (await (await consoleLogin(sandbox, 'operator@boltx.example')).json()) as {
      accessToken: string;
      refreshToken: string;
    };
    const partner = await sandbox.request('/api/partners/login', {
      method: 'POST',
      json: { email: 'partner@boltx.example', password: DEMO_PASSWORD },
    });
    expect(partner.status).toBe(200);
    await sandbox.close();

    const production = await start({ DATABASE_URL: database.url, JWT_SECRET, SECRETS_KEY, SANDBOX: '0' }, {});
    try {
      expect((await consoleLogin(production, 'operator@boltx.example')).status).toBe(401);
      expect((await consoleLogin(production, 'recruiter@hanbit-mobility.example')).status).toBe(401);
      // The operator's access token is still within its 15 minutes and signed with the same key: it finds nobody.
      expect((await production.request('/api/biz/me', { token: operator.accessToken })).status).toBe(401);
      const refreshed = await production.request('/api/auth/refresh', { token: operator.refreshToken });
      expect(refreshed.status).toBe(401);
      const partnerAgain = await production.request('/api/partners/login', {
        method: 'POST',
        json: { email: 'partner@boltx.example', password: DEMO_PASSWORD },
      });
      expect(partnerAgain.status).not.toBe(200);
      // The demo candidate (a real stranger's number once SMS is real) is deleted as accounts are.
      const demoCandidate = await production.db
        .select({ id: candidates.id })
        .from(candidates)
        .where(and(eq(candidates.phone, '01012345678'), isNull(candidates.deletedAt)));
      expect(demoCandidate).toEqual([]);
      await expectSandboxSurfacesGone(production);
      expect(production.logs.some((entry) => entry.includes('demo accounts of an earlier sandbox run disabled'))).toBe(
        true,
      );
      expect(production.logs.some((entry) => entry.includes('a sandbox server used this database before'))).toBe(true);
    } finally {
      await production.close();
    }
    const again = await start({ DATABASE_URL: database.url, JWT_SECRET, SECRETS_KEY, SANDBOX: '0' }, {});
    try {
      // A second start finds nothing left to disable, and says so only about the earlier sandbox use.
      expect(again.logs.some((entry) => entry.includes('demo accounts of an earlier sandbox run disabled'))).toBe(
        false,
      );
      expect((await consoleLogin(again, 'operator@boltx.example')).status).toBe(401);
    } finally {
      await again.close();
      await database.drop();
    }
  });
});
