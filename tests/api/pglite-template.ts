/**
 * The migrated, empty PGlite database every API test file starts from. Booting PGlite runs initdb
 * in WebAssembly (~2 s of CPU) and then the migrations; the suite boots a few hundred databases.
 * So the first test process to need one makes it once and keeps it as a file named by what makes
 * it (PGlite's version and the migrations), and every later boot loads that file (~0.6 s).
 * Seeds, secrets and the clock stay per boot: the template holds the schema only.
 *
 * A server process of a test (the journeys', the API tests' that start one, a restart in DATA_DIR)
 * gets the same database as a directory (`newPgliteDataDir`): a server that finds no directory runs
 * initdb into one, ~13 s of CPU, while unpacking the template takes a fraction of a second. The
 * server still runs its migrations (none left to apply) and its seed at start, as on any restart.
 * PGlite and the migrator are loaded only to make the template.
 *
 * CLI (playwright.config.ts, before each of its servers): `tsx tests/api/pglite-template.ts <DATA_DIR>/pglite`.
 */
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { migrationsFingerprint, migrationsFolder } from './migrations-fingerprint';

const folder = path.resolve('.tmp', 'pglite-templates');

async function fingerprint(): Promise<string> {
  // The package's exports hide its package.json; its entry's folder holds it one level up.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return migrationsFingerprint(await readFile(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
}

async function make(file: string): Promise<void> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
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
  } finally {
    await client.close();
  }
}

let templateFile: Promise<string> | undefined;

/**
 * The template's file (a tar of PGlite's data directory, as PGlite's dumpDataDir writes it), made
 * at most once per fingerprint and process (two processes racing each make it; the file is the same).
 */
export function pgliteTemplateFile(): Promise<string> {
  templateFile ??= (async () => {
    const file = path.join(folder, `${await fingerprint()}.tar`);
    const exists = await stat(file).then(
      () => true,
      () => false,
    );
    if (!exists) await make(file);
    return file;
  })();
  return templateFile;
}

let template: Promise<Blob> | undefined;

/** The template, for PGlite's loadDataDir. */
export function pgliteTemplate(): Promise<Blob> {
  template ??= pgliteTemplateFile().then(async (file) => new Blob([await readFile(file)]));
  return template;
}

/** Fills `target` (a server's DATA_DIR/pglite, not there yet) with the template's migrated, empty database. */
export async function newPgliteDataDir(target: string): Promise<void> {
  const file = await pgliteTemplateFile();
  await mkdir(target, { recursive: true });
  // The template is a plain tar of the data directory; tar unpacks it far faster than Node writes files.
  await promisify(execFile)('tar', ['-xf', file, '-C', target]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const target = process.argv[2];
  if (!target) throw new Error('usage: tsx tests/api/pglite-template.ts <DATA_DIR>/pglite');
  await newPgliteDataDir(target);
}
