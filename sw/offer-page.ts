/// <reference lib="webworker" />
/**
 * An offer's page drawn by the worker (contract/drawn-offer.ts): a notification tapped with no
 * window open lands on /my/result/:id, and the countdown is on screen before the app's code has
 * run. Traced, the app itself took ~150–400 ms to draw that page in a new window, most of it
 * starting its ~40 files; drawn here, the page needs none of them to paint.
 *
 * The offer comes from the page's stored cache (stored-cache.ts): its own answer or its card in a
 * list, the newest read. The renderer is the app's (app/offer-prerender.tsx), which the build writes
 * at the end of the worker's script (vite.worker-renderer.config.ts). The page is the precached
 * offer shell (scripts/offers-shell.ts: its styles inline, its code started after the first paint)
 * with the markup in `#root` and the offer it was drawn from beside it, which the app takes over
 * (features/offers/drawn-offer.ts). With no renderer in the worker, no session, no stored offer or
 * anything failing, the navigation gets the ordinary shell and the app draws the page, as before.
 */
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import {
  DRAWN_OFFER_ELEMENT_ID,
  DRAWN_OFFER_PATH,
  type DrawnOfferPage,
  type OFFER_RENDERER_GLOBAL,
  OFFER_SHELL_FILE,
  OFFER_SHELL_PLACEHOLDER,
  type OfferRenderer,
} from '../src/contract/offer-shell';
import type { Offer } from '../src/contract/offers';
import { styleAttributeValues } from '../src/contract/offers-shell';
import { HEALTH_KEY, OFFER_LIST_KEYS, offerCompanyKey, offerDetailKey } from '../src/contract/persisted-cache';
import { readAuth } from '../src/shared-outbox/outbox-auth';
import { matchPrecache } from './precache';
import { hashOf, readStoredCache, type StoredClient } from './stored-cache';

declare const self: ServiceWorkerGlobalScope & Partial<Record<typeof OFFER_RENDERER_GLOBAL, () => OfferRenderer>>;
let renderer: OfferRenderer | null | undefined;

/** The renderer, its code run at the first drawing; none in a worker built without it (the dev server's). */
function offerRenderer(): OfferRenderer | undefined {
  if (renderer === undefined) {
    try {
      renderer = self.boltxOfferRenderer?.() ?? null;
    } catch {
      renderer = null;
    }
  }
  return renderer ?? undefined;
}

/** Runs the renderer's code now, ahead of a drawing that may follow (a tapped notification opening its window). */
export function prepareOfferRenderer(): void {
  offerRenderer();
}

interface StoredAnswer<T> {
  data: T;
  readAt: number;
}

function storedAnswer(stored: StoredClient, queryKey: readonly (string | number)[]): StoredAnswer<unknown> | undefined {
  const hash = hashOf(queryKey);
  const state = stored.clientState.queries.find((query) => query.queryHash === hash)?.state;
  if (state?.data === undefined || typeof state.dataUpdatedAt !== 'number') return undefined;
  return { data: state.data, readAt: state.dataUpdatedAt };
}

/** The offer as last read on this device: its own answer or its card in a list, whichever is newer. */
function storedOffer(stored: StoredClient, id: number): StoredAnswer<Offer> | undefined {
  const own = storedAnswer(stored, offerDetailKey(id));
  const answers = own ? [own as StoredAnswer<Offer>] : [];
  for (const key of OFFER_LIST_KEYS) {
    const list = storedAnswer(stored, key);
    const items = (list?.data as { offerItems?: unknown } | undefined)?.offerItems;
    const card = Array.isArray(items) ? items.find((item: { id?: unknown }) => item?.id === id) : undefined;
    if (list && card) answers.push({ data: card as Offer, readAt: list.readAt });
  }
  return answers.sort((a, b) => b.readAt - a.readAt)[0];
}

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** The CSP sources allowing the drawn style attributes, as the server's drawing does (server/http/offers-render.ts). */
async function styleAttributeSources(markup: string): Promise<string[]> {
  const values = styleAttributeValues(markup);
  if (values.length === 0) return [];
  const encoder = new TextEncoder();
  const hashes = await Promise.all(
    values.map(async (value) => `'sha256-${base64(await crypto.subtle.digest('SHA-256', encoder.encode(value)))}'`),
  );
  return ["'unsafe-hashes'", ...hashes];
}

/** `policy` with `sources` added to its style-src (the shell's own hashes are there already). */
function withStyleSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(/(^|;\s*)style-src ([^;]*)/, (_, before: string, list: string) =>
    [`${before}style-src ${list}`, ...sources].join(' '),
  );
}

const ROOT = '<div id="root">';

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/** The shell with the drawn page in it, marked as the worker's, and the offer it was drawn from beside it. */
function fillShell(shell: string, page: DrawnOfferPage, drawn: unknown): string {
  const block = `<script type="application/json" id="${DRAWN_OFFER_ELEMENT_ID}">${JSON.stringify(drawn).replaceAll('<', '\\u003c')}</script>`;
  // Functions, not strings, as the replacements: an offer's `$&` must stay text.
  return shell
    .replace(OFFER_SHELL_PLACEHOLDER, () => page.root)
    .replace(ROOT, `${ROOT.slice(0, -1)} data-drawn-by="worker">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace('</body>', () => `${block}\n</body>`);
}

const readAtOf = <T>(answer: StoredAnswer<T> | undefined) =>
  answer && { data: answer.data, readAt: new Date(answer.readAt).toISOString() };

/** The offer's page drawn from what this device keeps, or undefined when it cannot be. */
export async function drawOfferPage(url: URL): Promise<Response | undefined> {
  const id = Number(DRAWN_OFFER_PATH.exec(url.pathname)?.[1]);
  const render = id ? offerRenderer() : undefined;
  if (!render) return undefined;
  const [auth, stored, shell] = await Promise.all([
    readAuth(),
    readStoredCache(),
    matchPrecache(`/${OFFER_SHELL_FILE}`),
  ]);
  const offer = stored && storedOffer(stored, id);
  if (!auth || auth.refused || !offer || !shell?.ok) return undefined;
  const drawn = {
    subjectId: auth.subject,
    readAt: new Date(offer.readAt).toISOString(),
    offer: offer.data,
    company: stored && readAtOf(storedAnswer(stored, offerCompanyKey(id))),
    health: stored && storedAnswer(stored, HEALTH_KEY)?.data,
  };
  const page = await render.render(url.pathname, drawn);
  if (!page) return undefined;
  const headers = new Headers(shell.headers);
  // Of the shell's bytes, not these.
  headers.delete('Content-Length');
  headers.delete('ETag');
  const policy = headers.get('Content-Security-Policy');
  if (policy) headers.set('Content-Security-Policy', withStyleSources(policy, await styleAttributeSources(page.root)));
  return new Response(fillShell(await shell.text(), page, drawn), { status: 200, headers });
}

/** A navigation handler drawing the offer's page, else answering as `shellHandler` does. */
export const offerPageOr =
  (shellHandler: (options: RouteHandlerCallbackOptions) => Promise<Response>) =>
  async (options: RouteHandlerCallbackOptions): Promise<Response> =>
    (await drawOfferPage(options.url).catch(() => undefined)) ?? shellHandler(options);
