/**
 * The real server (server/main.ts) in a process of its own, as production runs it: sandbox mode (so
 * the bench can sign in), compression and request logging on, limits raised so hundreds of sign-ins
 * are not refused (as playwright.config.ts does). Ports come from 4300–4399 only: other tools on this
 * machine own the ones below. BENCH_PORTS=first-last moves the range, for two benches at once: each
 * checks a port is free before taking it, but another run may take the same one a moment later.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { endWithThisProcess } from '../process-groups';

const PORT_RANGE = portRange(process.env.BENCH_PORTS ?? '4300-4399');
const START_TIMEOUT_MS = 90_000;
const taken = new Set<number>();

function portRange(text: string) {
  const [first, last] = text.split('-').map(Number);
  if (!(first > 1024 && last >= first && last < 65536)) throw new Error(`BENCH_PORTS=${text}: expected first-last`);
  return { first, last };
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port of the range nobody listens on and this run has not handed out yet. */
export async function benchPort(): Promise<number> {
  for (let port = PORT_RANGE.first; port <= PORT_RANGE.last; port += 1) {
    if (taken.has(port) || !(await isFree(port))) continue;
    taken.add(port);
    return port;
  }
  throw new Error(`no free port in ${PORT_RANGE.first}–${PORT_RANGE.last}`);
}

export interface ServerOptions {
  /** Built PWA to serve; undefined serves the API only. */
  staticDir?: string;
  /** PostgreSQL; undefined runs PGlite in dataDir. */
  databaseUrl?: string;
  /** Where PGlite keeps its files (and uploads). */
  dataDir: string;
}

export interface RunningServer {
  url: string;
  port: number;
  options: ServerOptions;
  /** The process group of the running server (its CPU time is read from it). */
  processGroup(): number | undefined;
  stop(): Promise<void>;
  /** Starts it again on the same port, database and files. */
  restart(): Promise<void>;
  /** Stops it and deletes its files (a PostgreSQL database is the caller's to drop). */
  dispose(): Promise<void>;
}

/** Environment of a bench server; everything else is the production default (LOG_LEVEL info, compression). */
function serverEnv(port: number, options: ServerOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    STATIC_DIR: options.staticDir ?? '',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    JWT_SECRET: options.databaseUrl ? 'bench-server-secret-of-at-least-32-characters' : '',
    // One server: its uploads may stay on its disk.
    FILES_ON_DISK: 'single-replica',
    SANDBOX: '1',
    // The figures are taken on the offers the bench sends itself, not the demo's history.
    SANDBOX_DEMO_ACTIVITY: '0',
    // One sign-in lasts the whole bench: an expiring token would turn load into 401s.
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    CODE_SENDS_PER_HOUR: '1000',
    EXIST_CHECKS_PER_HOUR: '100000',
    LOGIN_ATTEMPTS_PER_HOUR: '100000',
    // Every simulated candidate signs up and signs in from this one address, and sends as fast as told.
    CODE_SENDS_PER_ADDRESS_PER_HOUR: '100000',
    CODE_SENDS_TOTAL_PER_HOUR: '100000',
    SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
    VERIFY_REQUESTS_PER_ADDRESS_PER_HOUR: '100000',
    VERIFY_REQUESTS_TOTAL_PER_HOUR: '100000',
    MESSAGES_PER_HOUR: '100000',
  };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server at ${url} did not start within ${START_TIMEOUT_MS / 1000} s`);
}

/**
 * Spawns `tsx <script>` in its own process group, so stopping it stops tsx and the node process it
 * runs. BENCH_CPU_PROFILE_DIR=dir has each such process write a V8 CPU profile there when it stops
 * (Chromium's DevTools opens them): where a bench server's time goes under load.
 */
export function spawnTsx(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  // tsx itself rather than npx: tsx passes the stop signal on to the server.
  const child = spawn(path.resolve('node_modules/.bin/tsx'), [...profile, script], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  endWithThisProcess(child);
  return child;
}

export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = once(child, 'exit');
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await benchPort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawnTsx('server/main.ts', serverEnv(port, options));
    await waitForHealth(url, child);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    await stopProcess(running);
  };
  await start();
  return {
    url,
    port,
    options,
    processGroup: () => child?.pid,
    stop,
    restart: async () => {
      await stop();
      await start();
    },
    dispose: async () => {
      await stop();
      await rm(options.dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh data directory under .tmp/bench for one server. */
export const benchDataDir = (name: string) => path.resolve('.tmp', 'bench', `${name}-${Date.now()}`);
