import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, hintedChunks } from './compile-hints';

function chunk(fileName: string, options: { name?: string; entry?: boolean; page?: string; imports?: string[] }) {
  return {
    type: 'chunk',
    fileName,
    code: `export const from = ${JSON.stringify(fileName)};`,
    name: options.name ?? fileName,
    isEntry: options.entry ?? false,
    isDynamicEntry: options.page !== undefined,
    facadeModuleId: options.page ? path.resolve(options.page) : null,
    imports: options.imports ?? [],
  };
}

const bundle = Object.fromEntries(
  [
    chunk('index.js', { name: 'index', entry: true, imports: ['shell.js'] }),
    chunk('landing.js', { name: 'landing', entry: true, imports: ['shell.js', 'island.js'] }),
    chunk('shell.js', { imports: ['preact.js'] }),
    chunk('preact.js', {}),
    chunk('island.js', {}),
    chunk('my-attack-page.js', { page: 'src/features/offers/my-attack-page.tsx', imports: ['shared-offers.js'] }),
    chunk('shared-offers.js', {}),
    chunk('biz-page.js', { page: 'src/features/biz/offers-page.tsx', imports: ['biz-shared.js'] }),
    chunk('biz-shared.js', {}),
    { type: 'asset', fileName: 'style.css' },
  ].map((output) => [output.fileName, output]),
) as unknown as Rolldown.OutputBundle;

describe('hintedChunks', () => {
  it('names the shell, the /my pages and what they import, and nothing only the landing or other pages load', () => {
    const hinted = hintedChunks(bundle, 'index', ['src/features/offers/my-attack-page.tsx']);
    expect([...hinted].sort()).toEqual(['index.js', 'my-attack-page.js', 'preact.js', 'shared-offers.js', 'shell.js']);
  });
});

describe('the compile hints plugin', () => {
  it('puts the hint at the top of the written files it names, the ones the precache takes too, and leaves the rest', () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'boltx-hints-'));
    try {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') writeFileSync(path.join(outDir, output.fileName), output.code);
      }
      const plugin = compileHints('index', () => ['src/features/offers/my-attack-page.tsx']);
      const writeBundle = plugin.writeBundle as (options: { dir: string }, written: Rolldown.OutputBundle) => void;
      writeBundle({ dir: outDir }, bundle);
      const written = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
      expect(written('my-attack-page.js')).toBe(`${COMPILE_HINT}export const from = "my-attack-page.js";`);
      expect(written('preact.js').startsWith(COMPILE_HINT)).toBe(true);
      expect(written('island.js')).toBe('export const from = "island.js";');
      expect(written('biz-page.js')).toBe('export const from = "biz-page.js";');
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
