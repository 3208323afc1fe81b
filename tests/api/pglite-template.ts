/**
 * The migrated, empty PGlite database every API test file starts from. Booting PGlite runs initdb
 * in WebAssembly (~2 s of CPU) and then the migrations; the suite boots a few hundred databases.
 * So the first test process to need one makes it once and keeps it as a file named by what makes
 * it (PGlite's version and the migrations), and every later boot loads that file (~0.6 s).
 * Seeds, secrets and the clock stay per boot: the template holds the schema only.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../server/db/client';

const folder = path.resolve('.tmp', 'pglite-templates');

async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  // The package's exports hide its package.json; its entry's folder holds it one level up.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  const walk = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      hash.update(path.relative(migrationsFolder, file));
      if (entry.isDirectory()) await walk(file);
      else hash.update(await readFile(file));
    }
  };
  await walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

async function make(file: string): Promise<Blob> {
  const client = new PGlite('memory://');
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await mkdir(folder, { recursive: true });
    // Written aside and renamed: a process starting meanwhile reads a whole file or none.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    // Templates of earlier migrations are never read again (43 MB each).
    for (const name of await readdir(folder)) {
      if (name.endsWith('.tar') && path.join(folder, name) !== file) await rm(path.join(folder, name), { force: true });
    }
    return dump;
  } finally {
    await client.close();
  }
}

let template: Promise<Blob> | undefined;

/** The template, made at most once per fingerprint (two processes racing each make it; the file is the same). */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(folder, `${await fingerprint()}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      return make(file);
    }
  })();
  return template;
}
