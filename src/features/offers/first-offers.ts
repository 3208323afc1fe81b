/**
 * The offers a signed-in candidate's page arrived with (contract/first-offers.ts, put there by the
 * server from the page cookie): read once, checked against the contract and against whose session
 * this app holds, and put in React Query's cache under the keys the page reads, as if just fetched
 * at the server's read time. The page then paints its cards without a request; the usual stale
 * time and refetches take over from there.
 */
import type { QueryClient } from '@tanstack/react-query';
import { mask } from 'superstruct';
import { FIRST_OFFERS_ELEMENT_ID, FirstOffers } from '../../contract/first-offers';
import { accessTokenClaims } from '../../contract/token-claims';
import { keepOverStoredCopy } from '../../lib/persister';
import { healthKey } from '../../lib/query-client';
import { readTokens } from '../../lib/tokens';
import { type OfferListMode, offerKeys } from './api';

function readOnce(doc: Document): unknown {
  const element = doc.getElementById(FIRST_OFFERS_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
}

/** True when the page carried this candidate's offers and they are now in the cache. */
export function seedFirstOffers(queryClient: QueryClient, mode: OfferListMode, doc: Document = document): boolean {
  const embedded = readOnce(doc);
  const tokens = readTokens();
  if (embedded === undefined || !tokens) return false;
  let first: FirstOffers;
  try {
    first = mask(embedded, FirstOffers);
  } catch {
    return false;
  }
  // A cookie left from another session on this device (storage cleared by hand) is not this app's.
  if (accessTokenClaims(tokens.accessToken).subject !== first.subjectId) return false;
  // A device clock behind the server's must not make them look fresh for longer than 30 s.
  putFirstOffers(queryClient, first, mode, Math.min(Date.parse(first.readAt), Date.now()));
  keepOverStoredCopy(offerKeys.list(mode));
  keepOverStoredCopy(offerKeys.attack);
  return true;
}

/** The answers `first` carries, in `queryClient` under the keys the page reads (here and in the server's render). */
export function putFirstOffers(queryClient: QueryClient, first: FirstOffers, mode: OfferListMode, updatedAt: number) {
  queryClient.setQueryData(offerKeys.list(mode), first.list, { updatedAt });
  queryClient.setQueryData(offerKeys.attack, first.attack, { updatedAt });
  // The sandbox strip is drawn with the page's first paint, not pushed in above it a moment later.
  if (first.health) queryClient.setQueryData(healthKey, first.health, { updatedAt });
}
