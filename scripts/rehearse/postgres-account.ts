/**
 * PostgreSQL and PgBouncer both refuse to run as root: as root, the rehearsal runs them as the
 * `postgres` user (runuser) on files that user owns.
 */
import { execFileSync } from 'node:child_process';

export const RUNUSER = '/usr/sbin/runuser';

/** The postgres user's ids when this process is root (and must switch), undefined otherwise. */
export function postgresAccount(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}
