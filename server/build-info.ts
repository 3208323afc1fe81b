/**
 * What the production build wrote beside the server's bundle (scripts/build.ts): `build.json` in
 * dist-server/ names the release (BUILD_ID) the server reports. The server run from its sources
 * (tsx, tests) has none.
 */
import { readFileSync } from 'node:fs';

export interface BuildInfo {
  /** BUILD_ID of the build: the environment's, or git's short commit (with `-dirty-…` for local changes). */
  buildId: string;
  /** When the build started (ISO 8601). */
  builtAt: string;
}

export const BUILD_INFO_FILE = 'build.json';

let known: BuildInfo | null | undefined;

/** The build this code belongs to, read once; undefined when running from the sources. */
export function buildInfo(): BuildInfo | undefined {
  if (known === undefined) {
    try {
      known = JSON.parse(readFileSync(new URL(`./${BUILD_INFO_FILE}`, import.meta.url), 'utf8')) as BuildInfo;
    } catch {
      known = null;
    }
  }
  return known ?? undefined;
}
