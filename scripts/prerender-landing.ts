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
import { stylesheetsOf } from './bundle-size';

const PLACEHOLDER = '<!--landing-->';

export function fillLanding(html: string, markup: string): string {
  if (!html.includes(PLACEHOLDER)) throw new Error(`landing.html has no ${PLACEHOLDER} to fill`);
  return html.replace(PLACEHOLDER, markup);
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>\s*/g;

/**
 * The landing's stylesheets (a few KB) go inline into one <style>: a separate request per file would
 * hold the first paint back by a round trip each. The server allows the block by its CSP hash.
 * Besides the ones landing.html links, `staticFiles` are those of the markup no island's JavaScript
 * carries (the hero, the steps: static, never hydrated, so their styles come with no chunk here).
 * Each stylesheet gets a link, disabled (never fetched, never applied), because Vite's loader of
 * lazy chunks looks for it before adding a chunk's CSS: without it, the first lazy chunk that
 * shares a stylesheet with the landing would load it again and restyle the whole page.
 */
export function inlineStylesheets(
  html: string,
  readAsset: (file: string) => string,
  staticFiles: readonly string[] = [],
): string {
  const linked = [...html.matchAll(STYLESHEET_LINK)].map(([, file]) => file as string);
  if (linked.length === 0) return html;
  const files = [...new Set([...linked, ...staticFiles])];
  const css = files.map(readAsset).join('');
  const markers = files.map((file) => `<link rel="stylesheet" href="/${file}" disabled>\n`).join('');
  let first = true;
  return html.replace(STYLESHEET_LINK, () => {
    if (!first) return '';
    first = false;
    return `<style>${css}</style>\n${markers}`;
  });
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;

/**
 * The inline script that starts the landing's JavaScript once the first contentful paint is
 * reported (a frame callback is not enough: its timer can fire before the frame reaches the
 * screen). A hidden tab paints nothing, so there it starts at once. Each preload and the script
 * are added in a task of their own (a message to itself, never clamped as nested timers are):
 * adding one costs ~2.5 ms of the main thread, and the offers page names 25 — measured as one
 * 265 ms task at 4× CPU when they were added together. A button pressed before the
 * page has hydrated does nothing yet: it is remembered, and src/app/early-presses.ts presses it again.
 */
export function firstPaintLoader(entry: string, preloads: string[]): string {
  return `(function () {
  var early = (window.__earlyPresses = { buttons: [], hydrated: false });
  document.addEventListener('click', function (event) {
    var button = !early.hydrated && event.target instanceof Element && event.target.closest('button');
    if (button && early.buttons.indexOf(button) < 0) early.buttons.push(button);
  }, true);
  var hrefs = ${JSON.stringify(preloads)};
  // Held by the page, not only by its own handler: WebKit collects such a channel mid-way.
  var channel = (early.loader = new MessageChannel());
  function start() {
    var href = hrefs.shift();
    var tag = document.createElement(href ? 'link' : 'script');
    tag.crossOrigin = '';
    if (href) {
      tag.rel = 'modulepreload';
      tag.href = href;
    } else {
      tag.type = 'module';
      tag.src = ${JSON.stringify(entry)};
    }
    document.head.appendChild(tag);
    if (href) channel.port2.postMessage(null);
  }
  channel.port1.onmessage = start;
  var started = false;
  function startOnce() {
    if (!started) setTimeout(start, 0);
    started = true;
  }
  if (document.visibilityState === 'hidden') return startOnce();
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      startOnce();
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    requestAnimationFrame(startOnce);
  }
  // Should the paint never be reported, the page still comes alive.
  setTimeout(startOnce, 3000);
})();`;
}

/**
 * The landing's module script and its preloads leave the <head> for firstPaintLoader at the end of
 * the body. Chromium otherwise runs the prerendered page's scripts (fetched in a few ms from the
 * cache or a near server) before it paints it, and the first paint waits for the hydration; a
 * visitor on a slow phone sees the page one parse-and-hydrate sooner this way.
 */
export function deferModulesPastFirstPaint(html: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map(([, src]) => src as string);
  if (entries.length !== 1) throw new Error(`landing.html has ${entries.length} module scripts, expected 1`);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href as string);
  const loader = `<script>${firstPaintLoader(entries[0] as string, preloads)}</script>\n`;
  return html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</body>', `${loader}</body>`);
}

/**
 * workbox revisions are the MD5 of the file's bytes: the server refuses a precache request for
 * another revision of a page (a replica of another release, during a deploy), so a worker never
 * keeps a page of another build. A file written after the build (the offer's shell) is listed with
 * a revision of its own until then.
 */
export function updatePrecacheRevision(serviceWorker: string, url: string, content: string): string {
  const entry = new RegExp(`"revision":"[^"]+","url":"${url.replace('.', '\\.')}"`);
  if (!entry.test(serviceWorker)) throw new Error(`${url} is not in the service worker's precache manifest`);
  const revision = createHash('md5').update(content).digest('hex');
  return serviceWorker.replace(entry, `"revision":"${revision}","url":"${url}"`);
}

/**
 * The module whose chunk carries the styles of the landing's static markup: the landing page
 * inside the app shell, which renders the same LandingPage (and its header, hero, steps, buttons).
 */
const STATIC_STYLES_MODULE = 'src/app/home-page.tsx';

async function main() {
  const [distDir, ssrDir] = process.argv.slice(2);
  if (!distDir || !ssrDir) throw new Error('usage: prerender-landing.ts <dist dir> <ssr build dir>');
  const renderer = (await import(pathToFileURL(path.resolve(ssrDir, 'landing-prerender.js')).href)) as {
    renderLanding: () => string;
  };
  const landingFile = path.join(distDir, 'landing.html');
  const filled = fillLanding(readFileSync(landingFile, 'utf8'), renderer.renderLanding());
  const landing = deferModulesPastFirstPaint(
    inlineStylesheets(
      filled,
      (file) => readFileSync(path.join(distDir, file), 'utf8'),
      stylesheetsOf(distDir, STATIC_STYLES_MODULE),
    ),
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
