import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as apiPaths from '../../../contract/api-paths';
import { BizCreated, type SendCuration, type SendOffer, SentOffer, SentOfferList } from '../../../contract/biz';
import type { AnswerRevision, AskRevision } from '../../../contract/offer-revisions';
import type { OfferStatus } from '../../../contract/offers';
import { pathOf } from '../../../contract/paths';
import { request } from '../../../lib/http';
import { bizKeys } from '../shell/api';

const sentOffersQuery = (status: OfferStatus | undefined) =>
  queryOptions({
    queryKey: bizKeys.offers(status),
    queryFn: ({ signal }) =>
      request(apiPaths.bizOffers, { query: { status }, response: SentOfferList, realm: 'biz', signal }),
    staleTime: 30 * 1000,
  });

export const useSentOffers = (status: OfferStatus | undefined) => useQuery(sentOffersQuery(status));

const sendOffer = (body: SendOffer) =>
  request(apiPaths.bizOffers, { method: 'POST', body, response: BizCreated, realm: 'biz' });

const sendCuration = (body: SendCuration) =>
  request(apiPaths.bizCurations, { method: 'POST', body, response: BizCreated, realm: 'biz' });

/** A sent offer changes the sent list and the candidate's last-offer badge in the pool. */
function useInvalidateAfterSend() {
  const queryClient = useQueryClient();
  return (candidateId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bizKeys.offerLists() }),
      queryClient.invalidateQueries({ queryKey: bizKeys.pools() }),
      queryClient.invalidateQueries({ queryKey: bizKeys.candidate(candidateId) }),
    ]);
}

export function useSendOffer() {
  const invalidate = useInvalidateAfterSend();
  return useMutation({ mutationFn: sendOffer, onSuccess: (_, body) => invalidate(body.candidateId) });
}

export function useSendCuration() {
  const invalidate = useInvalidateAfterSend();
  return useMutation({ mutationFn: sendCuration, onSuccess: (_, body) => invalidate(body.candidateId) });
}

const answerRevision = ({ offerId, body }: { offerId: number; body: AnswerRevision }) =>
  request(pathOf(apiPaths.bizOfferRevision, { id: offerId }), {
    method: 'POST',
    body,
    response: SentOffer,
    realm: 'biz',
  });

/** An answer changes the offer's card in every sent list (its band, when revised). */
export function useAnswerRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerRevision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bizKeys.offerLists() }),
  });
}

const askRevisionForCandidate = ({ offerId, body }: { offerId: number; body: AskRevision }) =>
  request(pathOf(apiPaths.bizOfferRevisionRequest, { id: offerId }), {
    method: 'POST',
    body,
    response: SentOffer,
    realm: 'biz',
  });

/** The agent's request on the candidate's behalf shows on the card in every sent list. */
export function useAskRevisionForCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askRevisionForCandidate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bizKeys.offerLists() }),
  });
}
