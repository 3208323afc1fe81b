/**
 * The shell a signed-in candidate's offers page is drawn into by the server (scripts/offers-shell.ts
 * writes it beside the SSR renderer at build time; server/http/offers-render.ts fills it).
 */
export const OFFERS_SHELL_FILE = 'offers-shell.html';

/** Where the page's markup goes, inside `#root`. */
export const OFFERS_SHELL_PLACEHOLDER = '<!--offers-->';

/** The SSR build's renderer module (src/app/offers-prerender.tsx). */
export const OFFERS_RENDERER_FILE = 'offers-prerender.js';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * The values of a drawn page's style attributes (a logo's size, a badge's colours as custom
 * properties), each once. The CSP blocks any other inline style, so whoever draws the page allows
 * these one by one, by the hash of their value ('unsafe-hashes'): without them the drawn logos would
 * change size when the app takes the page over.
 */
export function styleAttributeValues(markup: string): string[] {
  const values = [...markup.matchAll(/ style="([^"]*)"/g)].map(([, value]) =>
    (value ?? '').replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity),
  );
  return [...new Set(values)];
}
