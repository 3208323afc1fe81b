/**
 * A signed-in candidate's offers page as HTML, rendered by the server at request time from the
 * first offers it embeds (server/http/offers-render.ts), so the page paints before any JavaScript
 * runs; main.tsx then renders the same tree over it. Built with `vite build --ssr` beside the
 * landing's renderer, in the same mode, so the markup and class names are the client's. The tree
 * is RouteSwitch's for these routes: the top area of a tab root, then the page.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { mask } from 'superstruct';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { FirstOffers } from '../contract/first-offers';
import type { OfferListMode } from '../features/offers/api';
import { putFirstOffers } from '../features/offers/first-offers';
import { Offers } from '../features/offers/my-attack-page';
import { TopArea } from './top-area';

const MODES: Readonly<Record<string, OfferListMode>> = {
  '/my/attack': 'current',
  '/my/attack/select': 'select',
  '/my/attack/expired': 'expired',
};

/** The markup of `#root` for `pathname` with the first offers `json`; undefined for any other page. */
export function renderOffersPage(pathname: string, json: string): string | undefined {
  const mode = MODES[pathname];
  if (!mode) return undefined;
  // A fixed location: Preact's useSyncExternalStore reads the browser's, which the server has not.
  const first = mask(JSON.parse(json), FirstOffers);
  // Per request, and no garbage-collection timers left behind in the server: this cache dies with the render.
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY, retry: false } } });
  putFirstOffers(client, first, mode, Date.parse(first.readAt));
  try {
    return renderToString(
      <JotaiProvider>
        <QueryClientProvider client={client}>
          <Router hook={memoryLocation({ path: pathname, static: true }).hook}>
            <TopArea nav={{ root: 'tabs' }} />
            <Offers mode={mode} />
          </Router>
        </QueryClientProvider>
      </JotaiProvider>,
    );
  } finally {
    client.clear();
  }
}
