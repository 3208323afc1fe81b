/**
 * One config, two builds. The default (`vite build`) aliases React to preact/compat: that is
 * the build users get. `--mode react` keeps real React and writes dist-react/. Unit tests run
 * in React mode (Testing Library does not work under the alias).
 */
import { execSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
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

export default defineConfig(({ mode, isSsrBuild }) => {
  const usePreact = mode !== 'react' && mode !== 'test';
  return {
    define: {
      __BUILD_ID__: JSON.stringify(`${buildId()}-${usePreact ? 'preact' : 'react'}`),
    },
    resolve: {
      alias: usePreact ? preactAliases : [],
      dedupe: usePreact ? ['preact'] : ['react', 'react-dom'],
    },
    plugins: [
      wyw({
        include: ['src/**/*.{ts,tsx}'],
        babelOptions: { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] },
      }),
      react(),
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
          },
          devOptions: { enabled: false },
        }),
    ],
    // The SSR build only renders the landing at build time (scripts/prerender-landing.ts): every
    // dependency is bundled, so the aliases above (react → preact/compat) apply to them too.
    ssr: isSsrBuild ? { noExternal: true } : undefined,
    build: isSsrBuild
      ? {
          outDir: usePreact ? '.tmp/prerender' : '.tmp/prerender-react',
          target: 'node20',
          emptyOutDir: true,
          copyPublicDir: false,
        }
      : {
          outDir: usePreact ? 'dist' : 'dist-react',
          manifest: true,
          target: 'es2022',
          sourcemap: false,
          rollupOptions: {
            // The app shell for every route, and `/` prerendered with its own small shell.
            input: { index: 'index.html', landing: 'landing.html' },
          },
        },
    server: {
      proxy: { '/api': 'http://localhost:8080' },
    },
  };
});
