/**
 * The release name of a build (BUILD_ID): it versions the offline cache (src/lib/persister.ts), the
 * service worker's precache of route-preloads.json, error reports, and the server's /api/health.
 * A production build must have one that changes with the code, or installed apps keep the old cache:
 * the environment's BUILD_ID, else git's short commit, with `-dirty-<hash of the changes>` when the
 * checkout has changes (two builds of different changes on one commit differ, two of the same agree).
 * Without either, the build stops and says so.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export class BuildIdMissing extends Error {}

const VALID = /^[\w.+-]{1,64}$/;

const MISSING =
  'BUILD_ID is not set and this is not a git checkout: a production build needs a release name that changes with ' +
  'the code (it versions the offline cache and the service worker). Build with e.g. BUILD_ID=2026-11-28.1 npm run build';

function git(cwd: string, args: string[]): Buffer | undefined {
  try {
    return execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}

/** A short hash of the checkout's changes against HEAD: tracked files' diff and untracked files' contents. */
function changesHash(cwd: string): string | undefined {
  const status = git(cwd, ['status', '--porcelain'])?.toString();
  if (!status?.trim()) return undefined;
  const hash = createHash('sha256');
  hash.update(git(cwd, ['diff', 'HEAD', '--binary']) ?? '');
  const untracked = (git(cwd, ['ls-files', '--others', '--exclude-standard', '-z'])?.toString() ?? '')
    .split('\0')
    .filter(Boolean)
    .sort();
  for (const file of untracked) {
    hash.update(`\0${file}\0`);
    try {
      hash.update(readFileSync(path.join(cwd, file)));
    } catch {
      // Gone since git listed it.
    }
  }
  return hash.digest('hex').slice(0, 8);
}

/** From git: the short commit, `-dirty-…` with local changes; undefined outside a checkout. */
function gitBuildId(cwd = process.cwd()): string | undefined {
  const commit = git(cwd, ['rev-parse', '--short', 'HEAD'])?.toString().trim();
  if (!commit) return undefined;
  const changes = changesHash(cwd);
  return changes ? `${commit}-dirty-${changes}` : commit;
}

/** BUILD_ID for a production build; throws BuildIdMissing with what to do when there is none. */
export function resolveBuildId(environment: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  const given = environment.BUILD_ID?.trim();
  if (given) {
    if (!VALID.test(given)) {
      throw new BuildIdMissing(
        `BUILD_ID must be 1–64 letters, digits, dots, dashes, underscores or plus signs (got "${given}")`,
      );
    }
    return given;
  }
  const fromGit = gitBuildId(cwd);
  if (!fromGit) throw new BuildIdMissing(MISSING);
  return fromGit;
}
