/**
 * An offer as the candidate's offer lists hold it (every list card is the whole offer). The offer
 * page paints from it until — or without — an answer for the offer itself: a notification's tap
 * lands there, often offline or on a slow connection, for an offer the candidate has only seen in
 * her persisted list. The lists are only read here, never fetched: read from the cache as it
 * changes (a stored copy restored after the first render, a list's refetch), rather than through
 * React Query's observers of several queries, which only this page would load (~1 KB gzip).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { Offer } from '../../contract/offers';
import { type OfferListMode, offerKeys, offerListQuery } from './api';

const LIST_MODES: OfferListMode[] = ['current', 'select', 'expired'];
const [OFFERS, LIST] = offerKeys.list('current');
const isOfferList = (key: readonly unknown[]) => key[0] === OFFERS && key[1] === LIST;

export function useListedOffer(id: number): Offer | undefined {
  const client = useQueryClient();
  // Only the lists' events: another query added as this page renders (its company card's) would
  // otherwise call React back in the middle of that render.
  const subscribe = useCallback(
    (changed: () => void) =>
      client.getQueryCache().subscribe(({ query }) => {
        if (isOfferList(query.queryKey)) changed();
      }),
    [client],
  );
  // The card's own object, so the snapshot stays the same until its list changes.
  const listed = () =>
    LIST_MODES.flatMap((mode) => client.getQueryData(offerListQuery(mode).queryKey)?.offerItems ?? []).find(
      (offer) => offer.id === id,
    );
  // The same read on a server's or a worker's render (app/offer-prerender.tsx) and in hydration.
  return useSyncExternalStore(subscribe, listed, listed);
}
