/**
 * The app icon's badge, kept true by the page: what waits for the candidate — offers awaiting an
 * answer plus unread messages — as the app already knows it from React Query's cache. A push
 * sets it from the server's count (sw/push.ts); once the candidate reads an offer or a room the
 * cache changes and the badge follows. The offers' count is the newer of the current list's and
 * the offer summary's (both carry counts.current); until both the offers and the rooms are in the
 * cache the badge stays as the worker set it. A copy restored from the device counts too: a stale
 * one is read again as soon as a screen uses it, and the badge follows. Signed out, it is cleared.
 * Browsers without the Badging API go without.
 */
import { type QueryClient, type QueryState, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Badging, showAppBadge } from '../../contract/app-badge';
import type { MessageRoomList } from '../../contract/messages';
import type { MyAttack, OfferList } from '../../contract/offers';
import { CURRENT_OFFERS_KEY, MESSAGE_ROOMS_KEY, OFFER_SUMMARY_KEY } from '../../contract/persisted-cache';

/** Offers awaiting an answer plus unread messages, from the cache; undefined while either is unknown. */
export function waitingCount(queryClient: QueryClient): number | undefined {
  const known = <T>(state: QueryState<T> | undefined) => (state?.data === undefined ? undefined : state);
  const list = known(queryClient.getQueryState<OfferList>(CURRENT_OFFERS_KEY));
  const summary = known(queryClient.getQueryState<MyAttack>(OFFER_SUMMARY_KEY));
  const rooms = queryClient.getQueryData<MessageRoomList>(MESSAGE_ROOMS_KEY);
  const newest = (list?.dataUpdatedAt ?? -1) >= (summary?.dataUpdatedAt ?? -1) ? list : summary;
  const offers = newest?.data?.counts.current;
  if (offers === undefined || rooms === undefined) return undefined;
  return offers + rooms.unreadCount;
}

/** Once in the app's PWA layer: the badge follows the cache while the app is open. */
export function useAppBadge(signedIn: boolean, badging: Badging = navigator): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!('setAppBadge' in badging)) return;
    if (!signedIn) {
      void showAppBadge(0, badging);
      return;
    }
    let shown: number | undefined;
    const follow = () => {
      const count = waitingCount(queryClient);
      if (count === undefined || count === shown) return;
      shown = count;
      void showAppBadge(count, badging);
    };
    follow();
    return queryClient.getQueryCache().subscribe(follow);
  }, [signedIn, queryClient, badging]);
}
