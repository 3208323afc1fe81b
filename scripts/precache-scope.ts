/**
 * What the service worker precaches: the build, but the recruiters' console (/biz). A candidate's
 * phone installs the worker on her first visit, and the app works offline only once the install
 * is done: it fetched every console file too (38 of ~366, 35 KB gzip on 2026-11-29), for pages she
 * never opens. Recruiters work online at a desk: their chunks come from the network and the
 * browser's HTTP cache (immutable for a year, server/http/static-files.ts), and a console page
 * opened offline says so (app/route-error-boundary.tsx).
 *
 * A file is left out only if nothing outside the console reaches it, statically or on demand,
 * from the build's entries (the app shell, the landing) through every page but the console's.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTES_FILE, readRouteModules } from './route-preloads.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

const CONSOLE_PREFIX = '/biz';

const filesOf = (chunk: ManifestChunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])];

/** The build's files (as the manifest names them, e.g. `assets/m-x.js`) that only `consolePages` reach. */
export function consoleOnlyFiles(manifest: Manifest, consolePages: ReadonlySet<string>): Set<string> {
  const reached = new Set<string>();
  const visit = (key: string) => {
    if (reached.has(key) || consolePages.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no ${key}`);
    reached.add(key);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const kept = new Set([...reached].flatMap((key) => filesOf(manifest[key] as ManifestChunk)));
  return new Set(
    Object.values(manifest)
      .flatMap(filesOf)
      .filter((file) => !kept.has(file)),
  );
}

/** The console's page modules as the manifest keys them (relative to the project root). */
function consolePageModules(): Set<string> {
  const routes = readRouteModules(readFileSync(ROUTES_FILE, 'utf8'), existsSync);
  return new Set(routes.filter((route) => route.path.startsWith(CONSOLE_PREFIX)).map((route) => route.module));
}

interface PrecacheEntry {
  url: string;
  size: number;
  revision?: string | null;
}

/**
 * A plugin that learns where the build is written (`--outDir` included), and the Workbox manifest
 * transform leaving out the console's files. vite-plugin-pwa's injectManifest runs the transform
 * once the build and Vite's manifest are written.
 */
export function precacheScope() {
  let outDir = 'dist';
  const plugin: Plugin = {
    name: 'boltx:precache-scope',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
  const withoutConsoleFiles = <Entry extends PrecacheEntry>(entries: Entry[]) => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const consoleOnly = consoleOnlyFiles(manifest, consolePageModules());
    return { manifest: entries.filter((entry) => !consoleOnly.has(entry.url)), warnings: [] };
  };
  return { plugin, withoutConsoleFiles };
}
