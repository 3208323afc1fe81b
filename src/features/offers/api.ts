/**
 * The candidate's offers (SPEC §7 offer calls). Lists are persisted for offline reading (root
 * "offers"); SPEC §9 gives them a 30 s stale time. Writes invalidate every offer list and the
 * attack summary the home banner reads.
 */
import { queryOptions, type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import * as apiPaths from '../../contract/api-paths';
import { CoffeechatMeetingList, type CoffeechatMeetingSummary, OfferCompany } from '../../contract/meetings';
import type { AskRevision } from '../../contract/offer-revisions';
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
import { pathOf } from '../../contract/paths';
import { request } from '../../lib/http';
import { sendOrQueue } from '../../lib/send-or-queue';
import { usePushReceived } from '../../lib/use-push-received';

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

const offerHistoryQuery = (selected: boolean) =>
  queryOptions({
    queryKey: offerKeys.history(selected),
    queryFn: () =>
      request(apiPaths.offerHistory, { query: selected ? { isSelected: true } : {}, response: OfferHistory }),
    staleTime: OFFER_STALE_MS,
  });

/** The company behind an offer (its card on the offer page); persisted with the offers. */
const offerCompanyQuery = (id: number) =>
  queryOptions({
    queryKey: offerKeys.company(id),
    queryFn: () => request(pathOf(apiPaths.offerCompany, { id }), { response: OfferCompany }),
    staleTime: OFFER_STALE_MS,
  });

export const useOfferCompany = (id: number) => useQuery(offerCompanyQuery(id));

/**
 * Where each accepted offer's coffee chat stands — its status, and the time and place once
 * confirmed — for the 수락한 제안 tab and the accepted offer's page. Under the coffee
 * chats' root, persisted like them; a move on a meeting refreshes it.
 */
const coffeechatStatusesQuery = () =>
  queryOptions({
    queryKey: ['coffeechats', 'meetings'] as const,
    queryFn: () => request(apiPaths.coffeechatMeetings, { response: CoffeechatMeetingList }),
    staleTime: OFFER_STALE_MS,
  });

export type MeetingSummaries = ReadonlyMap<number, CoffeechatMeetingSummary>;

/** The summaries, read again at once when a push about a coffee chat arrives while they are on screen. */
function useMeetingSummaryList(enabled: boolean) {
  const queryClient = useQueryClient();
  usePushReceived((push) => {
    if (enabled && push.kind === 'MEETING') {
      void queryClient.invalidateQueries({ queryKey: coffeechatStatusesQuery().queryKey });
    }
  });
  return useQuery({ ...coffeechatStatusesQuery(), enabled }).data;
}

/** Each accepted offer's coffee chat, by offer id (empty until loaded or when not wanted). */
export function useMeetingStatuses(enabled: boolean): MeetingSummaries {
  const data = useMeetingSummaryList(enabled);
  // The same map while the answer is the same, so the offer list need not draw its cards again.
  return useMemo(() => new Map((data?.items ?? []).map((item) => [item.offerId, item])), [data]);
}

/** The coffee chat an accepted offer became, once known. */
export function useMeetingSummary(offerId: number, enabled: boolean): CoffeechatMeetingSummary | undefined {
  return useMeetingSummaryList(enabled)?.items.find((item) => item.offerId === offerId);
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
 * A list and the attack summary both carry counts. When they disagree, offers came or went
 * between the two answers, and the older one reloads instead of contradicting the newer for up
 * to 30 s: the summary (and the home banner), or the list, which would otherwise say "아직 받은
 * 제안이 없어요" right after the banner showed the offers.
 */
export function useOfferList(mode: OfferListMode, summary: UseQueryResult<MyAttack>) {
  const queryClient = useQueryClient();
  const list = useQuery(offerListQuery(mode));
  const listCounts = list.data?.counts;
  const summaryCounts = summary.data?.counts;
  const listIsOlder = list.dataUpdatedAt < summary.dataUpdatedAt;
  useEffect(() => {
    if (!listCounts || !summaryCounts || sameCounts(summaryCounts, listCounts)) return;
    const older = listIsOlder ? offerListQuery(mode).queryKey : offerKeys.attack;
    // A request for it already under way (the stale copy's refetch) is the one waited for.
    void queryClient.invalidateQueries({ queryKey: older, exact: true }, { cancelRefetch: false });
  }, [listCounts, summaryCounts, listIsOlder, mode, queryClient]);
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

/** Asking the company to revise the offer (once per offer); the answer is the offer, now ASKED. */
export function useAskRevision(id: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: (body: AskRevision) =>
      sendOrQueue({
        kind: 'offer-revision',
        method: 'POST',
        path: pathOf(apiPaths.offerRevision, { id }),
        body,
        meta: { offerId: id },
        response: Offer,
      }),
    onSuccess: ({ sent }) => {
      if (!sent) return;
      queryClient.setQueryData(offerKeys.detail(id), sent);
      return invalidate();
    },
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
