/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+) on the chunks a
 * signed-in candidate's page runs at start: the shell's, and each /my page's with what it imports.
 * Their functions nearly all run while the page starts, and V8 otherwise compiles each one on the
 * main thread at its first call; with the hint it compiles them with the script, off the main
 * thread while the rest arrives.
 * - A cold /my/attack from the network: ~110 → ~22 ms of compiling on the main thread, unthrottled.
 * - A window opened from a notification, its scripts read from the worker's Cache Storage: ~70 → ~20 ms
 *   on the main thread, the countdown ~4 % sooner (2026-11-29).
 * The hint is written into the build's own files, so the precache holds it too. From 2026-11-26
 * until then only copies beside the build had it, sent to a page's own script loads: a returning
 * visit had measured worse with it (97 → 86). That figure did not come back in a restarted
 * browser (docs/decisions/2026-11-29-compile-hints-in-the-precache.md).
 * The landing's own chunks are left out: a visitor of `/` runs few of them. Other engines read the
 * line as a comment.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** At the top of the file, where Chromium looks for it. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

function chunksOf(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  return Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
}

/** The chunks `starts` are, and every chunk they import statically, by file name. */
function staticClosure(bundle: Rolldown.OutputBundle, starts: Rolldown.OutputChunk[]): Set<string> {
  const byFile = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const pending = starts.map((chunk) => chunk.fileName);
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

/** The chunks to hint: the entry named `entry`, the chunks of `pages` (absolute module paths), and their static imports. */
export function hintedChunks(bundle: Rolldown.OutputBundle, entry: string, pages: string[]): Set<string> {
  const pageSet = new Set(pages.map((page) => path.resolve(page)));
  const starts = chunksOf(bundle).filter(
    (chunk) =>
      (chunk.isEntry && chunk.name === entry) ||
      (chunk.isDynamicEntry && chunk.facadeModuleId !== null && pageSet.has(chunk.facadeModuleId)),
  );
  return staticClosure(bundle, starts);
}

export function compileHints(entry: string, pages: () => string[]): Plugin {
  return {
    name: 'boltx:compile-hints',
    apply: 'build',
    // Once written: the chunks' code is final only after every plugin's generateBundle, and Vite puts
    // its own lines (a chunk's list of preloads) at the top in it. Names keep their hash of the code.
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const file of hintedChunks(bundle, entry, pages())) {
        writeFileSync(path.join(outDir, file), COMPILE_HINT + (bundle[file] as Rolldown.OutputChunk).code);
      }
    },
  };
}
