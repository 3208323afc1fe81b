/**
 * After the build's route preloads: the shells a page is drawn into before the app's code runs.
 * A signed-in candidate's offers pages are drawn by the server (server/http/offers-render.ts), into
 * a shell written beside its renderer in the SSR build's folder; an offer's page by the service
 * worker (sw/offer-page.ts), into one written into the static root, which the worker precaches.
 * Each is index.html with the page's chunks named, every stylesheet of the page inline
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
import { OFFER_SHELL_FILE, OFFER_SHELL_PLACEHOLDER } from '../src/contract/offer-shell';
import { OFFERS_SHELL_FILE, OFFERS_SHELL_PLACEHOLDER } from '../src/contract/offers-shell';
import { parseRoutePreloads, preloadFor, ROUTE_PRELOADS_FILE, withPreloads } from '../src/contract/route-preloads';
import { deferModulesPastFirstPaint, inlineStylesheets, updatePrecacheRevision } from './prerender-landing';

const EMPTY_ROOT = '<div id="root"></div>';
const STYLE_PRELOAD = /<link rel="preload" as="style" crossorigin href="(\/assets\/[^"]+\.css)">/g;

interface DrawnPage {
  /** A path of the page, whose route's chunks the shell names. */
  path: string;
  /** What the drawn markup replaces inside `#root`. */
  placeholder: string;
}

export function drawnPageShell(
  indexHtml: string,
  preloadsJson: string,
  readAsset: (file: string) => string,
  { path: page, placeholder }: DrawnPage,
): string {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to draw into`);
  const preload = preloadFor(parseRoutePreloads(preloadsJson), page);
  if (!preload) throw new Error(`no route preloads for ${page}`);
  // The page's own stylesheets become real ones, so they are inlined with the shell's.
  const named = withPreloads(indexHtml, preload).replace(
    STYLE_PRELOAD,
    (_, href: string) => `<link rel="stylesheet" crossorigin href="${href}">`,
  );
  return deferModulesPastFirstPaint(inlineStylesheets(named, readAsset)).replace(
    EMPTY_ROOT,
    `<div id="root">${placeholder}</div>`,
  );
}

function main() {
  const [distDir, ssrDir] = process.argv.slice(2);
  if (!distDir || !ssrDir) throw new Error('usage: offers-shell.ts <dist dir> <ssr build dir>');
  if (!existsSync(ssrDir)) throw new Error(`${ssrDir} does not exist: build the SSR renderer first`);
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const preloadsJson = readFileSync(path.join(distDir, ROUTE_PRELOADS_FILE), 'utf8');
  const readAsset = (file: string) => readFileSync(path.join(distDir, file), 'utf8');
  const shells = [
    {
      out: path.join(ssrDir, OFFERS_SHELL_FILE),
      page: { path: '/my/attack', placeholder: OFFERS_SHELL_PLACEHOLDER },
      precachedAs: undefined,
    },
    {
      out: path.join(distDir, OFFER_SHELL_FILE),
      page: { path: '/my/result/1', placeholder: OFFER_SHELL_PLACEHOLDER },
      precachedAs: `/${OFFER_SHELL_FILE}`,
    },
  ];
  for (const { out, page, precachedAs } of shells) {
    const shell = drawnPageShell(indexHtml, preloadsJson, readAsset, page);
    writeFileSync(out, shell);
    process.stdout.write(`wrote ${out} (${(shell.length / 1024).toFixed(1)} KB)\n`);
    // The worker precaches the offer's shell: by its content's revision, as the pages the build wrote.
    if (precachedAs) {
      const worker = path.join(distDir, 'sw.js');
      writeFileSync(worker, updatePrecacheRevision(readFileSync(worker, 'utf8'), precachedAs, shell));
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
