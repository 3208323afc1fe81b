/**
 * 1. Bytes: what each route costs on first load (gzip JS and CSS, scripts/bundle-size.ts reading
 * Vite's manifest) in the Preact build (dist/) and the React build (dist-react/), for every route of
 * the route table; and whether Sentry's session replay is ever part of a route's initial load. The
 * builds the bench finds have no VITE_SENTRY_DSN, which leaves Sentry out entirely, so that check
 * runs on one more Preact build made with a placeholder DSN.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { landingCost, type RouteCost, readManifest, routeCost } from '../bundle-size';
import { type RouteModule, readRouteModules } from '../route-preloads';

const ROUTE_TABLE = 'src/app/routes.tsx';
const SENTRY_BUILD_DIR = path.join('.tmp', 'bench', 'dist-sentry');
const PLACEHOLDER_DSN = 'https://publickey@o0.ingest.sentry.example/1';
/** Strings only Sentry's replay code carries. */
const REPLAY_MARKERS = ['replay_event', 'rrweb'];

interface BuildBytes {
  build: 'preact' | 'react';
  landing: RouteCost;
  /** index.html's entry and its static imports: what every route but `/` loads first. */
  shell: RouteCost;
  myAttack: RouteCost;
  /** Every route of the table, heaviest (JS + CSS) first. */
  routes: RouteCost[];
}

interface SentryCheck {
  /** JS files holding replay code, in the build made with a DSN. */
  replayFiles: string[];
  /** Routes whose initial load includes one of them (should be none). */
  routesWithReplay: string[];
  /** Routes whose initial load includes any Sentry code. */
  routesWithSentry: string[];
  landingJsBytes: number;
  error?: string;
}

export interface BytesResult {
  builds: BuildBytes[];
  sentry: SentryCheck;
}

/** Route path → the page module the manifest names, and its table's when the app loads it on demand. */
function routeModules(): Map<string, RouteModule> {
  const routes = readRouteModules(readFileSync(ROUTE_TABLE, 'utf8'), existsSync);
  return new Map(routes.map((route) => [route.path, route]));
}

/** A route's first-load cost; a page the build put in the entry itself costs the entry. */
function costOf(distDir: string, route: string, module: RouteModule | undefined): RouteCost {
  const manifest = readManifest(distDir);
  if (!module || !manifest[module.module]) return routeCost(distDir, route, 'index.html');
  return routeCost(distDir, route, module.module, module.table);
}

const total = (cost: RouteCost) => cost.jsBytes + cost.cssBytes;

function measureBuild(build: BuildBytes['build'], distDir: string, routes: Map<string, RouteModule>): BuildBytes {
  const all = [...routes].map(([route, module]) =>
    route === '/' ? landingCost(distDir) : costOf(distDir, route, module),
  );
  return {
    build,
    // `/` on a full load is landing.html (prerendered, its own entry), not the app shell's home route.
    landing: landingCost(distDir),
    shell: routeCost(distDir, 'shell', 'index.html'),
    myAttack: costOf(distDir, '/my/attack', routes.get('/my/attack')),
    routes: all.sort((a, b) => total(b) - total(a)),
  };
}

function buildWithSentry(): string | undefined {
  const result = spawnSync(
    path.resolve('node_modules/.bin/vite'),
    ['build', '--outDir', SENTRY_BUILD_DIR, '--emptyOutDir', '--logLevel', 'error'],
    { env: { ...process.env, VITE_SENTRY_DSN: PLACEHOLDER_DSN }, encoding: 'utf8' },
  );
  return result.status === 0 ? undefined : `the build with a DSN failed: ${result.stderr.slice(-500)}`;
}

function checkSentry(routes: Map<string, RouteModule>): SentryCheck {
  const error = buildWithSentry();
  if (error) return { replayFiles: [], routesWithReplay: [], routesWithSentry: [], landingJsBytes: 0, error };
  const manifest = readManifest(SENTRY_BUILD_DIR);
  const jsFiles = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) =>
    file.endsWith('.js'),
  );
  const replayFiles = jsFiles.filter((file) => {
    const text = readFileSync(path.join(SENTRY_BUILD_DIR, file), 'utf8');
    return REPLAY_MARKERS.some((marker) => text.includes(marker));
  });
  const sentryFiles = new Set([
    ...replayFiles,
    ...Object.entries(manifest)
      .filter(([key]) => /sentry/i.test(key))
      .map(([, chunk]) => chunk.file),
  ]);
  const costs = [...routes].map(([route, module]) => costOf(SENTRY_BUILD_DIR, route, module));
  const holding = (files: Set<string>) =>
    costs.filter((cost) => cost.files.some((file) => files.has(file))).map((cost) => cost.route);
  const landing = costs.find((cost) => cost.route === '/');
  rmSync(SENTRY_BUILD_DIR, { recursive: true, force: true });
  return {
    replayFiles,
    routesWithReplay: holding(new Set(replayFiles)),
    routesWithSentry: holding(sentryFiles),
    landingJsBytes: landing?.jsBytes ?? 0,
  };
}

export function measureBytes(): BytesResult {
  const routes = routeModules();
  if (!routes.has('/') || !routes.has('/my/attack')) {
    throw new Error(`${ROUTE_TABLE} no longer reads as the bench expects: teach routeModules() its new shape`);
  }
  const builds = (
    [
      ['preact', 'dist'],
      ['react', 'dist-react'],
    ] as const
  ).map(([build, dir]) => {
    if (!existsSync(path.join(dir, '.vite', 'manifest.json'))) throw new Error(`${dir} is missing: build it first`);
    return measureBuild(build, dir, routes);
  });
  return { builds, sentry: checkSentry(routes) };
}
