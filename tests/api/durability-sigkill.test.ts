/**
 * Durability of acknowledged writes: 500 messages sent at once, each with its own
 * Idempotency-Key, and the server killed with SIGKILL while they are in flight — no shutdown code,
 * no flush. After a restart on the same data every message that was answered 2xx is in the room
 * exactly once, and sending all 500 again with their keys writes each exactly once in all. Runs
 * the real server process on PGlite (DATA_DIR in a temporary directory) and, with
 * TEST_DATABASE_URL, on a fresh PostgreSQL database.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../scripts/load/scratch-database';
import { type ServerProcess, startServerProcess } from '../../scripts/load/server-process';
import type { Message, MessagePage, MessageSlice } from '../../src/contract/messages';
import { newPgliteDataDir } from './pglite-template';

const SENDS = 500;
/** The kill comes once this many sends were acknowledged: the rest are in flight or not sent yet. */
const KILL_AFTER_ACKS = 150;
/** Resends in flight at once. */
const RESEND_WAVE = 50;
const DEMO_PHONE = '01012345678';

type Driver = 'pglite' | 'postgres';
const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

interface Send {
  key: string;
  text: string;
  /** The HTTP status, or undefined when the connection died before an answer. */
  status?: number;
  message?: Message;
}

function client(baseUrl: string, token?: string) {
  return (pathname: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`${baseUrl}${pathname}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...init.headers,
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
}

async function signInDemo(baseUrl: string): Promise<string> {
  const call = client(baseUrl);
  expect((await call('/api/users/login/code', { method: 'POST', json: { phone: DEMO_PHONE } })).status).toBe(200);
  const inbox = (await (await call(`/api/sandbox/inbox?phone=${DEMO_PHONE}`)).json()) as { items: { body: string }[] };
  const code = inbox.items[0]?.body.match(/\d{6}/)?.[0];
  const login = await call('/api/users/login', { method: 'POST', json: { phone: DEMO_PHONE, code } });
  expect(login.status).toBe(200);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/** Every message of the room, oldest first: the latest page, then older pages until there are none. */
async function roomHistory(baseUrl: string, token: string, roomId: number): Promise<Message[]> {
  const call = client(baseUrl, token);
  const latest = (await (await call(`/api/users/message/${roomId}`)).json()) as MessagePage;
  let items = latest.items;
  let hasMore = latest.hasMore;
  while (hasMore && items.length > 0) {
    const older = (await (
      await call(`/api/users/message/${roomId}/${items[0].messageId}?type=before`)
    ).json()) as MessageSlice;
    items = [...older.items, ...items];
    hasMore = older.hasMore;
  }
  return items;
}

const send = (baseUrl: string, token: string, roomId: number, entry: Send) =>
  client(baseUrl, token)('/api/users/message', {
    method: 'POST',
    json: { roomId, message: entry.text },
    headers: { 'Idempotency-Key': entry.key },
  });

const countsOf = (messages: Message[]) => {
  const counts = new Map<string, number>();
  for (const message of messages) counts.set(message.message, (counts.get(message.message) ?? 0) + 1);
  return counts;
};

describe.each(drivers)('a SIGKILL during 500 concurrent message sends on %s', (driver) => {
  let server: ServerProcess | undefined;
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  let token: string;
  let roomId: number;
  const sends: Send[] = Array.from({ length: SENDS }, (_, index) => ({
    key: randomUUID(),
    text: `내구성 확인 메시지 ${index + 1} · ${randomBytes(4).toString('hex')}`,
  }));

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'boltx-sigkill-'));
    const postgres =
      driver === 'postgres'
        ? await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'boltx_sigkill')
        : undefined;
    dropDatabase = postgres?.drop;
    // A migrated database where the server keeps it, instead of its initdb (~13 s of CPU).
    if (!postgres) await newPgliteDataDir(path.join(dataDir, 'pglite'));
    server = await startServerProcess({
      SANDBOX: '1',
      STATIC_DIR: '',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      JWT_SECRET: postgres ? 'durability-test-secret-of-at-least-32-characters' : '',
      FILES_ON_DISK: 'single-replica',
      LOG_LEVEL: 'warn',
      // One candidate sends 500 messages, and again: the hourly limit per candidate is not this test's.
      MESSAGES_PER_HOUR: '10000',
    });
    token = await signInDemo(server.url);
    const opened = await client(server.url, token)('/api/users/message/room', {
      method: 'POST',
      json: { message: '내구성 시험방을 엽니다.' },
    });
    expect(opened.status).toBe(201);
    roomId = ((await opened.json()) as MessagePage).room.roomId;
  }, 90_000);

  afterAll(async () => {
    await server?.kill('SIGTERM');
    await dropDatabase?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged message exactly once, and a resend of all 500 writes each once', async () => {
    const running = server as ServerProcess;
    const baseUrl = running.url;
    let acknowledged = 0;
    let killed: Promise<void> | undefined;
    const inFlight = sends.map(async (entry) => {
      try {
        const response = await send(baseUrl, token, roomId, entry);
        entry.status = response.status;
        if (response.ok) entry.message = (await response.json()) as Message;
      } catch {
        // The connection died with the server: no answer, so no promise was made.
        entry.status = undefined;
        entry.message = undefined;
        return;
      }
      if (entry.message) {
        acknowledged += 1;
        if (acknowledged === KILL_AFTER_ACKS) killed = running.kill('SIGKILL');
      }
    });
    await Promise.all(inFlight);
    await killed;
    const acked = sends.filter((entry) => entry.message);
    const unanswered = sends.filter((entry) => entry.status === undefined);
    // Every answer before the kill was a success; the kill cut the rest off mid-flight.
    expect(sends.filter((entry) => entry.status !== undefined && !entry.message)).toEqual([]);
    expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(unanswered.length).toBeGreaterThan(0);

    await running.start();
    const afterCrash = countsOf(await roomHistory(baseUrl, token, roomId));
    const lost = acked.filter((entry) => afterCrash.get(entry.text) !== 1);
    expect(lost.map((entry) => ({ text: entry.text, copies: afterCrash.get(entry.text) ?? 0 }))).toEqual([]);
    expect([...afterCrash.values()].every((copies) => copies === 1)).toBe(true);
    const committedUnanswered = unanswered.filter((entry) => afterCrash.has(entry.text)).length;

    // The resend proves idempotency, not throughput: in waves, as an outbox sends, so a busy machine's
    // pool wait (a legitimate 503 after CONNECT_TIMEOUT_MS) cannot stand in for a wrong answer.
    const resent: { entry: Send; status: number; replayed: boolean; message: Message }[] = [];
    for (let start = 0; start < sends.length; start += RESEND_WAVE) {
      const wave = sends.slice(start, start + RESEND_WAVE).map(async (entry) => {
        const response = await send(baseUrl, token, roomId, entry);
        return {
          entry,
          status: response.status,
          replayed: response.headers.get('Idempotent-Replayed') === 'true',
          message: (await response.json()) as Message,
        };
      });
      resent.push(...(await Promise.all(wave)));
    }
    expect(resent.filter((answer) => answer.status !== 201).map((answer) => answer.status)).toEqual([]);
    // A message that was acknowledged answers its first answer again.
    for (const { entry, replayed, message } of resent.filter((answer) => answer.entry.message)) {
      expect(replayed).toBe(true);
      expect(message).toEqual(entry.message);
    }
    const final = await roomHistory(baseUrl, token, roomId);
    const finalCounts = countsOf(final);
    expect(sends.filter((entry) => finalCounts.get(entry.text) !== 1)).toEqual([]);
    expect(new Set(final.map((message) => message.messageId)).size).toBe(final.length);
    // The room holds the 500 and the inquiry that opened it, nothing else.
    expect(final).toHaveLength(SENDS + 1);
    process.stdout.write(
      `${JSON.stringify({ driver, sends: SENDS, acknowledged: acked.length, unanswered: unanswered.length, committedUnanswered })}\n`,
    );
  }, 60_000);
});
