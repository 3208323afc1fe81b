/**
 * `npm run bundle-map`: what the Preact build's first JavaScript is made of, for deciding what to
 * load later. Builds the client once more with source maps (into a folder of its own; dist/ is
 * untouched), then writes into docs/PERFORMANCE.md (its `bundle-map` block) the shell's chunks and
 * the heaviest candidate routes, each with the modules that weigh most.
 *
 * A chunk's gzip bytes are shared among its modules in proportion to the minified bytes the source
 * map gives each: gzip works on the whole chunk, so a module's figure is an estimate, the chunk's
 * exact (the figure `npm test`'s size check uses).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import { kilobytes, readManifest, routeCost } from './bundle-size';
import { writeBlock } from './performance-blocks';
import { pageModulesUnder } from './route-preloads';

const MODULES_PER_CHUNK = 6;
const ROUTES_SHOWN = 8;

interface ModuleShare {
  source: string;
  gzipBytes: number;
}

interface ChunkMap {
  file: string;
  gzipBytes: number;
  modules: ModuleShare[];
}

/** A source as a reader knows it: the package (node_modules) or the path in this repository. */
function sourceName(source: string, mapFolder: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1];
  return source.startsWith('(') ? source : path.relative(process.cwd(), path.resolve(mapFolder, source));
}

function chunkMap(distDir: string, file: string): ChunkMap {
  const code = readFileSync(path.join(distDir, file), 'utf8');
  // Counted as the size check counts the build, which has no source map comment.
  const gzipBytes = gzipSync(code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, ''), { level: 9 }).length;
  let map: TraceMap;
  try {
    map = new TraceMap(readFileSync(path.join(distDir, `${file}.map`), 'utf8'));
  } catch {
    return { file, gzipBytes, modules: [] };
  }
  const lines = code.split('\n');
  const minified = new Map<string, number>();
  let previous: { line: number; column: number; source: string } | undefined;
  const count = (until: { line: number; column: number } | undefined) => {
    if (!previous) return;
    const end = until && until.line === previous.line ? until.column : lines[previous.line - 1].length;
    const name = sourceName(previous.source, path.dirname(path.join(distDir, file)));
    minified.set(name, (minified.get(name) ?? 0) + Math.max(0, end - previous.column));
  };
  eachMapping(map, (mapping) => {
    const at = { line: mapping.generatedLine, column: mapping.generatedColumn };
    count(at);
    previous = { ...at, source: mapping.source ?? '(bundler)' };
  });
  count(undefined);
  // Packages' modules add up under the package's name.
  const modules = [...minified]
    .map(([source, bytes]) => ({ source, gzipBytes: (bytes / code.length) * gzipBytes }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { file, gzipBytes, modules };
}

const topModules = (modules: ModuleShare[], count = MODULES_PER_CHUNK) =>
  modules
    .slice(0, count)
    .map((module) => `${module.source} ${kilobytes(module.gzipBytes)}`)
    .join(', ');

/** A chunk as a reader knows it: the name the bundler gave it, then its file. */
function chunkLabel(manifest: ReturnType<typeof readManifest>, file: string): string {
  const name = Object.values(manifest).find((chunk) => chunk.file === file)?.name;
  const base = file.replace(/^assets\//, '');
  return name && !base.startsWith(`${name}-`) ? `${name} (${base})` : base;
}

function render(distDir: string, commit: string): string {
  const manifest = readManifest(distDir);
  const shellFiles = routeCost(distDir, 'shell', 'index.html').files.filter((file) => file.endsWith('.js'));
  const shell = shellFiles.map((file) => chunkMap(distDir, file)).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const shellBytes = shell.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);

  const routes = pageModulesUnder('/my')
    .map((absolute) => path.relative(process.cwd(), absolute))
    .filter((module, index, all) => manifest[module] && all.indexOf(module) === index)
    .map((module) => {
      const files = routeCost(distDir, module, module).files.filter(
        (file) => file.endsWith('.js') && !shellFiles.includes(file),
      );
      const chunks = files.map((file) => chunkMap(distDir, file));
      const own = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
      const modules = chunks.flatMap((chunk) => chunk.modules).sort((a, b) => b.gzipBytes - a.gzipBytes);
      return { module, own, modules };
    })
    .sort((a, b) => b.own - a.own)
    .slice(0, ROUTES_SHOWN);

  return [
    '## Bundle map (Preact build, gzip)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} at ${commit} by \`npm run bundle-map\`. A chunk's figure is`,
    'exact; a module’s is its share of the chunk by minified bytes (an estimate: gzip works on the whole chunk).',
    '',
    `### The app shell: ${kilobytes(shellBytes)} in ${shell.length} chunks`,
    '',
    '| chunk | gzip | what weighs most in it |',
    '|---|---|---|',
    ...shell.map(
      (chunk) =>
        `| ${chunkLabel(manifest, chunk.file)} | ${kilobytes(chunk.gzipBytes)} | ${topModules(chunk.modules)} |`,
    ),
    '',
    `### The heaviest candidate routes beyond the shell (${ROUTES_SHOWN} of them)`,
    '',
    '| page | beyond the shell | with the shell | what weighs most |',
    '|---|---|---|---|',
    ...routes.map(
      (route) =>
        `| ${route.module.replace(/^src\/features\//, '')} | ${kilobytes(route.own)} | ${kilobytes(route.own + shellBytes)} | ${topModules(route.modules)} |`,
    ),
  ].join('\n');
}

const outDir = mkdtempSync(path.join(os.tmpdir(), 'boltx-bundle-map-'));
try {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--sourcemap', '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, BUILD_ID: process.env.BUILD_ID ?? `bundle-map-${commit}` },
  });
  const markdown = render(outDir, commit);
  writeBlock('bundle-map', markdown);
  process.stdout.write(`${markdown}\n`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
