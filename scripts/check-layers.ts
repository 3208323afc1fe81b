/**
 * The layer rules of docs/ARCHITECTURE.md ("Layers"), checked in `npm run lint`: every import of
 * our own code in src/, sw/, server/, scripts/ and tests/ must point down, and no module may reach itself again
 * through its imports (type-only and dynamic imports count: a cycle of types still ties the files
 * together, and a dynamic import is still a runtime edge). Imports of packages are not checked.
 *
 * `npx tsx scripts/check-layers.ts [root]` prints each broken rule and each cycle, and exits 1 if
 * there is one.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Folders whose imports are checked, relative to the root. */
const CHECKED = ['src', 'sw', 'server', 'scripts', 'tests'];
const EXTENSIONS = ['.ts', '.tsx'];

/** Which layer a file belongs to, from its path relative to the root (forward slashes). */
export function layerOf(file: string): string {
  const feature = /^src\/features\/([^/]+)\//.exec(file);
  if (feature) return `feature:${feature[1]}`;
  const [top, second] = file.split('/');
  if (top === 'src') {
    if (['contract', 'shared-outbox', 'lib', 'session', 'ui', 'test-support'].includes(second ?? '')) {
      return second ?? '';
    }
    return 'app'; // src/app and the entry files beside it
  }
  if (top === 'sw') return 'sw';
  const serverFeature = /^server\/features\/([^/]+)\//.exec(file);
  if (serverFeature) return `server-feature:${serverFeature[1]}`;
  if (top === 'server' && ['errors', 'domain', 'http'].includes(second ?? '')) return `server/${second}`;
  if (top === 'server' && SERVER_COMPOSITION.includes(second ?? '')) return 'server/app';
  if (top === 'server') return 'server'; // the platform: db, auth, providers, jobs, env, logger, secrets, app-deps
  if (top === 'scripts' || top === 'tests') return top;
  return 'other';
}

/** The files that put the server together: they may import every server layer and feature. */
const SERVER_COMPOSITION = ['main.ts', 'app.ts', 'bootstrap.ts', 'job-runner.ts'];

/**
 * The server's features, bottom up. A feature may use those before it in this list (the offers
 * read a profile, a curation is made of offers, the demo life sends offers and a welcome message),
 * never one after: features side by side, no arrow back up, no cycle between them.
 */
export const SERVER_FEATURE_ORDER = [
  'health',
  'profile',
  'catalog',
  'offers',
  'messages',
  'coffeechat',
  'curation',
  'pool',
  'signup',
  'marketing',
  'income',
  'partners',
  'login',
  'account',
  'sandbox',
];

const CLIENT_BELOW_FEATURES = ['contract', 'shared-outbox', 'lib', 'session', 'ui'];

/** The layers a layer may import (besides itself). A feature may import its own folder only. */
const ALLOWED: Record<string, readonly string[]> = {
  contract: [],
  'shared-outbox': ['contract'],
  lib: ['contract', 'shared-outbox'],
  session: ['contract', 'shared-outbox', 'lib'],
  ui: ['contract', 'lib', 'session'],
  feature: [...CLIENT_BELOW_FEATURES, 'test-support'],
  app: [...CLIENT_BELOW_FEATURES, 'feature:*', 'test-support'],
  'test-support': CLIENT_BELOW_FEATURES,
  sw: ['contract', 'shared-outbox'],
  'server/errors': ['contract'],
  server: ['contract', 'server/errors', 'server/domain'],
  'server/domain': ['contract', 'server/errors', 'server'],
  'server/http': ['contract', 'server/errors', 'server', 'server/domain'],
  'server-feature': ['contract', 'server/errors', 'server', 'server/domain', 'server/http'],
  'server/app': ['contract', 'server/errors', 'server', 'server/domain', 'server/http', 'server-feature:*'],
  // Tools and test suites sit on top of everything they drive; they are checked for cycles.
  scripts: ['*'],
  tests: ['*'],
};

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/**
 * A test may also use the test helpers (src/test-support, tests/) and the shell above what it tests
 * (src/app: the route table, the app bar, the expiry alert), to check the real pieces together.
 */
const TEST_ONLY = ['test-support', 'other', 'app', 'tests', 'server/app'];

export function mayImport(from: string, to: string, importerIsTest = false): boolean {
  const source = layerOf(from);
  const target = layerOf(to);
  if (source === target) return true;
  if (importerIsTest && (TEST_ONLY.includes(target) || target.startsWith('server-feature:'))) return true;
  if (source.startsWith('server-feature:') && target.startsWith('server-feature:')) {
    const order = (layer: string) => SERVER_FEATURE_ORDER.indexOf(layer.slice('server-feature:'.length));
    return order(source) >= 0 && order(target) >= 0 && order(target) < order(source);
  }
  const group = source.startsWith('feature:')
    ? 'feature'
    : source.startsWith('server-feature:')
      ? 'server-feature'
      : source;
  const allowed = ALLOWED[group] ?? [];
  if (allowed.includes('*')) return true;
  return (
    allowed.includes(target) ||
    (target.startsWith('feature:') && allowed.includes('feature:*')) ||
    (target.startsWith('server-feature:') && allowed.includes('server-feature:*'))
  );
}

function sourceFiles(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  return readdirSync(full).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(full, name)).isDirectory())
      return name === 'node_modules' ? [] : sourceFiles(root, relative);
    return EXTENSIONS.some((extension) => name.endsWith(extension)) && !name.endsWith('.d.ts') ? [relative] : [];
  });
}

function resolve(root: string, importer: string, specifier: string): string | undefined {
  const base = path.posix.join(path.posix.dirname(importer), specifier);
  const candidates = [base, ...EXTENSIONS.map((extension) => base + extension)];
  candidates.push(...EXTENSIONS.map((extension) => `${base}/index${extension}`));
  return candidates.find((candidate) => {
    try {
      return statSync(path.join(root, candidate)).isFile();
    } catch {
      return false;
    }
  });
}

/** Our own modules each file imports (static, type-only, re-exports and dynamic), relative to the root. */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const present = CHECKED.filter((dir) => existsSync(path.join(root, dir)));
  for (const file of present.flatMap((dir) => sourceFiles(root, dir))) {
    const info = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
    const targets = info.importedFiles
      .map((imported) => imported.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolve(root, file, specifier))
      .filter((target): target is string => target !== undefined && !/\.(css|json)$/.test(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

export function layerViolations(graph: Map<string, string[]>): string[] {
  const violations: string[] = [];
  for (const [file, targets] of graph) {
    for (const target of targets) {
      if (!mayImport(file, target, isTest(file))) {
        violations.push(`${file} (${layerOf(file)}) must not import ${target} (${layerOf(target)})`);
      }
    }
  }
  return violations;
}

/** Each import cycle once, as the files around it (Tarjan's strongly connected components). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  function visit(file: string) {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfImport = (graph.get(file) ?? []).includes(file);
    if (component.length > 1 || selfImport) cycles.push(component.sort());
  }

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

export function checkLayers(root: string): string[] {
  const graph = importGraph(root);
  return [...layerViolations(graph), ...importCycles(graph).map((cycle) => `import cycle: ${cycle.join(' ↔ ')}`)];
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const problems = checkLayers(path.resolve(process.argv[2] ?? '.'));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} layer problem(s); the rules are in docs/ARCHITECTURE.md ("Layers").`);
    process.exit(1);
  }
}
