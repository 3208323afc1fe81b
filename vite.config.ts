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
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ mode }) => {
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
    build: {
      outDir: usePreact ? 'dist' : 'dist-react',
      manifest: true,
      target: 'es2022',
      sourcemap: false,
    },
    server: {
      proxy: { '/api': 'http://localhost:8080' },
    },
  };
});
