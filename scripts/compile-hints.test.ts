import path from 'node:path';
import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { hintedChunks } from './compile-hints';

function chunk(fileName: string, options: { name?: string; entry?: boolean; page?: string; imports?: string[] }) {
  return {
    type: 'chunk',
    fileName,
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
) as unknown as OutputBundle;

describe('hintedChunks', () => {
  it('names the shell, the /my pages and what they import, and nothing only the landing or other pages load', () => {
    const hinted = hintedChunks(bundle, 'index', ['src/features/offers/my-attack-page.tsx']);
    expect([...hinted].sort()).toEqual(['index.js', 'my-attack-page.js', 'preact.js', 'shared-offers.js', 'shell.js']);
  });
});
