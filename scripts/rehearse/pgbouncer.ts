/**
 * PgBouncer on deploy/pgbouncer.ini for the rehearsal, in front of a scratch PostgreSQL: the file
 * with its addresses and paths replaced (ini-settings.ts), an auth_file holding the role's
 * password, both in a temporary directory PgBouncer's user can read. PgBouncer refuses to run as
 * root, so as root it runs as `postgres` (runuser); its output is kept for the report.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { endWithThisProcess } from '../process-groups';
import { withSettings } from './ini-settings';
import { postgresAccount, RUNUSER } from './postgres-account';

export const PGBOUNCER = '/usr/sbin/pgbouncer';
const START_TIMEOUT_MS = 15_000;

export interface PgBouncer {
  /** DATABASE_URL for the replicas. */
  url: string;
  log(): string;
  stop(): Promise<void>;
}

export interface PgBouncerOptions {
  /** The deploy file (deploy/pgbouncer.ini). */
  configFile: string;
  /** The database PgBouncer passes to, as named in the file's [databases] section. */
  database: string;
  /** Where PostgreSQL listens. */
  upstream: { host: string; port: number };
  listenPort: number;
  role: string;
  password: string;
}

/** The deploy file's `<database> = host=… port=… dbname=…` line with the upstream's address. */
function databaseLine(text: string, options: PgBouncerOptions): string {
  const line = new RegExp(`^\\s*${options.database}\\s*=\\s*(.*)$`, 'm').exec(text);
  if (!line) throw new Error(`${options.configFile} has no [databases] entry named ${options.database}`);
  const { host, port } = options.upstream;
  return line[1].replace(/\bhost=\S+/, `host=${host}`).replace(/\bport=\S+/, `port=${port}`);
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startPgBouncer(options: PgBouncerOptions): Promise<PgBouncer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'boltx-pgbouncer-'));
  const account = postgresAccount();
  const template = await readFile(options.configFile, 'utf8');
  const config = withSettings(template, {
    [options.database]: databaseLine(template, options),
    listen_addr: '127.0.0.1',
    listen_port: String(options.listenPort),
    unix_socket_dir: dir,
    auth_file: path.join(dir, 'userlist.txt'),
  });
  const files = {
    'pgbouncer.ini': config,
    'userlist.txt': `"${options.role}" "${options.password}"\n`,
  };
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(dir, name), content, { mode: 0o600 });
  if (account) {
    for (const name of ['', ...Object.keys(files)]) await chown(path.join(dir, name), account.uid, account.gid);
  }
  await chmod(dir, 0o700);

  const ini = path.join(dir, 'pgbouncer.ini');
  const child: ChildProcess = spawn(
    account ? RUNUSER : PGBOUNCER,
    account ? ['-u', 'postgres', '--', PGBOUNCER, ini] : [ini],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  endWithThisProcess(child);
  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-100_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);

  const url = `postgres://${options.role}:${encodeURIComponent(options.password)}@127.0.0.1:${options.listenPort}/${options.database}`;
  const stop = async () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`PgBouncer did not start:\n${log.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, log: () => log, stop };
}
