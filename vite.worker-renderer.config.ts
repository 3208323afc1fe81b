/**
 * The offer page's renderer for the service worker (src/app/offer-prerender.tsx): vite.config.ts's
 * SSR build, for a worker instead of Node, written at the end of the app build's worker script
 * (contract/drawn-offer.ts). The worker's script runs whole when the worker starts, and a push
 * starts it more often than a page asks for a drawing: so the renderer's part only defines a
 * function (`OFFER_RENDERER_GLOBAL`), and the renderer's own code runs on its first call.
 *
 * In the worker's own script rather than a script it imports, so a worker and its renderer always
 * come from one build: during a rolling deploy a new worker could import the renderer from a replica
 * still serving the old build, and would then draw nothing until its next update.
 *
 *   vite build --ssr -c vite.worker-renderer.config.ts [--mode react]   (after `vite build`)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { OFFER_RENDERER_GLOBAL, OFFER_RENDERER_MARKER } from './src/contract/offer-shell.ts';
import app from './vite.config.ts';

const MODULE = 'offerRendererModule';

/** The renderer written after the marker in `outDir`'s sw.js (replacing one written before), and no file of its own. */
function intoWorkerScript(outDir: string): Plugin {
  return {
    name: 'boltx:renderer-into-worker-script',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (entry?.type !== 'chunk') return this.error('the renderer build made no script');
      const workerFile = path.join(outDir, 'sw.js');
      let worker: string;
      try {
        worker = readFileSync(workerFile, 'utf8');
      } catch {
        return this.error(`${workerFile} is missing: build the app first (vite build)`);
      }
      const [own] = worker.split(`\n${OFFER_RENDERER_MARKER}\n`);
      writeFileSync(workerFile, `${own}\n${OFFER_RENDERER_MARKER}\n${entry.code}`);
      for (const name of Object.keys(bundle)) delete bundle[name];
    },
  };
}

export default defineConfig(async (env): Promise<UserConfig> => {
  const base = (await (typeof app === 'function' ? app(env) : app)) as UserConfig;
  const usePreact = env.mode !== 'react';
  const outDir = usePreact ? 'dist' : 'dist-react';
  return {
    ...base,
    plugins: [...(base.plugins ?? []), intoWorkerScript(outDir)],
    // Every dependency bundled, resolved for a browser's worker rather than for Node.
    ssr: { noExternal: true, target: 'webworker' },
    build: {
      outDir,
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
          banner: `self.${OFFER_RENDERER_GLOBAL} = function () {`,
          footer: `return ${MODULE}.renderer;\n};`,
        },
      },
    },
  };
});
