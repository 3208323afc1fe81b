/**
 * A PostgreSQL server of a test's own — initdb into a temporary directory, pg_ctl on a free port —
 * that the test may stop and start again on the same port and data. PostgreSQL refuses to run as
 * root, so as root every pg command runs as the `postgres` user (runuser) in a directory it owns.
 * `scratchPostgresUnavailable()` says why this cannot work on this machine, for a skip.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../scripts/load/server-process';

const run = promisify(execFile);
const RUNUSER = '/usr/sbin/runuser';
const START_TIMEOUT_SECONDS = 30;

/** The newest installed server's bin directory (Debian's layout), or PG_BIN. */
function binDirectory(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], 'bin');
}

const asRoot = () => process.getuid?.() === 0;

function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/** Why no scratch PostgreSQL can run here, or undefined when one can. */
export function scratchPostgresUnavailable(): string | undefined {
  const bin = binDirectory();
  if (!bin || !existsSync(path.join(bin, 'initdb'))) {
    return 'no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql/*/bin or PG_BIN';
  }
  if (asRoot() && !(existsSync(RUNUSER) && postgresUser())) {
    return 'running as root, and PostgreSQL refuses root: needs runuser and a postgres user';
  }
  return undefined;
}

export interface ScratchPostgres {
  url: string;
  /** `pg_ctl stop -m fast`: connections are ended at once (57P01), the data is kept. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data, once it accepts connections. */
  start(): Promise<void>;
  /** Stops it (if running) and deletes its directory. */
  remove(): Promise<void>;
}

export async function startScratchPostgres(): Promise<ScratchPostgres> {
  const bin = binDirectory() as string;
  const root = await mkdtemp(path.join(os.tmpdir(), 'boltx-postgres-'));
  const owner = asRoot() ? postgresUser() : undefined;
  if (owner) await chown(root, owner.uid, owner.gid);
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  const pg = (command: string, args: string[]) => {
    const file = path.join(bin, command);
    return owner
      ? run(RUNUSER, ['-u', 'postgres', '--', file, ...args], { cwd: root })
      : run(file, args, { cwd: root });
  };
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -k ${root}`;
  const start = async () => {
    const log = path.join(root, 'server.log');
    await pg('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      log,
      '-o',
      serverOptions,
      '-w',
      '-t',
      `${START_TIMEOUT_SECONDS}`,
      'start',
    ]);
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };

  await pg('initdb', ['-D', dataDir, '-U', 'boltx', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  await start();
  return {
    url: `postgres://boltx@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async remove() {
      await pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}
