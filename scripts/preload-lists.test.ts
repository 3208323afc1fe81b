import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preloadList, recordChunks } from './preload-lists';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId,
});

/** A build: the app chunk (the route tables) imports the shell's libraries; two pages share a chunk. */
function record() {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['assets/app.js', 'assets/preact.js']),
    'assets/app.js': chunk('assets/app.js', ['assets/preact.js']),
    'assets/preact.js': chunk('assets/preact.js', []),
    'assets/offer-detail-page.js': chunk(
      'assets/offer-detail-page.js',
      ['assets/shared-offers.js', 'assets/preact.js'],
      path.resolve('src/features/offers/offer-detail-page.tsx'),
    ),
    'assets/shared-offers.js': chunk('assets/shared-offers.js', []),
    'assets/pwa-layer.js': chunk('assets/pwa-layer.js', ['assets/preact.js', 'assets/workbox.js']),
    'assets/workbox.js': chunk('assets/workbox.js', []),
  };
  const plugin = recordChunks();
  const generate = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
  generate.handler({}, bundle);
}

describe('preload lists', () => {
  it('leave out what the importer has loaded, and a page’s scripts (the route preloads name them)', () => {
    record();
    const fromApp = { hostId: 'assets/app.js', hostType: 'js' as const };
    expect(
      preloadList(
        'assets/offer-detail-page.js',
        ['assets/offer-detail-page.js', 'assets/shared-offers.js', 'assets/preact.js', 'assets/offer-detail-page.css'],
        fromApp,
      ),
    ).toEqual(['assets/offer-detail-page.css']);
    // Not a page: its scripts stay, but for what the importer has loaded.
    expect(
      preloadList('assets/pwa-layer.js', ['assets/pwa-layer.js', 'assets/preact.js', 'assets/workbox.js'], fromApp),
    ).toEqual(['assets/pwa-layer.js', 'assets/workbox.js']);
  });

  it('keep an HTML page’s list, and a list from an unknown importer, whole', () => {
    record();
    const dependencies = ['assets/index.js', 'assets/preact.js'];
    expect(preloadList('assets/index.js', dependencies, { hostId: 'index.html', hostType: 'html' })).toEqual(
      dependencies,
    );
    expect(preloadList('assets/index.js', dependencies, { hostId: 'assets/other.js', hostType: 'js' })).toEqual(
      dependencies,
    );
  });
});
