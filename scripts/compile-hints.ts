/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+) for the chunks a
 * signed-in candidate's page runs at start: the shell's, and each /my page's with what it imports.
 * Their functions nearly all run while the page starts, and V8 otherwise compiles each one on the
 * main thread at its first call; with the hint it compiles them with the script, off the main
 * thread while the rest downloads (a cold /my/attack: ~110 → ~22 ms of compiling on the main
 * thread, unthrottled). That gain is for scripts streamed from the network. With the hint in the
 * files the service worker precaches too, a returning /my/attack (scripts read from Cache Storage)
 * measured 97 → 86 in Lighthouse — in the same browser as the visit before it, so partly V8's
 * in-memory code of that visit; not measured since in a restarted one. The worker's path is kept as
 * it was: the hinted copies are written beside the build (contract/compile-hints.ts) and the
 * server sends them only to a page's own script loads.
 * The landing's own chunks are left out: a visitor of `/` runs few of them. Other engines read the
 * line as a comment.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { COMPILE_HINT, COMPILE_HINTED_DIR } from '../src/contract/compile-hints.ts';

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
}

/** The chunks `starts` are, and every chunk they import statically, by file name. */
function staticClosure(bundle: OutputBundle, starts: OutputChunk[]): Set<string> {
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
export function hintedChunks(bundle: OutputBundle, entry: string, pages: string[]): Set<string> {
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
    // Once written: the chunks' code is final only after every plugin's generateBundle.
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const file of hintedChunks(bundle as unknown as OutputBundle, entry, pages())) {
        const target = path.join(outDir, COMPILE_HINTED_DIR, file);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, COMPILE_HINT + (bundle[file] as OutputChunk).code);
      }
    },
  };
}
