/**
 * `npm run build`: everything production runs, under one BUILD_ID (scripts/build-id.ts), resolved
 * once so every step of one build agrees even while the checkout changes.
 *
 *   tsx scripts/build.ts            the Preact build users get: dist/, dist-ssr/ and the server, dist-server/
 *   tsx scripts/build.ts --react    the React build of the same app: dist-react/, dist-react-ssr/
 *
 * The server's build comes last and its build.json last of all: it stamps a complete build
 * (scripts/ensure-build.ts compares it with the sources).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BuildIdMissing, resolveBuildId } from './build-id';
import { buildServer } from './build-server';

function run(command: string, args: string[], environment: NodeJS.ProcessEnv) {
  const result = spawnSync(path.resolve('node_modules/.bin', command), args, { stdio: 'inherit', env: environment });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.signal ?? `exit code ${result.status}`})`);
  }
}

export async function buildAll({ react = false } = {}): Promise<string> {
  const buildId = resolveBuildId();
  const builtAt = new Date().toISOString();
  const environment = { ...process.env, BUILD_ID: buildId };
  const [dist, ssr] = react ? ['dist-react', 'dist-react-ssr'] : ['dist', 'dist-ssr'];
  const mode = react ? ['--mode', 'react'] : [];
  process.stdout.write(`building ${react ? 'the React build' : 'the app and its server'}, BUILD_ID ${buildId}\n`);

  run('vite', ['build', ...mode], environment);
  run('vite', ['build', ...mode, '--ssr'], environment);
  run('vite', ['build', ...mode, '--ssr', '-c', 'vite.worker-renderer.config.ts'], environment);
  run('tsx', ['scripts/prerender-landing.ts', dist, ssr], environment);
  run('tsx', ['scripts/route-preloads.ts', dist], environment);
  run('tsx', ['scripts/offers-shell.ts', dist, ssr], environment);
  run('tsx', ['scripts/precompress.ts', dist], environment);
  if (!react) await buildServer({ buildId, builtAt });
  return buildId;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildAll({ react: process.argv.includes('--react') }).catch((error: unknown) => {
    process.stderr.write(`${error instanceof BuildIdMissing ? '' : 'build failed: '}${(error as Error).message}\n`);
    process.exit(1);
  });
}
