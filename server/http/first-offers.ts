/**
 * An offers page that carries its first offers (contract/first-offers.ts): which pages do, and how
 * the answer goes into the shell. Who gets which offers is the offers feature's reader
 * (features/offers/first-offers-reader.ts), handed to the static files by app.ts.
 */
import type { Context } from 'hono';
import { FIRST_OFFERS_ELEMENT_ID, FIRST_OFFERS_PAGES } from '../../src/contract/first-offers';

/** The first offers of `pathname` for the request's candidate, as JSON text; undefined for anyone else or any other page. */
export type FirstOffersReader = (c: Context, pathname: string) => Promise<string | undefined>;

/** Whether the shell of `pathname` depends on the page cookie. */
export const carriesFirstOffers = (pathname: string) => Object.hasOwn(FIRST_OFFERS_PAGES, pathname);

/**
 * The shell with the offers in a JSON data block: never executed, so the CSP's script-src does not
 * apply to it. `<` is escaped (JSON allows \u003c anywhere in a string), so no text of an offer can
 * close the element or open a comment.
 */
export function withFirstOffers(shell: string, json: string): string {
  const block = `<script type="application/json" id="${FIRST_OFFERS_ELEMENT_ID}">${json.replaceAll('<', '\\u003c')}</script>`;
  // A function, not a string, as the replacement: an offer's `$&` must stay text.
  return shell.includes('</body>') ? shell.replace('</body>', () => `${block}\n</body>`) : `${shell}${block}`;
}
