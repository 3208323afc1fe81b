/**
 * A database outage is a known state: with PostgreSQL stopped under steady traffic —
 * message sends with Idempotency-Keys and reads — every answer is 503 with Retry-After and SPEC's
 * maintenance message (never a 500), readiness (/api/health) is 503 naming the database while
 * liveness stays 200, and the outage is one warning line, not a stack per request. Started again
 * on the same port and data, the pool reconnects by itself: 2xx again, every acknowledged write is
 * there exactly once, and the refused ones sent again with their keys are written once each. The
 * scratch PostgreSQL is the test's own (scratch-postgres.ts), the job runner polls meanwhile as in
 * production; PGlite's closed state is checked too.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { type Booted, boot } from '../../server/bootstrap';
import { readEnv } from '../../server/env';
import { startJobRunner } from '../../server/job-runner';
import { createLogger } from '../../server/logger';
import { ErrorBody } from '../../src/contract/errors';
import { HealthUnavailable, Liveness } from '../../src/contract/health';
import type { Message, MessagePage, MessageSlice } from '../../src/contract/messages';
import { driverClient } from './helpers';
import { type ScratchPostgres, scratchPostgresUnavailable, startScratchPostgres } from './scratch-postgres';
import { createTestApp, type TestApp } from './test-app';

const DEMO_PHONE = '01012345678';
const MAINTENANCE = { status: { code: 'MAINTENANCE', message: '지금은 서비스 점검 중 입니다.' } };
/** Steady traffic: a read every READ_EVERY_MS, a message send every WRITE_EVERY_MS. */
const READ_EVERY_MS = 100;
const WRITE_EVERY_MS = 300;
const BEFORE_MS = 1_500;
const DOWN_MS = 4_000;
const AFTER_MS = 1_500;

type Phase = 'before' | 'stopping' | 'down' | 'starting' | 'after';

interface Answer {
  what: string;
  /** The phase when it was sent and when its answer came. */
  sent: Phase;
  answered: Phase;
  status: number;
  retryAfter: string | null;
  body: unknown;
}

interface Write {
  key: string;
  text: string;
  status?: number;
}

type Call = (
  pathname: string,
  init?: { method?: string; json?: unknown; token?: string; key?: string },
) => Promise<Response>;

const callerOf =
  (app: ReturnType<typeof createApp>): Call =>
  (pathname, init = {}) =>
    Promise.resolve(
      app.request(pathname, {
        method: init.method ?? 'GET',
        headers: {
          ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
          ...(init.key ? { 'Idempotency-Key': init.key } : {}),
        },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      }),
    );

async function signInDemo(call: Call): Promise<string> {
  expect((await call('/api/users/login/code', { method: 'POST', json: { phone: DEMO_PHONE } })).status).toBe(200);
  const inbox = (await (await call(`/api/sandbox/inbox?phone=${DEMO_PHONE}`)).json()) as { items: { body: string }[] };
  const code = inbox.items[0]?.body.match(/\d{6}/)?.[0];
  const login = await call('/api/users/login', { method: 'POST', json: { phone: DEMO_PHONE, code } });
  expect(login.status).toBe(200);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/** Every message of the room, oldest first. */
async function roomHistory(call: Call, token: string, roomId: number): Promise<Message[]> {
  const latest = (await (await call(`/api/users/message/${roomId}`, { token })).json()) as MessagePage;
  let items = latest.items;
  let hasMore = latest.hasMore;
  while (hasMore && items.length > 0) {
    const older = (await (
      await call(`/api/users/message/${roomId}/${items[0].messageId}?type=before`, { token })
    ).json()) as MessageSlice;
    items = [...older.items, ...items];
    hasMore = older.hasMore;
  }
  return items;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const parsedLogs = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

const unavailable = scratchPostgresUnavailable();
if (unavailable) process.stdout.write(`database-outage: PostgreSQL stopped and started is skipped: ${unavailable}\n`);

describe.skipIf(unavailable !== undefined)('PostgreSQL stopped and started again under steady traffic', () => {
  let postgres: ScratchPostgres | undefined;
  let booted: Booted | undefined;
  let jobs: ReturnType<typeof startJobRunner> | undefined;
  let dataDir: string;
  let call: Call;
  let token: string;
  let roomId: number;
  const logs: string[] = [];

  beforeAll(async () => {
    postgres = await startScratchPostgres();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'boltx-outage-'));
    const env = readEnv({
      SANDBOX: '1',
      STATIC_DIR: '',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      FILES_ON_DISK: 'single-replica',
    });
    booted = await boot(
      env,
      createLogger(env.logLevel, (line) => logs.push(line)),
    );
    call = callerOf(createApp(booted.deps));
    // As in production: the job poll (every 2 s) fails during the outage too, and must stay quiet.
    jobs = startJobRunner(booted.deps);
    token = await signInDemo(call);
    const opened = await call('/api/users/message/room', {
      method: 'POST',
      token,
      json: { message: '점검 시험방을 엽니다.' },
    });
    expect(opened.status).toBe(201);
    roomId = ((await opened.json()) as MessagePage).room.roomId;
  }, 60_000);

  afterAll(async () => {
    await jobs?.stop();
    // Whatever the pool does, the scratch server is stopped and removed.
    await Promise.race([booted?.database.close().catch(() => undefined), sleep(5_000)]);
    await postgres?.remove();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while it is down, logs one warning, and loses no acknowledged write', async () => {
    const database = postgres as ScratchPostgres;
    const logsFrom = logs.length;
    let phase: Phase = 'before';
    let running = true;
    const answers: Answer[] = [];
    const writes: Write[] = [];
    const inFlight: Promise<unknown>[] = [];

    /** Sends, and keeps the answer with the phases it was sent and answered in. */
    const observe = (what: string, send: () => Promise<Response>) => {
      const sent = phase;
      const answered = send().then(async (response) => {
        const body: unknown = await response.json();
        const retryAfter = response.headers.get('Retry-After');
        answers.push({ what, sent, answered: phase, status: response.status, retryAfter, body });
        return { status: response.status, retryAfter, body };
      });
      inFlight.push(answered);
      return answered;
    };
    const reads = (async () => {
      for (let turn = 0; running; turn += 1) {
        const what = turn % 2 === 0 ? `/api/users/message/${roomId}` : '/api/v3/users/my';
        void observe(`GET ${what}`, () => call(what, { token }));
        await sleep(READ_EVERY_MS);
      }
    })();
    const sends = (async () => {
      while (running) {
        const write: Write = { key: randomUUID(), text: `점검 중 보낸 메시지 ${writes.length + 1}` };
        writes.push(write);
        const message = { roomId, message: write.text };
        void observe('POST /api/users/message', () =>
          call('/api/users/message', { method: 'POST', token, key: write.key, json: message }),
        ).then(({ status }) => {
          write.status = status;
        });
        await sleep(WRITE_EVERY_MS);
      }
    })();

    await sleep(BEFORE_MS);
    phase = 'stopping';
    await database.stop();
    phase = 'down';
    await sleep(DOWN_MS / 2);
    const health = await observe('GET /api/health', () => call('/api/health'));
    const live = await call('/api/health/live');
    await sleep(DOWN_MS / 2);
    phase = 'starting';
    await database.start();
    // Readiness comes back by itself: the pool reconnects on the next request.
    for (let tries = 0; (await observe('GET /api/health', () => call('/api/health'))).status !== 200; tries += 1) {
      expect(tries, 'the health check stays 503 after PostgreSQL started again').toBeLessThan(50);
      await sleep(100);
    }
    phase = 'after';
    await sleep(AFTER_MS);
    running = false;
    await Promise.all([reads, sends]);
    await Promise.all(inFlight);

    // Readiness names the database; liveness does not care.
    expect(health.status).toBe(503);
    expect(health.retryAfter).toMatch(/^[1-9]\d?$/);
    expect(is(health.body, HealthUnavailable), JSON.stringify(health.body)).toBe(true);
    expect(live.status).toBe(200);
    expect(is(await live.json(), Liveness)).toBe(true);

    // Never a 500: 2xx or the maintenance 503, whose Retry-After is a few seconds.
    expect(answers.filter((answer) => ![200, 201, 503].includes(answer.status))).toEqual([]);
    for (const answer of answers.filter((each) => each.status === 503 && each.what !== 'GET /api/health')) {
      expect(answer.body).toEqual(MAINTENANCE);
      expect(is(answer.body, ErrorBody)).toBe(true);
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(30);
    }
    const whileDown = answers.filter((answer) => answer.sent === 'down' && answer.answered === 'down');
    expect(whileDown.length).toBeGreaterThan(20);
    expect(whileDown.filter((answer) => answer.status !== 503)).toEqual([]);
    const after = answers.filter((answer) => answer.sent === 'after');
    expect(after.length).toBeGreaterThan(5);
    expect(after.filter((answer) => answer.status >= 300)).toEqual([]);
    expect(answers.filter((answer) => answer.sent === 'before').every((answer) => answer.status < 300)).toBe(true);

    // One warning for the whole outage, one line when it ended, and no stack anywhere.
    const lines = parsedLogs(logs.slice(logsFrom));
    const loud = lines.filter((line) => line.level === 'warn' || line.level === 'error');
    expect(loud).toEqual([expect.objectContaining({ level: 'warn', message: 'database unreachable' })]);
    const refused = answers.filter((answer) => answer.status === 503).length;
    expect(lines.filter((line) => line.message === 'database reachable again')).toEqual([
      expect.objectContaining({ level: 'info', refusedRequests: refused }),
    ]);
    expect(logs.slice(logsFrom).filter((line) => line.includes('frames') || /\bat .+:\d+:\d+/.test(line))).toEqual([]);

    // No connection was left checked out by a request the outage cut short (the pool would fill up).
    await jobs?.stop();
    const pool = driverClient<{ totalCount: number; idleCount: number }>((booted as Booted).deps.db);
    expect(pool.totalCount - pool.idleCount).toBe(0);

    // Every acknowledged write is there exactly once.
    const acknowledged = writes.filter((write) => write.status === 201);
    const refusedWrites = writes.filter((write) => write.status === 503);
    expect(acknowledged.length + refusedWrites.length).toBe(writes.length);
    expect(refusedWrites.length).toBeGreaterThan(5);
    const copies = (messages: Message[]) => (text: string) => messages.filter((each) => each.message === text).length;
    const afterOutage = copies(await roomHistory(call, token, roomId));
    expect(acknowledged.filter((write) => afterOutage(write.text) !== 1)).toEqual([]);

    // The refused ones, sent again with their keys (as the outbox does), are written once each.
    for (const write of refusedWrites) {
      const again = await call('/api/users/message', {
        method: 'POST',
        token,
        key: write.key,
        json: { roomId, message: write.text },
      });
      expect(again.status).toBe(201);
    }
    const final = await roomHistory(call, token, roomId);
    expect(writes.filter((write) => copies(final)(write.text) !== 1)).toEqual([]);
    expect(final).toHaveLength(writes.length + 1);
    process.stdout.write(
      `${JSON.stringify({ writes: writes.length, acknowledged: acknowledged.length, refused, whileDown: whileDown.length })}\n`,
    );
  }, 60_000);

  it('gives a connection that dies while checked out back to the pool at once, without an uncaught error', async () => {
    const pool = driverClient<pg.Pool>((booted as Booted).deps.db);
    // How Drizzle holds one for a transaction: checked out, released by whoever holds it.
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const lost = once(client, 'error');
    await pool.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
    await lost;
    expect(pool.totalCount - pool.idleCount).toBe(0);
    expect(() => client.release()).not.toThrow();
    expect((await call('/api/health')).status).toBe(200);
  });
});

describe('PGlite once closed', () => {
  let app: TestApp;
  let logsFrom: number;
  beforeAll(async () => {
    app = await createTestApp('pglite');
    await app.close();
    logsFrom = app.logs.length;
  });

  it('answers 503 naming the database on readiness, 200 on liveness, and the maintenance 503 elsewhere', async () => {
    const health = await app.request('/api/health');
    expect(health.status).toBe(503);
    expect(is(await health.json(), HealthUnavailable)).toBe(true);
    expect((await app.request('/api/health/live')).status).toBe(200);
    const companies = await app.request('/api/companies');
    expect(companies.status).toBe(503);
    expect(companies.headers.get('Retry-After')).toBe('5');
    expect(await companies.json()).toEqual(MAINTENANCE);
    const loud = parsedLogs(app.logs.slice(logsFrom)).filter((line) => line.level === 'warn' || line.level === 'error');
    expect(loud).toEqual([expect.objectContaining({ message: 'database unreachable', reason: 'database closed' })]);
  });
});
