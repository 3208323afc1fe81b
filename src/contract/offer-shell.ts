/**
 * An offer's page drawn by the service worker (sw/offer-page.ts) as the page, the worker and the build
 * name it: which page, the shell written into the static root and the renderer into the worker's
 * script at build time, the element the drawn offer travels in (its shape: contract/drawn-offer.ts).
 * Without imports: the build's config and the app's shell read it.
 */

/** index.html with the offer page's chunks named and its stylesheets inline (scripts/offers-shell.ts). */
export const OFFER_SHELL_FILE = 'offer-shell.html';

/** Where the page's markup goes, inside `#root`. */
export const OFFER_SHELL_PLACEHOLDER = '<!--offer-->';

/**
 * The line in the worker's script (sw.js) after which the build wrote the renderer
 * (src/app/offer-prerender.tsx, vite.worker-renderer.config.ts). Its body runs only when the worker
 * first draws (`OfferRenderer`).
 */
export const OFFER_RENDERER_MARKER = '/* the offer renderer (vite.worker-renderer.config.ts) */';

/** The page an offer is drawn for: /my/result/:id, and no other page under it. */
export const DRAWN_OFFER_PATH = /^\/my\/result\/([0-9]{1,10})$/;

/** The `<script type="application/json">` element the drawn offer (contract/drawn-offer.ts) travels in. */
export const DRAWN_OFFER_ELEMENT_ID = 'boltx-drawn-offer';

/** The global the renderer's script defines: a function returning the renderer, its code run on the first call. */
export const OFFER_RENDERER_GLOBAL = 'boltxOfferRenderer';

export interface DrawnOfferPage {
  /** The markup of `#root`. */
  root: string;
  /** The window's title, as the page sets it once its code runs. */
  title: string;
}

export interface OfferRenderer {
  /** The markup of `#root` for `pathname` drawn from `drawn`; undefined when `drawn` is not that page's offer. */
  render(pathname: string, drawn: unknown): Promise<DrawnOfferPage | undefined>;
}
