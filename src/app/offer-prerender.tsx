/**
 * An offer's page as HTML, drawn by the service worker from the offer kept on the device
 * (sw/offer-page.ts), so a notification tapped with no window open shows its countdown before the
 * app's code has run; main.tsx then takes the drawn page over. Built for a worker, into the worker's
 * own script (vite.worker-renderer.config.ts), in the same mode as the app, so the markup and class
 * names are the client's. The tree is RouteSwitch's for /my/result/:id: the route's top area, then
 * the page of a signed-in candidate (the worker draws only for the session it holds).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { mask } from 'superstruct';
import { Router } from 'wouter';
import { DrawnOffer } from '../contract/drawn-offer';
import { DRAWN_OFFER_PATH, type DrawnOfferPage, type OfferRenderer } from '../contract/offer-shell';
import { putDrawnOffer } from '../features/offers/drawn-offer';
import { OfferDetail } from '../features/offers/offer-detail-page';
import { documentTitleOf } from './document-title';
import type { RouteNav } from './route-types';
import { TopArea } from './top-area';

/** The route's top area, as candidate-routes.tsx has it (offer-prerender.test.ts holds the two together). */
export const OFFER_PAGE_NAV = { parent: '/my/attack', title: '받은 제안', close: true } as const satisfies RouteNav;

/**
 * The drawn page's location hook: where it is, and nowhere to go. Not wouter's memory location, whose
 * useSyncExternalStore has no server snapshot (React's server render refuses it), nor the browser's,
 * whose snapshot Preact reads even on the server (a worker's location is its script's).
 */
const stayPut = () => undefined;

/** Rounds of drawing while lazy parts load: they are in the renderer's script, so each takes a turn of the event loop. */
const LAZY_ROUNDS = 3;

/**
 * `tree` as HTML once its lazy parts have loaded (an offer's revision, ui/revision-status.tsx): Preact's
 * render stops at one not loaded yet, and loading it started, so it is drawn again a moment later.
 */
async function drawLoaded(tree: ReactElement): Promise<string> {
  for (let round = 1; ; round += 1) {
    try {
      return renderToString(tree);
    } catch (error) {
      if (round === LAZY_ROUNDS) throw error;
      await new Promise((resolve) => setTimeout(resolve));
    }
  }
}

/** The page at `pathname` drawn from `value` (a DrawnOffer); undefined for any other page or offer. */
async function render(pathname: string, value: unknown): Promise<DrawnOfferPage | undefined> {
  const id = Number(DRAWN_OFFER_PATH.exec(pathname)?.[1]);
  const drawn = mask(value, DrawnOffer);
  if (drawn.offer.id !== id) return undefined;
  // Per page, and no garbage-collection timers left behind in the worker: this cache dies with the render.
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY, retry: false } } });
  putDrawnOffer(client, drawn);
  try {
    const root = await drawLoaded(
      <JotaiProvider>
        <QueryClientProvider client={client}>
          <Router hook={() => [pathname, stayPut]}>
            <TopArea nav={OFFER_PAGE_NAV} />
            <OfferDetail id={id} />
          </Router>
        </QueryClientProvider>
      </JotaiProvider>,
    );
    return { root, title: documentTitleOf(pathname, OFFER_PAGE_NAV.title) };
  } finally {
    client.clear();
  }
}

/** What the worker's script hands over (vite.worker-renderer.config.ts). */
export const renderer: OfferRenderer = { render };
