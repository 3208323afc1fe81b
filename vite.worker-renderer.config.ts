/**
 * The offer page's renderer for the service worker (src/app/offer-prerender.tsx): vite.config.ts's
 * SSR build, for a worker instead of Node, as one classic script beside the worker
 * (contract/drawn-offer.ts). A worker registered as a classic script imports it by importScripts,
 * which runs a script whole when the worker starts, and a push starts it more often than a page
 * asks for a drawing: so the script only defines a function (`OFFER_RENDERER_GLOBAL`), and the
 * renderer's own code runs on its first call.
 *
 *   vite build --ssr -c vite.worker-renderer.config.ts [--mode react]
 */
import { defineConfig, type UserConfig } from 'vite';
import { OFFER_RENDERER_FILE, OFFER_RENDERER_GLOBAL } from './src/contract/offer-shell.ts';
import app from './vite.config.ts';

const MODULE = 'offerRendererModule';

export default defineConfig(async (env): Promise<UserConfig> => {
  const base = (await (typeof app === 'function' ? app(env) : app)) as UserConfig;
  const usePreact = env.mode !== 'react';
  return {
    ...base,
    // Every dependency bundled, resolved for a browser's worker rather than for Node.
    ssr: { noExternal: true, target: 'webworker' },
    build: {
      outDir: usePreact ? 'dist' : 'dist-react',
      // Written into the app's build, after it.
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      rollupOptions: {
        input: 'src/app/offer-prerender.tsx',
        output: {
          // One script, the page's lazy parts in it: a classic worker imports no modules.
          format: 'iife',
          name: MODULE,
          entryFileNames: OFFER_RENDERER_FILE,
          banner: `self.${OFFER_RENDERER_GLOBAL} = function () {`,
          footer: `return ${MODULE}.renderer;\n};`,
        },
      },
    },
  };
});
