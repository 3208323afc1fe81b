/**
 * What Sentry costs a monitored visit, on a build made with a DSN (the size budgets' builds have
 * none, so they hold no Sentry code):
 *
 *   VITE_SENTRY_DSN=https://public@example.invalid/1 npx vite build --outDir .tmp/sentry-dist
 *   tsx scripts/monitoring-size.ts .tmp/sentry-dist
 *
 * Prints the landing's initial JavaScript, then what every monitored session fetches after first
 * paint (the SDK chunk and the files it needs that the page has not loaded yet), then what only a
 * sampled session or one with an error fetches on top (replay), all gzip level 9.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { kilobytes, landingCost, readManifest } from './bundle-size';

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: tsx scripts/monitoring-size.ts <dist built with VITE_SENTRY_DSN>\n');
  process.exit(1);
}
const manifest = readManifest(dir);
const gzip = (file: string) => gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length;

/** The JavaScript files `key` brings that are not in `loaded` yet (it and its static imports). */
function fetched(key: string, loaded: Set<string>): string[] {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not a chunk of ${dir}: was it built with VITE_SENTRY_DSN?`);
  if (loaded.has(chunk.file)) return [];
  loaded.add(chunk.file);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => fetched(imported, loaded))];
}

const landing = landingCost(dir);
const loaded = new Set(landing.files);
const line = (label: string, files: string[]) => {
  const bytes = files.reduce((sum, file) => sum + gzip(file), 0);
  process.stdout.write(`${label.padEnd(44)} ${kilobytes(bytes).padStart(9)}  ${files.join(', ')}\n`);
};
line(
  'landing initial JS',
  landing.files.filter((file) => file.endsWith('.js')),
);
line('every monitored session, after first paint', fetched('src/lib/sentry-client.ts', loaded));
line('sampled (10%) or after an error, on top', fetched('src/lib/sentry-replay.ts', loaded));
