/**
 * After `vite build`: renders the landing's first screen into landing.html, so `/` paints before
 * any JavaScript runs (src/landing-main.tsx hydrates it). The renderer is the SSR build of
 * src/app/landing-prerender.tsx made with the same mode — the same React or Preact and the same
 * linaria class names as the client build. The service worker's precache manifest was computed
 * before this step, so landing.html's revision in sw.js is brought up to date here: an installed
 * app must see the new page as changed.
 *
 *   tsx scripts/prerender-landing.ts <dist dir> <ssr build dir>
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const PLACEHOLDER = '<!--landing-->';

export function fillLanding(html: string, markup: string): string {
  if (!html.includes(PLACEHOLDER)) throw new Error(`landing.html has no ${PLACEHOLDER} to fill`);
  return html.replace(PLACEHOLDER, markup);
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>\s*/g;

/**
 * The landing's stylesheets (a few KB) go inline into one <style>: a separate request per file would
 * hold the first paint back by a round trip each. The server allows the block by its CSP hash.
 */
export function inlineStylesheets(html: string, readAsset: (file: string) => string): string {
  const files = [...html.matchAll(STYLESHEET_LINK)].map(([, file]) => file as string);
  if (files.length === 0) return html;
  const css = files.map(readAsset).join('');
  let first = true;
  return html.replace(STYLESHEET_LINK, () => {
    if (!first) return '';
    first = false;
    return `<style>${css}</style>\n`;
  });
}

/** workbox revisions are the MD5 of the file's bytes. */
export function updatePrecacheRevision(serviceWorker: string, url: string, content: string): string {
  const entry = new RegExp(`"revision":"[0-9a-f]{32}","url":"${url.replace('.', '\\.')}"`);
  if (!entry.test(serviceWorker)) throw new Error(`${url} is not in the service worker's precache manifest`);
  const revision = createHash('md5').update(content).digest('hex');
  return serviceWorker.replace(entry, `"revision":"${revision}","url":"${url}"`);
}

async function main() {
  const [distDir, ssrDir] = process.argv.slice(2);
  if (!distDir || !ssrDir) throw new Error('usage: prerender-landing.ts <dist dir> <ssr build dir>');
  const renderer = (await import(pathToFileURL(path.resolve(ssrDir, 'landing-prerender.js')).href)) as {
    renderLanding: () => string;
  };
  const landingFile = path.join(distDir, 'landing.html');
  const landing = inlineStylesheets(fillLanding(readFileSync(landingFile, 'utf8'), renderer.renderLanding()), (file) =>
    readFileSync(path.join(distDir, file), 'utf8'),
  );
  writeFileSync(landingFile, landing);
  const swFile = path.join(distDir, 'sw.js');
  writeFileSync(swFile, updatePrecacheRevision(readFileSync(swFile, 'utf8'), 'landing.html', landing));
  process.stdout.write(`prerendered ${landingFile} (${(landing.length / 1024).toFixed(1)} KB)\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
