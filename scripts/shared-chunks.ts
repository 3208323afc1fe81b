/**
 * Fewer, larger shared chunks for the signed-in candidate's pages. Left to itself the bundler makes
 * a chunk for every set of pages sharing a module, so a first visit of /my/attack named 29
 * scripts, most under 1 KB, each a request of its own. Here the modules that pages under /my
 * need beyond the shell, and that two pages or more share, go into a chunk per layer:
 * `shared-core` (contract, lib, session, libraries), `shared-ui`, and `shared-<feature>`. Modules
 * no /my page needs stay where the bundler puts them, and so does whatever an entry (the shell,
 * the landing) loads at start, so neither grows, and whatever the landing may load later (its
 * sections, its idle layer), so a visitor of `/` never downloads /my code; nor does whatever a
 * console page (/biz) uses, so a recruiter's page does not load the candidate's threads and
 * contracts for the one module it shares with them (−11 KB on the heaviest console pages). A
 * page elsewhere that shares one module of a group loads the whole group: the price of fewer
 * requests, paid within each route's budget.
 *
 * Which modules the /my pages reach is known only once the module graph is built: `myPagesReach`
 * records it at buildEnd, before chunks are made, and the group's name function reads it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { readRouteModules } from './route-preloads.ts';

const reachedByMyPages = new Set<string>();
const ROUTE_TABLE = path.resolve('src/app/routes.tsx');

/** The page modules of the routes under `prefix` (/my, /biz), as absolute paths. */
export function pageModulesUnder(prefix: string): string[] {
  const routes = readRouteModules(readFileSync('src/app/routes.tsx', 'utf8'), existsSync);
  return routes.filter((route) => route.path.startsWith(prefix)).map((route) => path.resolve(route.module));
}

export function myPagesReach(): Plugin {
  return {
    name: 'boltx:my-pages-reach',
    apply: 'build',
    buildEnd() {
      reachedByMyPages.clear();
      const closure = (starts: string[], lazyToo: boolean) => {
        const seen = new Set<string>();
        const pending = [...starts];
        while (pending.length > 0) {
          const id = pending.pop() as string;
          if (seen.has(id) || (lazyToo && id === ROUTE_TABLE)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          pending.push(...(info?.importedIds ?? []), ...(lazyToo ? (info?.dynamicallyImportedIds ?? []) : []));
        }
        return seen;
      };
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const initial = closure(entries, false);
      // All the landing may load, short of the app's route table (a signed-in candidate's whole app).
      const landing = closure(
        entries.filter((id) => id.endsWith('landing.html')),
        true,
      );
      // What the console's pages use stays out of the groups too: a recruiter's page would otherwise
      // load the candidate's message threads and contracts with the one module it shares with them.
      const console = closure(pageModulesUnder('/biz'), false);
      for (const id of closure(pageModulesUnder('/my'), false)) {
        if (!initial.has(id) && !landing.has(id) && !console.has(id)) reachedByMyPages.add(id);
      }
    },
  };
}

const root = path.resolve('src');

/** The chunk of a module a /my page needs beyond the shell, by its layer; null leaves it to the bundler. */
function groupOf(id: string): string | null {
  if (!reachedByMyPages.has(id)) return null;
  if (id.includes('node_modules')) return 'shared-core';
  if (!id.startsWith(root)) return null;
  const [layer, feature] = path.relative(root, id).split(path.sep);
  if (layer === 'contract' || layer === 'lib' || layer === 'session') return 'shared-core';
  if (layer === 'ui') return 'shared-ui';
  if (layer === 'features' && feature) return `shared-${feature}`;
  return null;
}

/**
 * rolldown's `output.codeSplitting`. Only the modules themselves: following their imports would pull
 * the shell's modules in too, and the shell would load the whole chunk at start.
 */
export const sharedChunks = {
  groups: [
    { name: groupOf, debugName: 'shared by /my pages', minShareCount: 2, includeDependenciesRecursively: false },
  ],
};
