/**
 * One config, two builds. The default (`vite build`) aliases React to preact/compat: that is
 * the build users get. `--mode react` keeps real React and writes dist-react/. Unit tests run
 * in React mode (Testing Library does not work under the alias).
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { resolveBuildId } from './scripts/build-id.ts';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { compatMembers } from './scripts/compat-members.ts';
import { compileHints } from './scripts/compile-hints.ts';
import { domPropFilter } from './scripts/dom-prop-filter.ts';
import { precacheScope } from './scripts/precache-scope.ts';
import { preloadList, recordChunks } from './scripts/preload-lists.ts';
import { pureContracts } from './scripts/pure-contracts.ts';
import { pageModulesUnder } from './scripts/route-preloads.ts';
import { OFFER_SHELL_FILE } from './src/contract/offer-shell.ts';
import { ROUTE_PRELOADS_FILE } from './src/contract/route-preloads.ts';

/**
 * A build's release name (scripts/build-id.ts): required for `vite build` (BUILD_ID, else git), which
 * stops without one; the dev server and the unit tests' runs are `dev` unless BUILD_ID says otherwise.
 * scripts/build.ts resolves it once and hands it to every step of one build.
 */
function buildIdFor(command: 'build' | 'serve', mode: string): string {
  if (command === 'build' && mode !== 'test') return resolveBuildId();
  return process.env.BUILD_ID?.trim() || 'dev';
}

const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * Code started after the page has loaded (src/lib/after-load.ts), or off a page's first screen (the
 * outbox's working parts, src/lib/outbox-client.ts): Vite's preload helper would add a
 * <link rel=modulepreload> for each chunk it imports, one after another in the task that starts it
 * (8 for the PWA layer, ~1 ms each on the main thread). Nobody waits for these: their JavaScript is
 * fetched as the browser reads the imports; only their stylesheets are still loaded first.
 */
const AFTER_LOAD_IMPORTS = /\/(pwa-layer|outbox-client|outbox-machinery|load-company-details)-[^/]+\.js$/;

const SYNC_EXTERNAL_STORE = { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' };

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const usePreact = mode !== 'react' && mode !== 'test';
  const buildId = buildIdFor(command, mode);
  const precache = precacheScope();
  return {
    define: {
      __BUILD_ID__: JSON.stringify(`${buildId}-${usePreact ? 'preact' : 'react'}`),
      __PREACT__: JSON.stringify(usePreact),
    },
    resolve: {
      // The shim wouter imports is Preact's own useSyncExternalStore: in the browser the shim's code
      // would only be carried to find it, and in the server's build the shim would require()
      // Preact's CommonJS copy, whose hooks know nothing of the ESM copy that renders.
      alias: usePreact ? [...preactAliases, SYNC_EXTERNAL_STORE] : [],
      dedupe: usePreact ? ['preact'] : ['react', 'react-dom'],
    },
    plugins: [
      wyw({
        include: ['src/**/*.{ts,tsx}'],
        babelOptions: { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] },
      }),
      react(),
      domPropFilter(command !== 'build'),
      usePreact && compatMembers(),
      pureContracts(),
      !isSsrBuild && recordChunks(),
      !isSsrBuild && precache.plugin,
      !isSsrBuild && usePreact && compileHints('index', () => pageModulesUnder('/my')),
      !isSsrBuild &&
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'sw',
          filename: 'sw.ts',
          injectRegister: false,
          registerType: 'prompt',
          manifest: false,
          injectManifest: {
            globPatterns: ['**/*.{js,css,html}', 'logos/*.svg', 'icons/*.{png,svg}'],
            // Not the recruiters' console: a candidate's first install fetched it all (scripts/precache-scope.ts).
            manifestTransforms: [precache.withoutConsoleFiles],
            // Written after this build by scripts/route-preloads.ts, so not globbed: the worker names a page's
            // chunks in the shell from it (sw/app-shell.ts). Revised with the build it belongs to.
            // The offer page's shell the worker draws into (sw/offer-page.ts) is written after it too, and its
            // entry then given its content's revision (scripts/offers-shell.ts).
            additionalManifestEntries: [
              { url: `/${ROUTE_PRELOADS_FILE}`, revision: buildId },
              { url: `/${OFFER_SHELL_FILE}`, revision: buildId },
            ],
          },
          devOptions: { enabled: false },
        }),
    ],
    // The SSR build renders the landing at build time (scripts/prerender-landing.ts) and a signed-in
    // candidate's offers page at request time (server/http/offers-render.ts, which looks for it beside
    // the static root): every dependency is bundled, so the aliases above (react → preact/compat)
    // apply to them too.
    ssr: isSsrBuild ? { noExternal: true } : undefined,
    build: isSsrBuild
      ? {
          outDir: usePreact ? 'dist-ssr' : 'dist-react-ssr',
          target: 'node20',
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: { input: ['src/app/landing-prerender.tsx', 'src/app/offers-prerender.tsx'] },
        }
      : {
          outDir: usePreact ? 'dist' : 'dist-react',
          manifest: true,
          target: 'es2022',
          modulePreload: {
            // Lists without what is loaded already, a page's without its scripts (scripts/preload-lists.ts).
            resolveDependencies: (imported, dependencies, host) => {
              const needed = preloadList(imported, dependencies, host);
              return AFTER_LOAD_IMPORTS.test(`/${imported}`)
                ? needed.filter((dependency) => dependency.endsWith('.css'))
                : needed;
            },
          },
          sourcemap: false,
          rollupOptions: {
            // The app shell for every route, and `/` prerendered with its own small shell.
            input: { index: 'index.html', landing: 'landing.html' },
            // Shared chunks and stylesheets by their hash alone: each import between chunks and each
            // page's list of stylesheets names a file, and descriptive names were ~2 KB of a page's
            // gzip (1.1 KB of the shell's). Pages, islands and lazy layers keep their names, for
            // traces and the network panel; `npm run bundle-map` names the rest from the manifest.
            output: {
              // The shell in a few files rather than one per set of entries, the pages' stylesheets one
              // per feature (scripts/chunk-groups.ts).
              codeSplitting: {
                groups: chunkGroups({
                  app: path.resolve('src/main.tsx'),
                  landing: path.resolve('src/landing-main.tsx'),
                  landingExtras: path.resolve('src/app/landing-extras.tsx'),
                }),
              },
              chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/m-[hash].js'),
              assetFileNames: (asset) =>
                asset.names.some((name) => name.endsWith('.css'))
                  ? 'assets/s-[hash][extname]'
                  : 'assets/[name]-[hash][extname]',
            },
          },
        },
    server: {
      proxy: { '/api': 'http://localhost:8080' },
    },
  };
});
