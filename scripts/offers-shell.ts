/**
 * After the build's route preloads: the shell a signed-in candidate's offers pages are drawn into
 * by the server (server/http/offers-render.ts), written beside the renderer in the SSR build's
 * folder. It is index.html with the offers page's chunks named, every stylesheet of the page inline
 * (the drawn page must have its styles before its first paint, without a round trip per file) and
 * the module scripts and their preloads started only once that paint is reported, as the landing's
 * (prerender-landing.ts): otherwise Chromium runs the app before it paints the page it already has,
 * and the code shares the slow connection with the page itself (measured: with the preloads left in
 * the head, Lighthouse's LCP went from 0.72 s to 1.5–2.1 s). A button pressed before the code runs
 * is pressed again once it has (app/early-presses.ts).
 *
 *   tsx scripts/offers-shell.ts <dist dir> <ssr build dir>
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { OFFERS_SHELL_FILE, OFFERS_SHELL_PLACEHOLDER } from '../src/contract/offers-shell';
import { parseRoutePreloads, preloadFor, ROUTE_PRELOADS_FILE, withPreloads } from '../src/contract/route-preloads';
import { deferModulesPastFirstPaint, inlineStylesheets } from './prerender-landing';

const EMPTY_ROOT = '<div id="root"></div>';
const STYLE_PRELOAD = /<link rel="preload" as="style" crossorigin href="(\/assets\/[^"]+\.css)">/g;

export function offersShell(indexHtml: string, preloadsJson: string, readAsset: (file: string) => string): string {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to draw into`);
  const preload = preloadFor(parseRoutePreloads(preloadsJson), '/my/attack');
  if (!preload) throw new Error('no route preloads for /my/attack');
  // The page's own stylesheets become real ones, so they are inlined with the shell's.
  const named = withPreloads(indexHtml, preload).replace(
    STYLE_PRELOAD,
    (_, href: string) => `<link rel="stylesheet" crossorigin href="${href}">`,
  );
  return deferModulesPastFirstPaint(inlineStylesheets(named, readAsset)).replace(
    EMPTY_ROOT,
    `<div id="root">${OFFERS_SHELL_PLACEHOLDER}</div>`,
  );
}

function main() {
  const [distDir, ssrDir] = process.argv.slice(2);
  if (!distDir || !ssrDir) throw new Error('usage: offers-shell.ts <dist dir> <ssr build dir>');
  if (!existsSync(ssrDir)) throw new Error(`${ssrDir} does not exist: build the SSR renderer first`);
  const shell = offersShell(
    readFileSync(path.join(distDir, 'index.html'), 'utf8'),
    readFileSync(path.join(distDir, ROUTE_PRELOADS_FILE), 'utf8'),
    (file) => readFileSync(path.join(distDir, file), 'utf8'),
  );
  const out = path.join(ssrDir, OFFERS_SHELL_FILE);
  writeFileSync(out, shell);
  process.stdout.write(`wrote ${out} (${(shell.length / 1024).toFixed(1)} KB)\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
