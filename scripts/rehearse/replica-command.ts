/**
 * How a replica is started — the one place that decides. The production build (`node
 * dist-server/main.js`, made by `npm run build`) when it exists and is not older than the server's
 * source. Otherwise the same production bundle (scripts/build-server.ts, esbuild, a second or two)
 * built from the current source into a directory of this run's own — `npm test` runs the
 * rehearsal before it builds, and a stale build would rehearse code that is no longer there. Only
 * if that fails, the source through tsx's loader. Either way the child is `node` itself, so a
 * signal sent to it reaches the server (no npm or sh in between).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { buildServer } from '../build-server';

export interface ReplicaCommand {
  /** Arguments after `node`. */
  args: string[];
  /** What the report says was run, and why. */
  description: string;
  /** Removes what was built for this run. */
  remove(): Promise<void>;
}

/** The source the server build is made of. */
const SOURCE_DIRECTORIES = ['server', path.join('src', 'contract')];
const nothing = async () => undefined;

function newestChange(directory: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const entryPath = path.join(directory, entry.name);
    const changed = entry.isDirectory() ? newestChange(entryPath) : statSync(entryPath).mtimeMs;
    newest = Math.max(newest, changed);
  }
  return newest;
}

/** Why dist-server/ cannot be used, or undefined when it is current. */
function staleBuild(root: string): string | undefined {
  const built = path.join(root, 'dist-server', 'main.js');
  if (!existsSync(built)) return 'no production build in dist-server/';
  const sourceChanged = Math.max(...SOURCE_DIRECTORIES.map((directory) => newestChange(path.join(root, directory))));
  return sourceChanged > statSync(built).mtimeMs ? 'dist-server/ is older than the source' : undefined;
}

export async function prepareReplicaCommand(root: string): Promise<ReplicaCommand> {
  const stale = staleBuild(root);
  if (!stale) {
    const built = path.join(root, 'dist-server', 'main.js');
    return { args: [built], description: 'node dist-server/main.js (the production build)', remove: nothing };
  }
  // The bundle imports its packages from node_modules: it must sit inside the checkout.
  await mkdir(path.join(root, '.tmp'), { recursive: true });
  const outDir = await mkdtemp(path.join(root, '.tmp', 'rehearse-server-'));
  try {
    if (path.resolve(process.cwd()) !== path.resolve(root)) throw new Error('the build runs from the checkout only');
    await buildServer({ buildId: 'rehearsal', builtAt: new Date().toISOString() }, outDir);
    return {
      args: [path.join(outDir, 'main.js')],
      description: `node ${path.relative(root, outDir)}/main.js (the production bundle, built from the current source for this run: ${stale})`,
      remove: () => rm(outDir, { recursive: true, force: true }),
    };
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    return {
      args: ['--import', 'tsx', 'server/main.ts'],
      description: `node --import tsx server/main.ts (${stale}, and bundling failed: ${error instanceof Error ? error.message : String(error)})`,
      remove: nothing,
    };
  }
}
