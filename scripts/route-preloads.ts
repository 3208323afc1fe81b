/**
 * After `vite build`: which chunks each route's page needs beyond the shell, written to
 * `<dist>/route-preloads.json` (contract/route-preloads.ts). The server names them in the app shell
 * of a first visit, the service worker in the shell it answers later navigations with, so the
 * browser fetches the page's code with the shell's instead of one round trip after it.
 *
 * The route tables (src/app/routes.tsx's `routeAreas`: `{ table: candidateRoutes }` imported, or
 * `{ load: () => import('./console-routes').then((m) => m.consoleRoutes) }` loaded on demand, and
 * the parts a table spreads in) are read with the TypeScript parser: each
 * `const x = page(() => import('…'), …)` gives a page's module, each `{ path, page: x }` its address.
 * Vite's manifest then gives the module's chunk, its static imports and their CSS; a route of a
 * table loaded on demand needs that table's chunk too.
 *
 *   tsx scripts/route-preloads.ts <dist dir>
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../src/contract/route-preloads.ts';

export interface RouteModule {
  path: string;
  /** The page's module, relative to the project root as Vite's manifest names it. */
  module: string;
  /** The module of the route's table when the app loads it on demand, named as `module` is. */
  table?: string;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export const ROUTES_FILE = 'src/app/routes.tsx';

/** The specifier of `import('…')`, or undefined for anything else. */
function dynamicImportOf(node: ts.Node): string | undefined {
  if (!ts.isCallExpression(node) || node.expression.kind !== ts.SyntaxKind.ImportKeyword) return undefined;
  const [specifier] = node.arguments;
  return specifier && ts.isStringLiteral(specifier) ? specifier.text : undefined;
}

/** The specifier of `() => import('…')`, or undefined for anything else. */
function importedBy(node: ts.Node | undefined): string | undefined {
  return node && ts.isArrowFunction(node) ? dynamicImportOf(node.body) : undefined;
}

/** `() => import('…').then((m) => m.name)`: the module and the name of the table it loads, or undefined. */
function loadedTable(node: ts.Expression | undefined): { specifier: string; name: string } | undefined {
  if (!node || !ts.isArrowFunction(node) || !ts.isCallExpression(node.body)) return undefined;
  const then = node.body.expression;
  if (!ts.isPropertyAccessExpression(then) || then.name.text !== 'then' || !ts.isCallExpression(then.expression)) {
    return undefined;
  }
  const specifier = dynamicImportOf(then.expression);
  const [pick] = node.body.arguments;
  if (!specifier || !pick || !ts.isArrowFunction(pick) || !ts.isPropertyAccessExpression(pick.body)) return undefined;
  return { specifier, name: pick.body.name.text };
}

function propertyOf(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === name) {
      return property.initializer;
    }
  }
  return undefined;
}

/** `../features/offers/my-attack-page` from src/app/x.tsx → `src/features/offers/my-attack-page.tsx`. */
function moduleFile(from: string, specifier: string, exists: (file: string) => boolean): string {
  const base = path.posix.join(path.posix.dirname(from), specifier);
  const file = ['.tsx', '.ts'].map((extension) => base + extension).find(exists);
  if (!file) throw new Error(`${from}: no module ${specifier}`);
  return file;
}

/** The module each name imported by `file` comes from (`import { x } from './y'` → x: './y'). */
function importsOf(file: ts.SourceFile): Map<string, string> {
  const imported = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) imported.set(element.name.text, statement.moduleSpecifier.text);
  }
  return imported;
}

/**
 * The routes of the array `tableName` in `fileName`, with their page modules, in order. A spread
 * (`...consoleRoutes`) reads the array of that name in the module it is imported from.
 */
function readTable(
  fileName: string,
  source: string,
  tableName: string,
  exists: (file: string) => boolean,
  read: (file: string) => string,
): RouteModule[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const pages = new Map<string, string>();
  let table: ts.ArrayLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = node.initializer;
      if (ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === 'page') {
        const specifier = importedBy(init.arguments[0]);
        if (specifier) pages.set(node.name.text, moduleFile(fileName, specifier, exists));
      }
      if (node.name.text === tableName && ts.isArrayLiteralExpression(init)) table = init;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!table) throw new Error(`${fileName}: no ${tableName} array`);
  return table.elements.flatMap((element) => {
    if (ts.isSpreadElement(element) && ts.isIdentifier(element.expression)) {
      const part = element.expression.text;
      const specifier = importsOf(file).get(part);
      if (!specifier?.startsWith('.')) throw new Error(`${fileName}: ${part} is not imported from a module of ours`);
      const partFile = moduleFile(fileName, specifier, exists);
      return readTable(partFile, read(partFile), part, exists, read);
    }
    const routePath = ts.isObjectLiteralExpression(element) ? propertyOf(element, 'path') : undefined;
    const page = ts.isObjectLiteralExpression(element) ? propertyOf(element, 'page') : undefined;
    if (!routePath || !ts.isStringLiteral(routePath) || !page || !ts.isIdentifier(page)) {
      throw new Error(`${fileName}: a route is not { path: '…', page: name } or ...partOfTheTable`);
    }
    const module = pages.get(page.text);
    if (!module) throw new Error(`${fileName}: ${page.text} is not a page(() => import('…'))`);
    return [{ path: routePath.text, module }];
  });
}

/**
 * Every route of the tables (`source`: routes.tsx's `routeAreas`) with its page's module, in the
 * order the app matches them, following the parts a table is put together from (`...entryRoutes`)
 * into their modules.
 */
export function readRouteModules(
  source: string,
  exists: (file: string) => boolean,
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): RouteModule[] {
  const file = ts.createSourceFile(ROUTES_FILE, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let areas: ts.ArrayLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'routeAreas') {
      if (node.initializer && ts.isArrayLiteralExpression(node.initializer)) areas = node.initializer;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!areas) throw new Error(`${ROUTES_FILE}: no routeAreas array`);
  return areas.elements.flatMap((element) => {
    const imported = ts.isObjectLiteralExpression(element) ? propertyOf(element, 'table') : undefined;
    if (imported && ts.isIdentifier(imported)) {
      const specifier = importsOf(file).get(imported.text);
      if (!specifier?.startsWith('.'))
        throw new Error(`${ROUTES_FILE}: ${imported.text} is not imported from a module of ours`);
      const tableFile = moduleFile(ROUTES_FILE, specifier, exists);
      return readTable(tableFile, read(tableFile), imported.text, exists, read);
    }
    const loaded = loadedTable(ts.isObjectLiteralExpression(element) ? propertyOf(element, 'load') : undefined);
    if (!loaded)
      throw new Error(
        `${ROUTES_FILE}: an area is not { table: name } or { load: () => import('…').then((m) => m.name) }`,
      );
    const tableFile = moduleFile(ROUTES_FILE, loaded.specifier, exists);
    return readTable(tableFile, read(tableFile), loaded.name, exists, read).map((route) => ({
      ...route,
      table: tableFile,
    }));
  });
}

/** The page modules of the routes under `prefix` (/my, /biz), as absolute paths. */
export function pageModulesUnder(prefix: string): string[] {
  const routes = readRouteModules(readFileSync(ROUTES_FILE, 'utf8'), existsSync);
  return routes.filter((route) => route.path.startsWith(prefix)).map((route) => path.resolve(route.module));
}

/** The chunk of `key` and every chunk it imports statically, depth first. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the Vite manifest has no ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * For each route (but `/`, which is the prerendered landing), the scripts and stylesheets of its
 * page that the shell (index.html's entry) does not already load.
 */
export function routePreloads(routes: RouteModule[], manifest: Manifest): RoutePreload[] {
  const shell = closure(manifest, 'index.html');
  return routes
    .filter((route) => route.path !== '/')
    .map((route) => {
      const needed = closure(manifest, route.module);
      if (route.table) closure(manifest, route.table, needed);
      const keys = [...needed].filter((key) => !shell.has(key));
      const chunks = keys.map((key) => manifest[key] as ManifestChunk);
      return {
        path: route.path,
        scripts: chunks.map((chunk) => `/${chunk.file}`),
        styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
      };
    });
}

function main() {
  const [distDir] = process.argv.slice(2);
  if (!distDir) throw new Error('usage: tsx scripts/route-preloads.ts <dist dir>');
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const routes = readRouteModules(readFileSync(ROUTES_FILE, 'utf8'), existsSync);
  const preloads = routePreloads(routes, manifest);
  writeFileSync(path.join(distDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(preloads)}\n`);
  process.stdout.write(`route preloads for ${preloads.length} routes in ${distDir}/${ROUTE_PRELOADS_FILE}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
