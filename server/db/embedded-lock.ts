/**
 * PGlite is PostgreSQL in one process: two processes opening the same directory would both write
 * its files and corrupt them. So whoever opens it (the server, or an operator's command such as
 * `npm run console-account`) first writes its pid into `<dir>.lock`, beside PGlite's folder, and
 * deletes the file when it closes. Another process that finds the file with a living pid in it is
 * refused with EmbeddedDatabaseInUseError, which says who holds it and what to do; a file left by a
 * process that died (SIGKILL, a crash) is taken over, as PostgreSQL does with postmaster.pid.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';

/** Who holds the embedded database, as its lock file says. */
export interface EmbeddedDatabaseHolder {
  pid: number;
  /** 'server', or the command's name. */
  holder: string;
  since: string;
}

export const lockFileOf = (pgliteDir: string) => `${pgliteDir.replace(/[/\\]+$/, '')}.lock`;

export class EmbeddedDatabaseInUseError extends Error {
  constructor(
    readonly pgliteDir: string,
    readonly held: EmbeddedDatabaseHolder,
  ) {
    const who = held.holder === 'server' ? 'a running server' : `a running ${held.holder}`;
    const whoKo = held.holder === 'server' ? '실행 중인 서버' : `실행 중인 ${held.holder}`;
    super(
      `내장 데이터베이스(${pgliteDir})를 ${whoKo}(pid ${held.pid})가 쓰고 있어요. ` +
        '내장 데이터베이스는 한 번에 한 프로세스만 열 수 있어요: 그 프로세스를 멈춘 뒤 다시 실행해 주세요.\n' +
        `The embedded database (${pgliteDir}) is in use by ${who} (pid ${held.pid}, since ${held.since}). ` +
        'PGlite serves one process at a time: stop it first, then run this again (or use PostgreSQL through ' +
        `DATABASE_URL, which many processes share). If no such process runs, delete ${lockFileOf(pgliteDir)}.`,
    );
  }
}

/** Whether a process with this pid exists (EPERM: it does, under another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(file: string): Promise<EmbeddedDatabaseHolder | undefined> {
  try {
    const held = JSON.parse(await readFile(file, 'utf8')) as Partial<EmbeddedDatabaseHolder>;
    return Number.isInteger(held.pid) ? (held as EmbeddedDatabaseHolder) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the embedded database in `pgliteDir` for this process, or throws EmbeddedDatabaseInUseError;
 * answers the release, which deletes the lock file if it is still this process's.
 */
export async function lockEmbeddedDatabase(pgliteDir: string, holder: string): Promise<() => Promise<void>> {
  const file = lockFileOf(pgliteDir);
  const mine: EmbeddedDatabaseHolder = { pid: process.pid, holder, since: new Date().toISOString() };
  for (let tries = 0; tries < 2; tries += 1) {
    try {
      await writeFile(file, `${JSON.stringify(mine)}\n`, { flag: 'wx' });
      return async () => {
        if ((await readHolder(file))?.pid === process.pid) await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const held = await readHolder(file);
    // This process's own (a reopen, or a container whose process got the same pid) or a dead one's: take it over.
    if (held && held.pid !== process.pid && alive(held.pid)) throw new EmbeddedDatabaseInUseError(pgliteDir, held);
    await rm(file, { force: true });
  }
  throw new Error(
    `${file} was taken again while a stale one was being replaced: another process is opening the embedded database`,
  );
}
