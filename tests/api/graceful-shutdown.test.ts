/**
 * SIGTERM to the real server process (server/main.ts under `node --import tsx`, no npm or sh in
 * between), as a balancer's replica gets it in a rolling deploy: readiness turns 503 at once while
 * requests are still served through the drain; an answer on a keep-alive connection says
 * `Connection: close` and an idle kept-alive connection is closed; a 3 MB upload streamed slowly
 * across the signal, the drain and the listener's closing is stored whole; the process exits 0.
 * And when the grace runs out on an upload that stalls, it exits 1 naming what it cut.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/load/server-process';
import * as apiPaths from '../../src/contract/api-paths';
import type { UploadTicket } from '../../src/contract/files';
import { API_BASE, pathOf } from '../../src/contract/paths';
import { newPgliteDataDir } from './pglite-template';

const DEMO_PHONE = '01012345678';
const START_TIMEOUT_MS = 120_000;
const UPLOAD_BYTES = 3 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;
/** 48 chunks of 64 KB, one every 80 ms: about 3.8 s for the 3 MB, well past the drain below. */
const CHUNK_EVERY_MS = 80;
const DRAIN_MS = 1_500;
const PDF_START = Buffer.from('%PDF-1.7\n');

interface Server {
  child: ChildProcess;
  port: number;
  dataDir: string;
  exit: Promise<number | null>;
  /** The JSON log lines so far. */
  logs(): Record<string, unknown>[];
  output(): string;
}

const running: Server[] = [];

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boltx-shutdown-'));
  // The server opens a migrated database where it keeps it, instead of running initdb (tens of seconds on a busy machine).
  await newPgliteDataDir(path.join(dataDir, 'pglite'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: '',
      SANDBOX: '1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  const server: Server = {
    child,
    port,
    dataDir,
    exit,
    output: () => output,
    logs: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
  running.push(server);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (
    !(await get(port, `${API_BASE}${apiPaths.healthReady}`).then(
      (answer) => answer.status === 200,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output.slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output.slice(-3000)}`);
    await wait(100);
  }
  return server;
}

afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exit;
    await rm(server.dataDir, { recursive: true, force: true });
  }
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  socket: import('node:net').Socket;
}

function get(port: number, pathname: string, options: { agent?: http.Agent; token?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        agent: options.agent ?? false,
        headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            socket: request.socket as never,
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

async function postJson(port: number, pathname: string, json: unknown): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(json),
  });
  expect(response.status, pathname).toBe(200);
  return response.json();
}

async function signInDemo(port: number): Promise<{ token: string; userId: string }> {
  await postJson(port, '/api/users/login/code', { phone: DEMO_PHONE });
  const inbox = JSON.parse((await get(port, `/api/sandbox/inbox?phone=${DEMO_PHONE}`)).body) as {
    items: { body: string }[];
  };
  const code = inbox.items[0]?.body.match(/\d{6}/)?.[0];
  const login = (await postJson(port, '/api/users/login', { phone: DEMO_PHONE, code })) as {
    accessToken: string;
    userId: string;
  };
  return { token: login.accessToken, userId: login.userId };
}

async function uploadTicket(port: number): Promise<UploadTicket> {
  const { token, userId } = await signInDemo(port);
  const answer = await get(
    port,
    `${API_BASE}${pathOf(apiPaths.upload, { id: userId })}?type=resume&fileType=pdf&name=resume.pdf`,
    { token },
  );
  expect(answer.status, answer.body).toBe(200);
  return JSON.parse(answer.body) as UploadTicket;
}

/** A PUT of the upload's bytes, written by the caller at its own pace. */
function startUpload(port: number, ticket: UploadTicket) {
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'PUT',
    path: ticket.uploadUrl,
    agent: new http.Agent({ keepAlive: true }),
    headers: { ...ticket.uploadHeaders, 'Content-Length': String(UPLOAD_BYTES) },
  });
  const answered = new Promise<Omit<Answer, 'socket'>>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
  });
  answered.catch(() => undefined);
  let sent = 0;
  const sendChunk = async () => {
    const size = Math.min(CHUNK_BYTES, UPLOAD_BYTES - sent);
    const chunk = Buffer.alloc(size, 0x20);
    if (sent === 0) PDF_START.copy(chunk);
    sent += size;
    if (!request.write(chunk)) await once(request, 'drain');
    if (sent === UPLOAD_BYTES) request.end();
  };
  return { request, answered, sendChunk, sent: () => sent };
}

/** Every file under `dir`, with its size. */
async function filesUnder(dir: string): Promise<number[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).size),
  );
}

const logged = (server: Server, message: string) => server.logs().some((line) => line.message === message);

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}`);
    await wait(20);
  }
}

describe('SIGTERM to the server process', () => {
  it('turns not-ready at once, closes keep-alive connections, lets a 3 MB upload finish, and exits 0', async () => {
    const server = await startServer({ SHUTDOWN_DRAIN_MS: String(DRAIN_MS), SHUTDOWN_GRACE_MS: '30000' });
    const { port } = server;
    const ticket = await uploadTicket(port);

    // A client holding a keep-alive connection, idle when the signal comes.
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const before = await get(port, `${API_BASE}${apiPaths.healthLive}`, { agent: keepAlive });
    expect(before.headers.connection).toBe('keep-alive');
    const idleSocketClosed = once(before.socket, 'close');

    // The upload is under way: its headers were read, a first part of its bytes sent.
    const upload = startUpload(port, ticket);
    for (let chunk = 0; chunk < 4; chunk += 1) {
      await upload.sendChunk();
      await wait(CHUNK_EVERY_MS);
    }
    const uploading = (async () => {
      while (upload.sent() < UPLOAD_BYTES) {
        await wait(CHUNK_EVERY_MS);
        await upload.sendChunk();
      }
    })();

    server.child.kill('SIGTERM');
    const signalled = Date.now();
    // Readiness turns 503 at once, while the process still serves (a new connection is answered).
    await until(
      async () => (await get(port, `${API_BASE}${apiPaths.healthReady}`)).status === 503,
      'readiness to turn 503',
      1_000,
    );
    expect(Date.now() - signalled).toBeLessThan(DRAIN_MS);
    const notReady = await get(port, `${API_BASE}${apiPaths.healthReady}`);
    expect(JSON.parse(notReady.body)).toEqual({ ok: false, state: 'stopping' });
    // The idle kept-alive connection was closed by the server; asked again, every answer closes its connection.
    await idleSocketClosed;
    const during = await get(port, `${API_BASE}${apiPaths.healthLive}`, { agent: keepAlive });
    expect(during.status).toBe(200);
    expect(during.headers.connection).toBe('close');

    // After the drain the listener is closed: new connections are refused while the upload goes on.
    await until(() => logged(server, 'stopped accepting connections'), 'the listener to close');
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS - 50);
    await expect(get(port, `${API_BASE}${apiPaths.healthLive}`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(upload.sent()).toBeLessThan(UPLOAD_BYTES);

    await uploading;
    const answer = await upload.answered;
    expect(answer.status, answer.body).toBe(200);
    expect(answer.headers.connection).toBe('close');
    expect(await server.exit).toBe(0);
    expect(await filesUnder(path.join(server.dataDir, 'files'))).toContain(UPLOAD_BYTES);

    const messages = server.logs().map((line) => line.message);
    expect(messages.indexOf('shutting down: not ready, still serving while the balancer notices')).toBeGreaterThan(-1);
    expect(messages.indexOf('stopped accepting connections')).toBeGreaterThan(
      messages.indexOf('shutting down: not ready, still serving while the balancer notices'),
    );
    expect(messages.at(-1)).toBe('shut down');
    expect(server.output()).not.toContain(ticket.uploadUrl.slice(API_BASE.length + '/files/'.length));
  }, 90_000);

  it('exits 1 when the grace runs out on an upload that stalls, naming what it cut', async () => {
    const server = await startServer({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_GRACE_MS: '1000' });
    const ticket = await uploadTicket(server.port);
    const upload = startUpload(server.port, ticket);
    await upload.sendChunk();
    await until(() => server.output().includes('"message":"request"') || upload.sent() > 0, 'the upload to start');
    await wait(200);

    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(1);
    await expect(upload.answered).rejects.toBeDefined();
    const cut = server.logs().find((line) => line.message === 'shutdown cut short');
    expect(cut).toMatchObject({
      level: 'error',
      stage: 'finishing requests',
      reason: 'the grace of 1000 ms ran out',
      cut: [expect.objectContaining({ method: 'PUT', path: '/api/files/…' })],
    });
    expect(server.output()).not.toContain(ticket.uploadUrl.slice(API_BASE.length + '/files/'.length));
  }, 90_000);
});
