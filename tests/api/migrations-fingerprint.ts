/**
 * What names a template database (pglite-template.ts, postgres-template.ts): a hash of the committed
 * migrations, file by file, and of whatever else decides the template's bytes, so a new migration
 * makes a new template and an unchanged one is reused.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed migrations (server/db/client.ts reads them from the same folder). */
export const migrationsFolder = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

export async function migrationsFingerprint(...also: Buffer[]): Promise<string> {
  const hash = createHash('sha256');
  for (const part of also) hash.update(part);
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
