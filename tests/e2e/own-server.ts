/**
 * A server of the test's own (the outbox journeys stop and restart it while the browser is
 * offline; the Firefox and WebKit journeys in tests/engines run on one each): the same environment
 * as playwright.config.ts, on a port of the worker's own unless given one, with its data in .tmp so
 * a restart finds everything it wrote (a migrated, empty database to begin with:
 * tests/api/pglite-template.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { E2E_SERVER_ENV, OWN_SERVER_FIRST_PORT, OWN_SERVER_PORTS_PER_WORKER } from '../../playwright.config';
import { endWithThisProcess } from '../../scripts/process-groups';
import { SERVER_ENTRY } from '../../scripts/server-entry';
import { newPgliteDataDir } from '../api/pglite-template';

/** Whether a TCP connection to the port is refused: nothing listens there any more. */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

let turn = 0;

/**
 * The next port of this worker's own (playwright.config.ts) that nothing listens on. Not a port the
 * system calls free (listening on port 0, then closing): the other worker could be given the same one
 * before either server listened — seen once, a journey signed in on the other journey's server.
 */
async function freePort(): Promise<number> {
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  for (let tries = 0; tries < OWN_SERVER_PORTS_PER_WORKER; tries += 1) {
    const port = OWN_SERVER_FIRST_PORT + worker * OWN_SERVER_PORTS_PER_WORKER + (turn++ % OWN_SERVER_PORTS_PER_WORKER);
    if (await refusesConnections(port)) return port;
  }
  throw new Error(`every port of worker ${worker} from ${OWN_SERVER_FIRST_PORT} is taken`);
}

async function waitUntilClosed(port: number) {
  const deadline = Date.now() + 10_000;
  while (!(await refusesConnections(port))) {
    if (Date.now() > deadline) throw new Error(`port ${port} still accepts connections after the server stopped`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether any process of the group is left (signal 0 only asks). */
function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

/** Best effort: a group left only with unreaped zombies still answers signal 0, so the wait is bounded. */
async function waitUntilGroupGone(groupId: number) {
  const deadline = Date.now() + 10_000;
  while (groupAlive(groupId) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

export interface OwnServer {
  url: string;
  /** Stops it (SIGTERM, as a deploy would) and waits until the port is closed. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  dispose(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start within 60 s');
}

export interface OwnServerOptions {
  /** A fixed port (a checkout's own range, as E2E_PORT); a free one otherwise. */
  port?: number;
  /** Settings of its own over E2E_SERVER_ENV (a longer access token's life, say). */
  env?: Record<string, string>;
}

export async function startOwnServer({ port: fixedPort, env }: OwnServerOptions = {}): Promise<OwnServer> {
  const port = fixedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.join('.tmp', `e2e-own-${port}-${Date.now()}`);
  let child: ChildProcess | undefined;

  const start = async () => {
    // The built server (npm run build), as operators run it; its own process group, stopped as one.
    child = spawn(process.execPath, [SERVER_ENTRY], {
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        STATIC_DIR: 'dist',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ...E2E_SERVER_ENV,
        ...env,
      },
    });
    endWithThisProcess(child);
    await waitForHealth(url, child);
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (running?.pid && running.exitCode === null) {
      const exited = once(running, 'exit');
      process.kill(-running.pid, 'SIGTERM');
      await exited;
      // Anything left in its group could still answer on connections kept alive: a request then would
      // reach a server the test believes stopped.
      await waitUntilGroupGone(running.pid);
    }
    // "Offline" is only trusted once nothing answers on the port.
    await waitUntilClosed(port);
  };

  const dispose = async () => {
    await stop();
    // The database files may still be closing as the process goes: retry while they go.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };

  await newPgliteDataDir(path.join(dataDir, 'pglite'));
  await start();
  return { url, start, stop, dispose };
}

export interface OwnServerJourney {
  server: OwnServer;
  context: BrowserContext;
  page: Page;
}

/** A journey on a server of its own: a phone-sized Korean browser context with service workers, and its page. */
export async function openOwnServerJourney(browser: Browser): Promise<OwnServerJourney> {
  const server = await startOwnServer();
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
  });
  return { server, context, page: await context.newPage() };
}

/** Closes what openOwnServerJourney opened, whichever parts of it were opened. */
export async function closeOwnServerJourney(journey: Partial<OwnServerJourney>): Promise<void> {
  await journey.context?.close();
  await journey.server?.dispose();
}
