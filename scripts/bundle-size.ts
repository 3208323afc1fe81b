/**
 * Measures what a route costs on first load: the entry chunk, everything it imports
 * statically, the route's own chunk and its static imports, JavaScript and CSS, gzipped —
 * read from Vite's build manifest, so it counts exactly what the browser fetches.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES_FILE, readRouteModules } from './route-preloads';

interface ManifestChunk {
  file: string;
  /** The chunk's name before hashing (a shared chunk's file is named by its hash alone). */
  name?: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteCost {
  route: string;
  jsBytes: number;
  cssBytes: number;
  files: string[];
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function collect(manifest: Manifest, key: string, files: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files);
}

export const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function cost(distDir: string, route: string, files: Set<string>): RouteCost {
  let jsBytes = 0;
  let cssBytes = 0;
  for (const file of files) {
    const size = gzipSize(path.join(distDir, file));
    if (file.endsWith('.css')) cssBytes += size;
    else jsBytes += size;
  }
  return { route, jsBytes, cssBytes, files: [...files] };
}

/**
 * A route of the app shell (index.html): the entry, its static imports, and the page's chunk with
 * its own. `routeModule` is the page's source path as the manifest names it, e.g.
 * src/features/offers/my-attack-page.tsx.
 */
export function routeCost(distDir: string, route: string, routeModule: string, table?: string): RouteCost {
  const manifest = readManifest(distDir);
  const files = new Set<string>();
  collect(manifest, 'index.html', files);
  for (const key of table ? [routeModule, table] : [routeModule]) {
    if (!manifest[key]) throw new Error(`${key} is not a chunk of ${distDir}`);
    collect(manifest, key, files);
  }
  return cost(distDir, route, files);
}

/** `/` on a full load: landing.html (prerendered) with its own entry and static imports. */
export function landingCost(distDir: string): RouteCost {
  const manifest = readManifest(distDir);
  const files = new Set<string>();
  collect(manifest, 'landing.html', files);
  return cost(distDir, '/', files);
}

/**
 * What a visitor of `/` downloads without touching anything: landing.html's initial JavaScript,
 * then `untouchedModule` (the landing's extras, which start 5 s after load even untouched) with
 * its static and dynamic imports — except `onDemand`, which wait for something else (the update
 * prompt for a new build). The sections below the fold wait for a scroll and are not counted.
 */
export function landingUntouchedCost(distDir: string, untouchedModule: string, onDemand: readonly string[]): RouteCost {
  const manifest = readManifest(distDir);
  const files = new Set<string>();
  collect(manifest, 'landing.html', files);
  const extras = manifest[untouchedModule];
  if (!extras) throw new Error(`${untouchedModule} is not a chunk of ${distDir}`);
  collect(manifest, untouchedModule, files);
  for (const key of extras.dynamicImports ?? []) if (!onDemand.includes(key)) collect(manifest, key, files);
  return cost(distDir, '/ untouched', files);
}

/** The stylesheets a chunk and its static imports bring, in load order. */
export function stylesheetsOf(distDir: string, key: string): string[] {
  const manifest = readManifest(distDir);
  if (!manifest[key]) throw new Error(`${key} is not a chunk of ${distDir}`);
  const files = new Set<string>();
  collect(manifest, key, files);
  return [...files].filter((file) => file.endsWith('.css'));
}

/**
 * Every chunk the app shell loads on demand (every page and lazy part), as if it were a route; a
 * page of a route table the app loads on demand (src/app/routes.tsx) with that table's chunk.
 */
export function lazyRouteCosts(distDir: string): RouteCost[] {
  const manifest = readManifest(distDir);
  const tableOfPage = new Map<string, string>();
  for (const route of readRouteModules(readFileSync(ROUTES_FILE, 'utf8'), existsSync)) {
    if (route.table) tableOfPage.set(route.module, route.table);
  }
  const lazyModules = new Set<string>();
  for (const chunk of Object.values(manifest)) for (const key of chunk.dynamicImports ?? []) lazyModules.add(key);
  return [...lazyModules].sort().map((key) => routeCost(distDir, key, key, tableOfPage.get(key)));
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
