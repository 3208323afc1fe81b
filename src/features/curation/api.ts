/** A curation group (SPEC §7 GET and PATCH /users/offers/group/{groupId}); persisted under "offerGroups". */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as apiPaths from '../../contract/api-paths';
import { OfferCompany } from '../../contract/meetings';
import { OfferGroup, type OfferGroupAnswer } from '../../contract/offers';
import { pathOf } from '../../contract/paths';
import { request } from '../../lib/http';
import { sendOrQueue } from '../../lib/send-or-queue';

export const offerGroupKeys = {
  all: ['offerGroups'] as const,
  detail: (groupId: number) => ['offerGroups', groupId] as const,
  company: (groupId: number, offerId: number) => ['offerGroups', groupId, 'company', offerId] as const,
};

const offerGroupQuery = (groupId: number) =>
  queryOptions({
    queryKey: offerGroupKeys.detail(groupId),
    queryFn: () => request(pathOf(apiPaths.offerGroup, { groupId }), { response: OfferGroup }),
    staleTime: 30_000,
  });

export const useOfferGroup = (groupId: number) => useQuery(offerGroupQuery(groupId));

/** The company behind one of the group's offers (its card in the company's sheet), read through that offer. */
export const useCurationCompany = (groupId: number, offerId: number) =>
  useQuery({
    queryKey: offerGroupKeys.company(groupId, offerId),
    queryFn: () => request(pathOf(apiPaths.offerCompany, { id: offerId }), { response: OfferCompany }),
    staleTime: 30_000,
  });

/**
 * The answer is sent at once when the server answers, else queued in the outbox with its
 * Idempotency-Key (lib/send-or-queue.ts; curation-answer-notes.tsx shows it): `{ sent }` or `{ queued }`.
 */
export function useAnswerOfferGroup(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: Omit<OfferGroupAnswer, 'groupId'>) =>
      sendOrQueue({
        kind: 'curation-answer',
        method: 'PATCH',
        path: pathOf(apiPaths.offerGroup, { groupId }),
        body: { ...answer, groupId },
        meta: { groupId },
        response: OfferGroup,
      }),
    onSuccess: ({ sent: group }) => {
      if (!group) return;
      queryClient.setQueryData(offerGroupKeys.detail(groupId), group);
      // The group's offers changed status in every offer list and in the home banner.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['offers'] }),
        queryClient.invalidateQueries({ queryKey: ['my', 'attack'] }),
      ]);
    },
  });
}
