/**
 * Shorter preload lists. For each dynamic import Vite writes into the importing chunk the files to
 * fetch with it (its preload list), as hashed file names that do not compress: the route tables'
 * lists of 60 pages were a quarter of the app shell's gzip. Two cuts, neither fetching anything
 * later than before:
 * - a list leaves out what its importer has statically imported: fetched by then, whatever loaded it;
 * - a page's import keeps only its stylesheets (which must be in before it draws): its scripts are
 *   in the build's route preloads (route-preloads.json, scripts/route-preloads.ts), which the app
 *   reads after load and names as a page is fetched ahead or navigated to (src/lib/route-scripts.ts),
 *   as the server does on a first visit and the worker in the shell of a navigation.
 *
 * What a chunk imports and which chunk is a page are known once chunks are made:
 * `recordChunks` keeps them at generateBundle (before Vite writes the lists), `preloadList` reads them.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTES_FILE, readRouteModules } from './route-preloads.ts';

const loadedWith = new Map<string, Set<string>>();
const pageChunks = new Set<string>();

/** The page modules the route preloads name (all but `/`, the prerendered landing), as absolute paths. */
function pagesWithPreloads(): Set<string> {
  const routes = readRouteModules(readFileSync(ROUTES_FILE, 'utf8'), existsSync);
  return new Set(routes.filter((route) => route.path !== '/').map((route) => path.resolve(route.module)));
}

export function recordChunks(): Plugin {
  return {
    name: 'boltx:record-chunks',
    apply: 'build',
    enforce: 'pre',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedWith.clear();
        pageChunks.clear();
        const pages = pagesWithPreloads();
        const closure = (fileName: string, seen = new Set<string>()) => {
          if (seen.has(fileName)) return seen;
          seen.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(imported, seen);
          return seen;
        };
        for (const [fileName, chunk] of Object.entries(bundle)) {
          if (chunk.type !== 'chunk') continue;
          loadedWith.set(fileName, closure(fileName));
          if (chunk.facadeModuleId && pages.has(chunk.facadeModuleId)) pageChunks.add(fileName);
        }
      },
    },
  };
}

/** The preload list of `imported` (a chunk's file name) imported from `hostId`, cut as above. */
export function preloadList(
  imported: string,
  dependencies: string[],
  { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  if (hostType !== 'js') return dependencies;
  const loaded = loadedWith.get(hostId);
  const needed = loaded ? dependencies.filter((dependency) => !loaded.has(dependency)) : dependencies;
  return pageChunks.has(imported) ? needed.filter((dependency) => dependency.endsWith('.css')) : needed;
}
