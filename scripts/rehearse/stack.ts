/**
 * The deployment the rehearsal runs, as deploy/ describes it, on this one machine: a scratch
 * PostgreSQL cluster of its own (never the machine's server), PgBouncer in front of it in
 * transaction pooling (deploy/pgbouncer.ini), three replicas on PgBouncer started at the same
 * moment on the empty database, and HAProxy in front of them (deploy/haproxy.cfg).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type ScratchPostgres, startScratchPostgres } from '../../tests/api/scratch-postgres';
import { freePort } from '../load/server-process';
import { type Balancer, SERVER_NAMES, startHaproxy } from './haproxy';
import { type PgBouncer, startPgBouncer } from './pgbouncer';
import { createReplica, type Replica } from './replica';
import { prepareReplicaCommand } from './replica-command';

const DATABASE = 'boltx';
const ROLE = 'boltx';

export interface StartAttempt {
  name: string;
  ok: boolean;
  error?: string;
}

export interface Stack {
  postgres: ScratchPostgres;
  /** The database the replicas use, reached directly (for reading what was written). */
  databaseUrl: string;
  pgbouncer: PgBouncer;
  replicas: Replica[];
  balancer: Balancer;
  /** Each replica's start when all three started at once on the empty database. */
  startedTogether: StartAttempt[];
  /** What the replicas run (replica-command.ts). */
  replicaCommand: string;
  stop(): Promise<void>;
}

/** The replicas' environment: production-like, with the harness's own limits raised (see below). */
function replicaEnvironment(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'rehearsal-secret-of-at-least-32-characters',
    // The traffic signs candidates up through the sandbox's identity provider.
    SANDBOX: '1',
    // API only: the traffic loads no pages.
    STATIC_DIR: '',
    DATA_DIR: dataDir,
    // Files: disk storage, which the server allows with DATABASE_URL only when told there is one
    // replica. There are three here — an upload's bytes and its claim could land on different disks —
    // but the rehearsal's traffic uploads nothing; with uploads it would need S3 (or a stand-in).
    FILES_ON_DISK: 'single-replica',
    // One balancer in front: its X-Forwarded-For entry is the client's address.
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    ACCESS_TOKEN_TTL_SECONDS: '7200',
    // Every simulated candidate comes from 127.0.0.1 and acts far faster than a person: the
    // per-address and per-candidate limits are raised by the server's own settings.
    SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
    VERIFY_REQUESTS_PER_ADDRESS_PER_HOUR: '100000',
    VERIFY_REQUESTS_TOTAL_PER_HOUR: '100000',
    MESSAGES_PER_HOUR: '100000',
  };
}

/** The stop of every stack still up: the command line runs them on Ctrl-C (the cluster outlives a killed group). */
const stacksUp = new Set<() => Promise<void>>();

export async function stopEveryStack(): Promise<void> {
  await Promise.all([...stacksUp].map((stop) => stop()));
}

/** Starts PostgreSQL, PgBouncer, the three replicas (together) and HAProxy. */
export async function startStack(root: string): Promise<Stack> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'boltx-rehearse-'));
  const cleanups: (() => Promise<void>)[] = [() => rm(dir, { recursive: true, force: true })];
  const stop = async () => {
    stacksUp.delete(stop);
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  stacksUp.add(stop);
  try {
    const postgres = await startScratchPostgres();
    cleanups.push(() => postgres.remove());
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`create database ${DATABASE}`);
    await admin.end();
    const upstream = new URL(postgres.url);
    const databaseUrl = Object.assign(new URL(postgres.url), { pathname: `/${DATABASE}` }).toString();

    const pgbouncer = await startPgBouncer({
      configFile: path.join(root, 'deploy', 'pgbouncer.ini'),
      database: DATABASE,
      upstream: { host: upstream.hostname, port: Number(upstream.port) },
      listenPort: await freePort(),
      role: ROLE,
      password: 'rehearsal-password',
    });
    cleanups.push(() => pgbouncer.stop());

    const command = await prepareReplicaCommand(root);
    cleanups.push(() => command.remove());
    const env = replicaEnvironment(pgbouncer.url, path.join(dir, 'data'));
    const replicas: Replica[] = [];
    for (const name of SERVER_NAMES) replicas.push(createReplica({ name, root, command, port: await freePort(), env }));
    cleanups.push(async () => {
      await Promise.all(replicas.filter((replica) => replica.isRunning()).map((replica) => replica.stop('SIGTERM')));
    });
    const attempts = await Promise.allSettled(replicas.map((replica) => replica.start()));
    const startedTogether = attempts.map((attempt, index) => ({
      name: replicas[index].name,
      ok: attempt.status === 'fulfilled',
      error:
        attempt.status === 'rejected' ? String(attempt.reason?.message ?? attempt.reason).slice(0, 3000) : undefined,
    }));
    // The rehearsal goes on with all three: one that failed beside the others is started again, alone.
    for (const replica of replicas) if (!replica.isRunning()) await replica.start();

    const balancer = await startHaproxy({
      configFile: path.join(root, 'deploy', 'haproxy.cfg'),
      dir,
      listenPort: await freePort(),
      replicas: replicas.map((replica) => replica.address),
    });
    cleanups.push(() => balancer.stop());
    for (const name of SERVER_NAMES) await balancer.waitForStatus(name, 'UP');
    return {
      postgres,
      databaseUrl,
      pgbouncer,
      replicas,
      balancer,
      startedTogether,
      replicaCommand: command.description,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
