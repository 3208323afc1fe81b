/**
 * An offer page the service worker drew (contract/drawn-offer.ts, sw/offer-page.ts) carries the
 * offer it was drawn from. Read once, checked against the contract and against whose session this
 * app holds, and put in React Query's cache under the offer's own key, as if read when the device
 * stored it: the app's first render then draws the very page on screen and takes it over. The
 * worker's renderer (app/offer-prerender.tsx) puts it there the same way.
 */
import type { QueryClient } from '@tanstack/react-query';
import { mask } from 'superstruct';
import { DrawnOffer } from '../../contract/drawn-offer';
import { DRAWN_OFFER_ELEMENT_ID } from '../../contract/offer-shell';
import { accessTokenClaims } from '../../contract/token-claims';
import { keepOverStoredCopy } from '../../lib/persister';
import { healthKey } from '../../lib/query-client';
import { readTokens } from '../../lib/tokens';
import { offerKeys } from './api';

/**
 * `drawn`'s answers in `queryClient`, under the keys the offer page reads, each as read when the device
 * stored it: a device clock that moved back since must not make a copy look fresh for longer than 30 s.
 */
export function putDrawnOffer(queryClient: QueryClient, drawn: DrawnOffer, now = Date.now()): void {
  const readAt = (iso: string) => ({ updatedAt: Math.min(Date.parse(iso), now) });
  queryClient.setQueryData(offerKeys.detail(drawn.offer.id), drawn.offer, readAt(drawn.readAt));
  if (drawn.company) {
    queryClient.setQueryData(offerKeys.company(drawn.offer.id), drawn.company.data, readAt(drawn.company.readAt));
  }
  if (drawn.health) queryClient.setQueryData(healthKey, drawn.health, readAt(drawn.readAt));
}

function parse(element: Element): DrawnOffer | undefined {
  try {
    return mask(JSON.parse(element.textContent ?? ''), DrawnOffer);
  } catch {
    return undefined;
  }
}

/**
 * True when the page was drawn by the worker for this candidate and its offer is now in the cache;
 * the element is then gone. One left in place is a page this app cannot take over (main.tsx draws
 * anew): another session's, or not the offer's shape this build knows.
 */
export function seedDrawnOffer(queryClient: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(DRAWN_OFFER_ELEMENT_ID);
  if (!element) return false;
  const drawn = parse(element);
  const tokens = readTokens();
  if (!drawn || !tokens || accessTokenClaims(tokens.accessToken).subject !== drawn.subjectId) return false;
  element.remove();
  putDrawnOffer(queryClient, drawn);
  keepOverStoredCopy(offerKeys.detail(drawn.offer.id));
  return true;
}
