/**
 * An offer as the candidate's offer lists hold it (every list card is the whole offer). The offer
 * page paints from it until — or without — an answer for the offer itself: a notification's tap
 * lands there, often offline or on a slow connection, for an offer the candidate has only seen in
 * her persisted list. The lists are only read here, never fetched.
 */
import { useQueries } from '@tanstack/react-query';
import type { Offer } from '../../contract/offers';
import { type OfferListMode, offerListQuery } from './api';

const LIST_MODES: OfferListMode[] = ['current', 'select', 'expired'];

export function useListedOffer(id: number): Offer | undefined {
  return useQueries({
    queries: LIST_MODES.map((mode) => ({ ...offerListQuery(mode), enabled: false })),
    combine: (lists) => lists.flatMap((list) => list.data?.offerItems ?? []).find((offer) => offer.id === id),
  });
}
