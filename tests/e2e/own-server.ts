/**
 * A server of the test's own (the outbox journeys stop and restart it while the browser is
 * offline): the same environment as playwright.config.ts, on a free port, with its data in .tmp
 * so a restart finds everything it wrote.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { E2E_SERVER_ENV } from '../../playwright.config';

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
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

export async function startOwnServer(): Promise<OwnServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.join('.tmp', `e2e-outbox-${port}-${Date.now()}`);
  let child: ChildProcess | undefined;

  const start = async () => {
    // Its own process group, so stopping it stops npx and the node process it runs.
    child = spawn('npx', ['tsx', 'server/main.ts'], {
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
      },
    });
    // Should the test be cut short, the worker's exit still takes the server with it.
    const started = child;
    process.once('exit', () => {
      if (!started.pid || started.exitCode !== null) return;
      try {
        process.kill(-started.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    });
    await waitForHealth(url, child);
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running?.pid || running.exitCode !== null) return;
    const exited = once(running, 'exit');
    process.kill(-running.pid, 'SIGTERM');
    await exited;
  };

  const dispose = async () => {
    await stop();
    // npx exits before the server process it ran has closed its database files: retry while they go.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };

  await start();
  return { url, start, stop, dispose };
}
