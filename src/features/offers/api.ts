/**
 * The candidate's offers (SPEC §7 offer calls). Lists are persisted for offline reading (root
 * "offers"); SPEC §9 gives them a 30 s stale time. Writes invalidate every offer list and the
 * attack summary the home banner reads.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { CoffeechatMeetingList, type MeetingStatus, OfferCompany } from '../../contract/meetings';
import {
  CoffeechatCreated,
  type ExtendAttack,
  LikeResponse,
  MyAttack,
  Offer,
  type OfferCounts,
  OfferHistory,
  OfferList,
} from '../../contract/offers';
import { apiPaths, pathOf } from '../../contract/paths';
import { request } from '../../lib/http';
import { sendOrQueue } from '../../lib/send-or-queue';

export type OfferListMode = 'current' | 'select' | 'expired';

export const offerKeys = {
  all: ['offers'] as const,
  list: (mode: OfferListMode) => ['offers', 'list', mode] as const,
  detail: (id: number) => ['offers', 'detail', id] as const,
  company: (id: number) => ['offers', 'company', id] as const,
  history: (selected: boolean) => ['offers', 'history', selected] as const,
  attack: ['my', 'attack'] as const,
};

/** SPEC §9: offer lists go stale after 30 s. */
const OFFER_STALE_MS = 30_000;

const modeQuery = (mode: OfferListMode) =>
  mode === 'select' ? { isSelected: true } : mode === 'expired' ? { isExpired: true } : {};

export const offerListQuery = (mode: OfferListMode) =>
  queryOptions({
    queryKey: offerKeys.list(mode),
    queryFn: () => request(apiPaths.offers, { query: modeQuery(mode), response: OfferList }),
    staleTime: OFFER_STALE_MS,
  });

export const offerQuery = (id: number) =>
  queryOptions({
    queryKey: offerKeys.detail(id),
    queryFn: () => request(pathOf(apiPaths.offer, { id }), { response: Offer }),
    staleTime: OFFER_STALE_MS,
  });

export const offerHistoryQuery = (selected: boolean) =>
  queryOptions({
    queryKey: offerKeys.history(selected),
    queryFn: () =>
      request(apiPaths.offerHistory, { query: selected ? { isSelected: true } : {}, response: OfferHistory }),
    staleTime: OFFER_STALE_MS,
  });

/** The company behind an offer (its card on the offer page); persisted with the offers. */
export const offerCompanyQuery = (id: number) =>
  queryOptions({
    queryKey: offerKeys.company(id),
    queryFn: () => request(pathOf(apiPaths.offerCompany, { id }), { response: OfferCompany }),
    staleTime: OFFER_STALE_MS,
  });

export const useOfferCompany = (id: number) => useQuery(offerCompanyQuery(id));

/**
 * Where each accepted offer's coffee chat stands, for the 수락한 제안 tab (issue 24). Under the
 * coffee chats' root, persisted like them; a move on a meeting refreshes it.
 */
export const coffeechatStatusesQuery = () =>
  queryOptions({
    queryKey: ['coffeechats', 'meetings'] as const,
    queryFn: () => request(apiPaths.coffeechatMeetings, { response: CoffeechatMeetingList }),
    staleTime: OFFER_STALE_MS,
  });

/** The meeting status of each accepted offer, by offer id (empty until loaded or when not wanted). */
export function useMeetingStatuses(enabled: boolean): ReadonlyMap<number, MeetingStatus> {
  const { data } = useQuery({ ...coffeechatStatusesQuery(), enabled });
  // The same map while the answer is the same, so the offer list need not draw its cards again.
  return useMemo(() => new Map((data?.items ?? []).map((item) => [item.offerId, item.status])), [data]);
}

export const myAttackQuery = () =>
  queryOptions({
    queryKey: offerKeys.attack,
    queryFn: () => request(apiPaths.myAttack, { response: MyAttack }),
    staleTime: OFFER_STALE_MS,
  });

const sameCounts = (left: OfferCounts, right: OfferCounts) =>
  left.current === right.current && left.selected === right.selected && left.expired === right.expired;

/**
 * A list carries fresh counts; when they disagree with the attack summary (new offers arrived
 * while the summary was still fresh), the summary and the home banner reload instead of
 * contradicting the list for up to 30 s.
 */
export function useOfferList(mode: OfferListMode) {
  const queryClient = useQueryClient();
  const list = useQuery(offerListQuery(mode));
  const counts = list.data?.counts;
  useEffect(() => {
    const summary = queryClient.getQueryData<MyAttack>(offerKeys.attack);
    if (counts && summary && !sameCounts(summary.counts, counts)) {
      void queryClient.invalidateQueries({ queryKey: offerKeys.attack });
    }
  }, [counts, queryClient]);
  return list;
}
export const useOffer = (id: number) => useQuery(offerQuery(id));
export const useOfferHistory = (selected: boolean, enabled: boolean) =>
  useQuery({ ...offerHistoryQuery(selected), enabled });
export const useMyAttack = (enabled = true) => useQuery({ ...myAttackQuery(), enabled });

function useInvalidateOffers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: offerKeys.all }),
      queryClient.invalidateQueries({ queryKey: offerKeys.attack }),
    ]);
}

/**
 * The decisions go through lib/send-or-queue.ts: sent at once when the server answers, queued in
 * the outbox with their Idempotency-Key otherwise (offer-decisions.ts shows and settles them).
 * Each answers `{ sent }` or `{ queued }`.
 */
export function useLikeOffer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isLike: boolean) =>
      sendOrQueue({
        kind: 'offer-like',
        method: 'PATCH',
        path: apiPaths.offerLike,
        body: { id, isLike },
        meta: { offerId: id },
        response: LikeResponse,
      }),
    onSuccess: ({ sent }) => {
      if (!sent) return;
      queryClient.setQueryData(offerKeys.detail(id), (offer) => (offer ? { ...offer, isLike: sent.isLike } : offer));
      return queryClient.invalidateQueries({ queryKey: ['offers', 'list'] });
    },
  });
}

export function useRefuseOffer(id: number) {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: (refusalReason: string) =>
      sendOrQueue({
        kind: 'offer-refuse',
        method: 'PATCH',
        path: pathOf(apiPaths.offerRefuse, { id }),
        body: { refusalReason },
        meta: { offerId: id },
        response: Offer,
      }),
    onSuccess: ({ sent }) => (sent ? invalidate() : undefined),
  });
}

export function useAcceptOffer(offerId: number) {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: () =>
      sendOrQueue({
        kind: 'offer-accept',
        method: 'POST',
        path: apiPaths.coffeechat,
        body: { offerId },
        meta: { offerId },
        response: CoffeechatCreated,
      }),
    onSuccess: ({ sent }) => (sent ? invalidate() : undefined),
  });
}

export function useExtendAttack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: ExtendAttack['month']) =>
      sendOrQueue({
        kind: 'attack-extend',
        method: 'PATCH',
        path: apiPaths.extendAttack,
        body: { month },
        meta: { month },
        response: MyAttack,
      }),
    onSuccess: ({ sent }) => {
      if (sent) queryClient.setQueryData(offerKeys.attack, sent);
    },
  });
}
