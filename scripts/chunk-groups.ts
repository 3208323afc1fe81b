/**
 * How the app shell and the pages' stylesheets are cut into files (Rolldown's `output.codeSplitting`
 * groups). Left to itself the bundler gave the shell 15 files: one for each set of entries (the
 * shell, the landing, each of the landing's later parts) that share a module. Every file costs its
 * own gzip dictionary and the imports and exports that join it to the rest (~3.6 KB of the shell's
 * 48 KB, 2026-11-29), and a page opened from the worker's cache waits for each one.
 *
 * Here the shell's modules go to four files, so that the landing never loads the whole shell:
 * - `common`: what the landing's first screen runs too (Preact, superstruct, the HTTP client);
 * - `landing-extras`: what the landing's extras use (they start 5 s after its load, and count in
 *   its budget);
 * - `landing-parts`: what the landing's other later parts use (its sections below the fold, the
 *   prompt of a new build: React Query, wouter), loaded all together by any of them;
 * - `shell`: the rest, which only the app runs.
 * The pages' code past the shell keeps the bundler's own cut: a page's chunks are fetched together,
 * and merging them made each page load code of others (measured, and left).
 *
 * The pages' stylesheets do not: the bundler gave each shared chunk its own, 8 for the offer page
 * on top of the shell's 4, and each is one more file the page waits for before it draws (Vite loads
 * a page's stylesheets before its code runs), and a name in every list of them. Here they go by
 * feature folder (`offers-styles`, `profile-styles`…; features never import one another) and one
 * file for the rest (`shared-styles`: src/ui, src/app): the offer page gets 2 past the shell's
 * instead of 8, and 2.3 KB more CSS on a first visit, the rest of its feature's (measured
 * 2026-11-29: a notification into a new window 10–20 % sooner, every page's JavaScript 0.4 KB
 * lighter; one sheet for all was 7.5 KB more on a first visit).
 *
 * Only modules the bundle keeps are grouped (the `$initial` tag is Rolldown's own graph, after
 * tree shaking). Which entry reaches which is read from the module graph with every import
 * followed, unused re-exports of a barrel too: a module can only land in a file more entries load
 * than use it (seen: the landing's API paths, ~0.1 KB of the shell), never out of one its entry loads.
 */
import type { Rolldown } from 'vite';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

export interface ShellEntries {
  /** index.html's script: the app shell. */
  app: string;
  /** landing.html's script: the prerendered `/`. */
  landing: string;
  /** What the landing loads after its first interaction or 5 s of none. */
  landingExtras: string;
}

/** Modules `starts` import statically, themselves included. */
function staticClosure(graph: ModuleGraph, starts: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...starts];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The landing's later parts: every module it imports on demand, and those import on demand, but
 * not through the app shell (a signed-in visitor of `/` gets the whole app, app shell included).
 */
function landingParts(graph: ModuleGraph, landingFirst: Set<string>, appShell: Set<string>): Map<string, Set<string>> {
  const parts = new Map<string, Set<string>>();
  const pending = [...landingFirst];
  const visited = new Set<string>();
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (visited.has(id)) continue;
    visited.add(id);
    for (const target of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
      if (parts.has(target) || appShell.has(target)) continue;
      const closure = staticClosure(graph, [target]);
      parts.set(target, closure);
      pending.push(...closure);
    }
  }
  return parts;
}

interface Reach {
  appShell: Set<string>;
  landingFirst: Set<string>;
  parts: Map<string, Set<string>>;
}

/** The file a module of the app shell goes to, or null for a module the shell does not load. */
function shellFileOf(id: string, reach: Reach, entries: ShellEntries): string | null {
  // The entries stay files of their own: the HTML pages name them.
  if (id === entries.app || id === entries.landing || id.endsWith('.html')) return null;
  // Vite's preload helper and polyfill, which both entries run.
  if (id.startsWith('\0vite/')) return 'common';
  if (!reach.appShell.has(id)) return null;
  if (reach.landingFirst.has(id)) return 'common';
  if (reach.parts.get(entries.landingExtras)?.has(id)) return 'landing-extras';
  return [...reach.parts.values()].some((closure) => closure.has(id)) ? 'landing-parts' : 'shell';
}

/** A stylesheet as the bundler sees it: the module wyw-in-js makes of a source file's styles. */
const isStylesheet = (id: string) => /\.css($|\?)/.test(id);

/**
 * The file of a stylesheet past the shell: its feature's, or the shared one; null for what the
 * landing reaches without the app (its islands keep their own small sheets: the prerendered `/`
 * must not wait for any page's styles).
 */
function pageStylesFileOf(id: string, reach: Reach): string | null {
  if (!isStylesheet(id) || reach.appShell.has(id) || reach.landingFirst.has(id)) return null;
  if ([...reach.parts.values()].some((closure) => closure.has(id))) return null;
  const feature = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];
  return feature ? `${feature}-styles` : 'shared-styles';
}

/** The groups for `output.codeSplitting`: the shell's files, then the pages' stylesheets. */
export function chunkGroups(entries: ShellEntries): Rolldown.CodeSplittingGroup[] {
  // One reading per build; Rolldown calls `name` for every module of each group.
  const reachOf = new WeakMap<ModuleGraph, Reach>();
  const read = (graph: ModuleGraph) => {
    let reach = reachOf.get(graph);
    if (!reach) {
      const appShell = staticClosure(graph, [entries.app]);
      const landingFirst = staticClosure(graph, [entries.landing]);
      reach = { appShell, landingFirst, parts: landingParts(graph, landingFirst, appShell) };
      reachOf.set(graph, reach);
    }
    return reach;
  };
  return [
    {
      debugName: 'app shell',
      tags: ['$initial'],
      name: (id, graph) => shellFileOf(id, read(graph), entries),
    },
    {
      debugName: 'page styles',
      name: (id, graph) => pageStylesFileOf(id, read(graph)),
    },
  ];
}
