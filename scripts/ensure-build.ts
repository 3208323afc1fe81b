/**
 * `npm start` for a newcomer: builds (scripts/build.ts) only when there is no complete build or a
 * source changed after the last one started, then the server runs from the build. Operators build
 * once (`npm run build`) and run `node dist-server/main.js` themselves.
 *
 * "Changed" is a modification time newer than the start recorded in dist-server/build.json, for
 * any file the build reads (tests excepted): a checkout, a pull or an edit all count.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_INFO_FILE, type BuildInfo } from '../server/build-info';
import { buildAll } from './build';
import { SERVER_ENTRY, SERVER_OUT_DIR } from './server-entry';

/** What the build reads: the app, the worker, the server, the build's scripts and their settings. */
export const BUILD_SOURCES = [
  'src',
  'sw',
  'server',
  'public',
  'scripts',
  'index.html',
  'landing.html',
  'vite.config.ts',
  'vite.worker-renderer.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.app.json',
  'tsconfig.node.json',
  'package.json',
  'package-lock.json',
];
/** Files the build's output must include to count as a build. */
const BUILD_OUTPUTS = ['dist/index.html', 'dist/landing.html', 'dist-ssr', SERVER_ENTRY];

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The newest modification time (ms) among `entries` and the files under them, tests excepted. */
export function newestModification(entries: readonly string[]): number {
  let newest = 0;
  const visit = (entry: string) => {
    const info = statSync(entry, { throwIfNoEntry: false });
    if (!info) return;
    if (info.isDirectory()) {
      for (const child of readdirSync(entry)) visit(path.join(entry, child));
    } else if (!isTest(entry)) {
      newest = Math.max(newest, info.mtimeMs);
    }
  };
  for (const entry of entries) visit(entry);
  return newest;
}

/** Why a build is needed, or undefined when the last one is complete and newer than every source. */
export function staleBecause(root = '.'): string | undefined {
  const missing = BUILD_OUTPUTS.find((output) => !statSync(path.join(root, output), { throwIfNoEntry: false }));
  if (missing) return `no build yet (${missing} is missing)`;
  let info: BuildInfo;
  try {
    info = JSON.parse(readFileSync(path.join(root, SERVER_OUT_DIR, BUILD_INFO_FILE), 'utf8')) as BuildInfo;
  } catch {
    return `the build has no ${SERVER_OUT_DIR}/${BUILD_INFO_FILE}`;
  }
  const builtAt = Date.parse(info.builtAt);
  const newest = newestModification(BUILD_SOURCES.map((source) => path.join(root, source)));
  if (!(newest <= builtAt)) return `sources changed since the build of ${info.builtAt} (BUILD_ID ${info.buildId})`;
  return undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const reason = staleBecause();
  if (reason) {
    process.stdout.write(`${reason}: building first (npm run build)\n`);
    buildAll().catch((error: unknown) => {
      process.stderr.write(`${(error as Error).message}\n`);
      process.exit(1);
    });
  } else {
    process.stdout.write('the build is current: starting it\n');
  }
}
