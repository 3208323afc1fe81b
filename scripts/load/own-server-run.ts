/**
 * The load run against a server of its own: the real server/main.ts as a child process on a fresh
 * PGlite in a temporary DATA_DIR, or on a fresh PostgreSQL database created next to `adminDatabaseUrl`
 * (and dropped afterwards). `npm run bench` may call it too.
 *
 * CLI: `npx tsx scripts/load/own-server-run.ts [--candidates=200] [--seconds=60] [--think-ms=1000]`
 * runs on a fresh PGlite — and, when DATABASE_URL is set, a second time on a fresh database created
 * with it (and dropped after) — and prints the JSON reports (exit code 1 when any request failed).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MixedTrafficOptions, type MixedTrafficReport, runMixedTraffic } from './mixed-traffic';
import { createScratchDatabase } from './scratch-database';
import { startServerProcess } from './server-process';

export interface OwnServerReport extends MixedTrafficReport {
  database: 'pglite' | 'postgres';
  /** The server's warn and error log lines during setup and run, counted by message. */
  serverWarnings: Record<string, number>;
}

export async function runMixedTrafficOnOwnServer(
  options: Omit<MixedTrafficOptions, 'baseUrl'> & { adminDatabaseUrl?: string },
): Promise<OwnServerReport> {
  const { adminDatabaseUrl, ...traffic } = options;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boltx-load-'));
  const database = adminDatabaseUrl ? await createScratchDatabase(adminDatabaseUrl, 'boltx_load') : undefined;
  try {
    const server = await startServerProcess({
      SANDBOX: '1',
      STATIC_DIR: '',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      JWT_SECRET: database ? 'load-run-secret-of-at-least-32-characters' : '',
      // One server: its uploads may stay on its disk.
      FILES_ON_DISK: 'single-replica',
      LOG_LEVEL: 'warn',
      // Every simulated candidate signs up from this one address, and sends as fast as it is told.
      SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
      VERIFY_REQUESTS_PER_ADDRESS_PER_HOUR: '100000',
      VERIFY_REQUESTS_TOTAL_PER_HOUR: '100000',
      MESSAGES_PER_HOUR: '100000',
    });
    try {
      const report = await runMixedTraffic({ baseUrl: server.url, ...traffic });
      return { database: database ? 'postgres' : 'pglite', ...report, serverWarnings: warningsOf(server.output()) };
    } finally {
      await server.kill('SIGTERM');
    }
  } finally {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function warningsOf(output: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const { level, message } = JSON.parse(line) as { level?: string; message?: string };
      if (level === 'warn' || level === 'error')
        counts[`${level}: ${message}`] = (counts[`${level}: ${message}`] ?? 0) + 1;
    } catch {
      // Not a log line.
    }
  }
  return counts;
}

function numberArgument(name: string, fallback: number): number {
  const raw = process.argv.find((argument) => argument.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number ≥ 0`);
  return value;
}

async function main() {
  const options = {
    candidates: numberArgument('candidates', 200),
    seconds: numberArgument('seconds', 60),
    thinkMs: numberArgument('think-ms', 1000),
  };
  const reports = [await runMixedTrafficOnOwnServer(options)];
  if (process.env.DATABASE_URL) {
    reports.push(await runMixedTrafficOnOwnServer({ ...options, adminDatabaseUrl: process.env.DATABASE_URL }));
  }
  process.stdout.write(`${JSON.stringify(reports, null, 2)}\n`);
  if (reports.some((report) => report.errors > 0)) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
