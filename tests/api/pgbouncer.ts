/**
 * Debian's PgBouncer in front of a PostgreSQL server, as an operator runs it: transaction pooling and
 * otherwise PgBouncer's default settings (no `ignore_startup_parameters`, no prepared-statement
 * support). It refuses to run as root, so as root it runs as `postgres` (runuser) from a temporary
 * directory that user owns, and it wants an `auth_file` even with `auth_type = trust`. Every
 * database name is passed through to the server (`* =`), so one PgBouncer serves fresh test
 * databases too. `pgbouncerUnavailable()` says why none can run here, for a skip.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/load/server-process';
import { endWithThisProcess } from '../../scripts/process-groups';

const PGBOUNCER = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';
const RUNUSER = '/usr/sbin/runuser';
const START_TIMEOUT_MS = 10_000;
const POLL_MS = 50;

export interface PgBouncerOptions {
  /** The server it pools, e.g. postgres://postgres@127.0.0.1:5432/postgres: its host, port, user and password. */
  serverUrl: string;
  /** `transaction` unless said otherwise. */
  poolMode?: 'session' | 'transaction' | 'statement';
  /** More `[pgbouncer]` settings, e.g. `{ default_pool_size: '5' }`; none by default. */
  settings?: Record<string, string>;
}

export interface PgBouncer {
  port: number;
  /** `serverUrl` with PgBouncer's address and `database`. */
  url(database: string): string;
  /** Its log so far. */
  log(): Promise<string>;
  /** Stops it (SIGTERM: clients are cut off) and deletes its directory. */
  stop(): Promise<void>;
}

const asRoot = () => process.getuid?.() === 0;

function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/** Why PgBouncer cannot run here, or undefined when it can. */
export function pgbouncerUnavailable(): string | undefined {
  if (!existsSync(PGBOUNCER)) return `no PgBouncer at ${PGBOUNCER} (apt-get install pgbouncer, or PGBOUNCER_BIN)`;
  if (asRoot() && !(existsSync(RUNUSER) && postgresUser())) {
    return 'running as root, and PgBouncer refuses root: needs runuser and a postgres user';
  }
  return undefined;
}

/** The quoted form PgBouncer's auth_file takes. */
const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

function configuration(directory: string, port: number, server: URL, options: PgBouncerOptions): string {
  const settings: Record<string, string> = {
    listen_addr: '127.0.0.1',
    listen_port: String(port),
    // No socket in /tmp that another PgBouncer on the same port number would clash with.
    unix_socket_dir: '',
    auth_type: 'trust',
    auth_file: path.join(directory, 'userlist.txt'),
    pool_mode: options.poolMode ?? 'transaction',
    logfile: path.join(directory, 'pgbouncer.log'),
    pidfile: path.join(directory, 'pgbouncer.pid'),
    ...options.settings,
  };
  return [
    '[databases]',
    `* = host=${server.hostname} port=${server.port || '5432'}`,
    '[pgbouncer]',
    ...Object.entries(settings).map(([name, value]) => `${name} = ${value}`),
    '',
  ].join('\n');
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function untilListening(child: ChildProcess, port: number, log: () => Promise<string>) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`pgbouncer exited (${child.exitCode ?? child.signalCode}): ${await log()}`);
    }
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`pgbouncer did not listen on ${port} within ${START_TIMEOUT_MS} ms: ${await log()}`);
}

export async function startPgBouncer(options: PgBouncerOptions): Promise<PgBouncer> {
  const server = new URL(options.serverUrl);
  const directory = await mkdtemp(path.join(os.tmpdir(), 'boltx-pgbouncer-'));
  const port = await freePort();
  const user = decodeURIComponent(server.username || 'postgres');
  await writeFile(path.join(directory, 'pgbouncer.ini'), configuration(directory, port, server, options));
  // With trust, PgBouncer still looks the user up here; the password is the one it logs in to the server with.
  await writeFile(
    path.join(directory, 'userlist.txt'),
    `${quoted(user)} ${quoted(decodeURIComponent(server.password))}\n`,
  );
  const owner = asRoot() ? postgresUser() : undefined;
  if (owner) {
    for (const file of ['', 'pgbouncer.ini', 'userlist.txt'])
      await chown(path.join(directory, file), owner.uid, owner.gid);
  }
  const ini = path.join(directory, 'pgbouncer.ini');
  const [command, args] = owner ? [RUNUSER, ['-u', 'postgres', '--', PGBOUNCER, ini]] : [PGBOUNCER, [ini]];
  // A process group of its own, ended with this process should a test be cut short.
  const child = spawn(command, args, { detached: true, stdio: 'ignore' });
  endWithThisProcess(child);
  const log = () => readFile(path.join(directory, 'pgbouncer.log'), 'utf8').catch(() => '');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      } catch {
        // It had just exited.
      }
    }
    await rm(directory, { recursive: true, force: true });
  };
  try {
    await untilListening(child, port, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    port,
    url: (database) => {
      const url = new URL(options.serverUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      url.pathname = `/${database}`;
      return url.toString();
    },
    log,
    stop,
  };
}
