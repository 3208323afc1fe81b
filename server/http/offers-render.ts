/**
 * A signed-in candidate's offers page drawn on the server (src/app/offers-prerender.tsx), so it
 * paints before the app's JavaScript has loaded and run. The renderer and its shell are the SSR
 * build's, found beside the static root (`dist` → `dist-ssr`); without them — API tests, a build
 * that failed halfway — every page is the ordinary shell, as before. A failed render is logged and
 * answered with the ordinary shell too: the app draws the page itself then.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  OFFERS_RENDERER_FILE,
  OFFERS_SHELL_FILE,
  OFFERS_SHELL_PLACEHOLDER,
  styleAttributeValues,
} from '../../src/contract/offers-shell';
import type { AppDeps, InlineSources } from '../app-deps';

interface DrawnPage {
  html: string;
  /** The CSP hashes of the shell's inline stylesheet and first-paint loader. */
  sources: InlineSources;
}

/** The page at `pathname` drawn with the first offers `json`; undefined when there is no renderer or no such page. */
export type OffersDrawer = (pathname: string, json: string) => Promise<DrawnPage | undefined>;

type Render = (pathname: string, json: string) => string | undefined;

interface Build {
  version: string;
  render: Render;
  shell: string;
  sources: InlineSources;
}

/** The drawn page's style attributes, allowed one by one by their hashes (contract/offers-shell.ts). */
function styleAttributeSources(markup: string): string[] {
  const values = styleAttributeValues(markup);
  if (values.length === 0) return [];
  const hashes = values.map((value) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`);
  return ["'unsafe-hashes'", ...hashes];
}

export function offersDrawer(
  staticDir: string,
  inlineSources: (page: string) => InlineSources,
  logger: AppDeps['logger'],
): OffersDrawer {
  const dir = `${path.resolve(staticDir)}-ssr`;
  const rendererFile = path.join(dir, OFFERS_RENDERER_FILE);
  const shellFile = path.join(dir, OFFERS_SHELL_FILE);
  let build: Build | undefined;

  /** The current build's renderer and shell, loaded again when a new build replaced them. */
  async function current(): Promise<Build | undefined> {
    const [renderer, shell] = await Promise.all([
      stat(rendererFile).catch(() => undefined),
      stat(shellFile).catch(() => undefined),
    ]);
    if (!renderer?.isFile() || !shell?.isFile()) return undefined;
    const version = `${renderer.mtimeMs}:${shell.mtimeMs}`;
    if (build?.version === version) return build;
    const module = (await import(`${pathToFileURL(rendererFile).href}?v=${renderer.mtimeMs}`)) as {
      renderOffersPage?: Render;
    };
    const html = await readFile(shellFile, 'utf8');
    if (!module.renderOffersPage || !html.includes(OFFERS_SHELL_PLACEHOLDER)) return undefined;
    build = { version, render: module.renderOffersPage, shell: html, sources: inlineSources(html) };
    return build;
  }

  return async (pathname, json) => {
    try {
      const loaded = await current();
      const markup = loaded?.render(pathname, json);
      if (!loaded || markup === undefined) return undefined;
      const { styles, scripts } = loaded.sources;
      return {
        // A function, not a string, as the replacement: an offer's `$&` must stay text.
        html: loaded.shell.replace(OFFERS_SHELL_PLACEHOLDER, () => markup),
        sources: { styles: [...styles, ...styleAttributeSources(markup)], scripts },
      };
    } catch (error) {
      logger.warn('offers page not drawn', { path: pathname, error: error instanceof Error ? error.name : 'unknown' });
      return undefined;
    }
  };
}
