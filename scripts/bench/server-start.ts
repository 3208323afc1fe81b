/**
 * 4a. Server start from a built artifact: from spawning `node dist-server/main.js` (what `npm run
 * build` made; no tsx) to `/api/health/ready` answering 200, as a balancer would first see it. The
 * database was migrated by an earlier, untimed start, so each timed one is a replica joining (or
 * restarting), not a first migration: on PostgreSQL it still takes the start lock, checks the
 * migrations, fills what backfills find, loads its secrets and publishes the release's assets
 * (STATIC_DIR=dist). PostgreSQL runs as production does (no sandbox: JWT_SECRET and SECRETS_KEY
 * set); PGlite restarts on its own data directory as `npm start` does. Each start's CPU time, read
 * from /proc when it answered, is kept beside its wall time: steadier on a shared machine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { endWithThisProcess } from '../process-groups';
import { SERVER_ENTRY } from '../server-entry';
import { processGroupCpuMs } from './cpu-time';
import { createDatabase, type PostgresInfo } from './postgres';
import { benchDataDir, benchPort, stopProcess } from './server-process';
import type { BenchSettings } from './settings';
import { median } from './stats';

const READY_TIMEOUT_MS = 60_000;
/** How often readiness is asked while the server starts: the figure's resolution. */
const READY_POLL_MS = 10;

interface StartRun {
  /** Spawn to the first 200 from /api/health/ready. */
  wallMs: number;
  /** CPU time of the server's process by then. */
  cpuMs: number;
}

export interface ServerStart {
  database: 'postgres' | 'pglite';
  runs: StartRun[];
  medianMs: number;
  minMs: number;
  maxMs: number;
  medianCpuMs: number;
}

export interface ServerStartResult {
  starts: ServerStart[];
  notes: string[];
}

interface Target {
  database: ServerStart['database'];
  env: NodeJS.ProcessEnv;
}

const isReady = (url: string) =>
  fetch(`${url}/api/health/ready`).then(
    (response) => response.ok,
    () => false,
  );

/** One start of the built server; answers when it is ready, with the running process to stop. */
async function startBuilt(env: NodeJS.ProcessEnv, url: string): Promise<{ run: StartRun; child: ChildProcess }> {
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_ENTRY], { detached: true, stdio: ['ignore', 'ignore', 'pipe'], env });
  endWithThisProcess(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  while (!(await isReady(url))) {
    const failure =
      child.exitCode !== null
        ? `exited with ${child.exitCode}`
        : performance.now() - started > READY_TIMEOUT_MS
          ? `not ready within ${READY_TIMEOUT_MS / 1000} s`
          : undefined;
    if (failure) {
      await stopProcess(child);
      throw new Error(`the built server ${failure}: ${stderr.trim().split('\n').at(-1) ?? ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  const wallMs = performance.now() - started;
  return { run: { wallMs, cpuMs: processGroupCpuMs(child.pid as number) }, child };
}

/** An untimed first start (migrations, seed, secrets), then `runs` timed ones, each stopped before the next. */
async function measureStarts(target: Target, runs: number): Promise<ServerStart> {
  const port = await benchPort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...target.env, PORT: String(port) };
  await stopProcess((await startBuilt(env, url)).child);
  const timed: StartRun[] = [];
  for (let index = 0; index < runs; index += 1) {
    const { run, child } = await startBuilt(env, url);
    await stopProcess(child);
    timed.push(run);
    process.stdout.write(
      `  ${target.database}: ready in ${Math.round(run.wallMs)} ms, ${Math.round(run.cpuMs)} ms CPU\n`,
    );
  }
  const walls = timed.map((run) => run.wallMs);
  return {
    database: target.database,
    runs: timed,
    medianMs: median(walls),
    minMs: Math.min(...walls),
    maxMs: Math.max(...walls),
    medianCpuMs: median(timed.map((run) => run.cpuMs)),
  };
}

/** What every start shares: the production defaults, the built PWA served, no drain on stop (not timed). */
function baseEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    STATIC_DIR: 'dist',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    FILES_ON_DISK: 'single-replica',
    SHUTDOWN_DRAIN_MS: '0',
  };
}

export async function measureServerStart(settings: BenchSettings, postgres: PostgresInfo): Promise<ServerStartResult> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build first`);
  const starts: ServerStart[] = [];
  const notes: string[] = [];
  if (!postgres.available) {
    notes.push(`PostgreSQL skipped: ${postgres.description}`);
  } else {
    const database = await createDatabase('start');
    const dataDir = benchDataDir('start-postgres');
    try {
      const env = {
        ...baseEnv(dataDir),
        DATABASE_URL: database.url,
        JWT_SECRET: randomBytes(32).toString('base64'),
        SECRETS_KEY: randomBytes(32).toString('base64'),
      };
      starts.push(await measureStarts({ database: 'postgres', env }, settings.serverStarts));
    } finally {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const dataDir = benchDataDir('start-pglite');
  try {
    starts.push(await measureStarts({ database: 'pglite', env: baseEnv(dataDir) }, settings.serverStarts));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return { starts, notes };
}
