import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseInUseError, lockEmbeddedDatabase, lockFileOf } from './embedded-lock';

describe('the embedded database lock', () => {
  let dir: string;
  let pgliteDir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'boltx-lock-'));
    pgliteDir = path.join(dir, 'pglite');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const holdAs = (pid: number) =>
    writeFile(lockFileOf(pgliteDir), JSON.stringify({ pid, holder: 'server', since: '2026-12-01T00:00:00.000Z' }));

  it('leaves this process’s pid beside the database while it holds it, and takes it away at release', async () => {
    const release = await lockEmbeddedDatabase(pgliteDir, 'server');
    expect(JSON.parse(await readFile(lockFileOf(pgliteDir), 'utf8'))).toMatchObject({ pid: process.pid });
    await release();
    await expect(readFile(lockFileOf(pgliteDir), 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('refuses while another living process holds it, naming it', async () => {
    await holdAs(process.ppid);
    const refused = await lockEmbeddedDatabase(pgliteDir, 'console-account command').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EmbeddedDatabaseInUseError);
    expect((refused as Error).message).toContain(`is in use by a running server (pid ${process.ppid}`);
    expect(JSON.parse(await readFile(lockFileOf(pgliteDir), 'utf8'))).toMatchObject({ pid: process.ppid });
  });

  it('takes over a lock its holder left when it died', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    await holdAs(dead);
    const release = await lockEmbeddedDatabase(pgliteDir, 'server');
    expect(JSON.parse(await readFile(lockFileOf(pgliteDir), 'utf8'))).toMatchObject({ pid: process.pid });
    await release();
  });
});
