import { describe, expect, it } from 'vitest';
import { consoleOnlyFiles, type Manifest } from './precache-scope';

const CONSOLE_PAGE = 'src/features/biz/pool-page.tsx';

/** A shell lazily importing a candidate page and a console page; the console page shares one chunk and has its own. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/features/offers/my-attack-page.tsx', CONSOLE_PAGE],
    css: ['assets/s-shell.css'],
  },
  'src/features/offers/my-attack-page.tsx': {
    file: 'assets/my-attack-page-b.js',
    imports: ['_shared.js', '_both.js'],
    dynamicImports: ['src/features/offers/refuse-sheet.tsx'],
  },
  'src/features/offers/refuse-sheet.tsx': { file: 'assets/refuse-sheet-c.js', css: ['assets/s-sheet.css'] },
  [CONSOLE_PAGE]: {
    file: 'assets/pool-page-d.js',
    imports: ['_both.js', '_console.js'],
    dynamicImports: ['src/features/biz/send-sheet.tsx'],
    css: ['assets/s-console.css'],
  },
  'src/features/biz/send-sheet.tsx': { file: 'assets/send-sheet-e.js', imports: ['_both.js'] },
  '_shared.js': { file: 'assets/m-shared.js' },
  '_both.js': { file: 'assets/m-both.js', css: ['assets/s-both.css'] },
  '_console.js': { file: 'assets/m-console.js', assets: ['assets/chart-f.svg'] },
};

describe('the files only the console reaches', () => {
  it('are its pages, what they alone import (statically or on demand) and their stylesheets', () => {
    expect([...consoleOnlyFiles(manifest, new Set([CONSOLE_PAGE]))].sort()).toEqual([
      'assets/chart-f.svg',
      'assets/m-console.js',
      'assets/pool-page-d.js',
      'assets/s-console.css',
      'assets/send-sheet-e.js',
    ]);
  });

  it('never include a file a candidate page, its sheets or the shell reach', () => {
    const consoleOnly = consoleOnlyFiles(manifest, new Set([CONSOLE_PAGE]));
    for (const file of ['assets/m-both.js', 'assets/s-both.css', 'assets/refuse-sheet-c.js', 'assets/s-shell.css']) {
      expect(consoleOnly.has(file), file).toBe(false);
    }
  });

  it('are none without console pages', () => {
    expect(consoleOnlyFiles(manifest, new Set()).size).toBe(0);
  });
});
