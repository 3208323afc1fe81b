/**
 * The server for production: server/main.ts and our own modules it imports (server/, src/contract/)
 * bundled by esbuild into one ES module that plain `node` runs, with no TypeScript at run time.
 * Packages stay imports of node_modules, so the PGlite WebAssembly, pg's native-free driver and
 * @node-rs/argon2's binary are the installed ones; each must be a production dependency, or
 * `npm ci --omit=dev` would leave it out (the build stops naming it).
 *
 *   dist-server/main.js        the entry: `node dist-server/main.js` (source maps on, then server.js)
 *   dist-server/server.js      the bundle, and server.js.map
 *   dist-server/console-account.js   the operators' command for console accounts (scripts/console-account/)
 *   dist-server/migrations/    the committed migrations, found beside the bundle (server/db/client.ts)
 *   dist-server/build.json     BUILD_ID and the build's start (server/build-info.ts)
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { BUILD_INFO_FILE, type BuildInfo } from '../server/build-info';
import { CONSOLE_ACCOUNT_BUNDLE, SERVER_ENTRY, SERVER_OUT_DIR } from './server-entry';

/** Node reads a source map only for modules loaded after it is switched on: the bundle is loaded after. */
const ENTRY = `// The production server, built by scripts/build-server.ts: run it with \`node ${SERVER_ENTRY}\`.
process.setSourceMapsEnabled(true);
await import('./server.js');
`;

/** `hono/utils/accept` → `hono`, `@node-rs/argon2` → itself. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Packages the bundle imports that a production install would not have. */
async function missingDependencies(imported: Iterable<string>): Promise<string[]> {
  const manifest = JSON.parse(await readFile('package.json', 'utf8')) as { dependencies?: Record<string, string> };
  const builtin = new Set(builtinModules);
  return [...new Set([...imported].map(packageOf))]
    .filter((name) => !name.startsWith('node:') && !builtin.has(name) && !manifest.dependencies?.[name])
    .sort();
}

export async function buildServer(info: BuildInfo, outDir = SERVER_OUT_DIR): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const result = await build({
    entryPoints: { server: 'server/main.ts', [CONSOLE_ACCOUNT_BUNDLE]: 'scripts/console-account/main.ts' },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  const imported = Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.filter((entry) => entry.external).map((entry) => entry.path),
  );
  const missing = await missingDependencies(imported);
  if (missing.length > 0) {
    throw new Error(
      `the server imports ${missing.join(', ')}, which package.json does not list in "dependencies": a production install would miss it`,
    );
  }
  await writeFile(path.join(outDir, 'main.js'), ENTRY);
  // Without this, a copy of the folder outside the repository would be read as CommonJS.
  await writeFile(path.join(outDir, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);
  await cp('server/db/migrations', path.join(outDir, 'migrations'), { recursive: true });
  await writeFile(path.join(outDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
}
