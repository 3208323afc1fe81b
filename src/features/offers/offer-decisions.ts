/**
 * Offer decisions waiting in the outbox: a like, a refusal, an acceptance, a request to revise the
 * offer and an attack-period extension made without a connection wait with their Idempotency-Key
 * and are sent once the server answers; it judges each by its own clock on arrival. Views show the
 * candidate's waiting or refused ones where they were made (ui/outbox-note.tsx), and the server's
 * answers refresh the offers.
 */
import { useQueryClient } from '@tanstack/react-query';
import { is } from 'superstruct';
import { MyAttack } from '../../contract/offers';
import type { OutboxEntry, OutboxKind } from '../../contract/outbox';
import { useOutbox, useOutboxSent } from '../../lib/use-outbox';
import { offerKeys } from './api';

/** A decision the server turned down on arrival (the offer expired or was withdrawn meanwhile). */
export const DEADLINE_PASSED = '마감이 지나 수락하지 못했어요';
export const REFUSAL_NOT_APPLIED = '거절을 전하지 못했어요';
export const REVISION_NOT_SENT = '조정 요청을 전하지 못했어요';

const offerIdOf = (entry: OutboxEntry): number | undefined => {
  const offerId = (entry.meta as { offerId?: unknown } | undefined)?.offerId;
  return typeof offerId === 'number' ? offerId : undefined;
};

/** The JSON body a queued write carries (what it will send). */
function sentBody(entry: OutboxEntry): unknown {
  try {
    return JSON.parse(entry.body);
  } catch {
    return undefined;
  }
}

/** The queued like's value for the heart, or undefined when none waits. */
export function queuedLikeValue(entry: OutboxEntry | undefined): boolean | undefined {
  const body = entry && entry.state === 'queued' ? (sentBody(entry) as { isLike?: unknown } | undefined) : undefined;
  return typeof body?.isLike === 'boolean' ? body.isLike : undefined;
}

function useOfferEntries(kind: OutboxKind, offerId: number) {
  return useOutbox(kind).entries.filter((entry) => offerIdOf(entry) === offerId);
}

/** The newest waiting or refused like, answer (accept or refuse) and revision request of one offer. */
export function useOfferDecisions(offerId: number) {
  const likes = useOfferEntries('offer-like', offerId);
  const accepts = useOfferEntries('offer-accept', offerId);
  const refusals = useOfferEntries('offer-refuse', offerId);
  const revisions = useOfferEntries('offer-revision', offerId);
  const answers = [...accepts, ...refusals].sort((a, b) => a.order - b.order);
  return { like: likes.at(-1), answer: answers.at(-1), revision: revisions.at(-1) };
}

/** The waiting or refused extensions. */
export const useQueuedExtensions = () => useOutbox('attack-extend').entries;

/** Whatever the server answered to a decision refreshes the offers it touched. */
export function useDecisionReceipts() {
  const queryClient = useQueryClient();
  const refreshOffers = () =>
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: offerKeys.all }),
      queryClient.invalidateQueries({ queryKey: offerKeys.attack }),
    ]);
  useOutboxSent('offer-like', refreshOffers);
  useOutboxSent('offer-refuse', refreshOffers);
  useOutboxSent('offer-accept', refreshOffers);
  useOutboxSent('offer-revision', refreshOffers);
  useOutboxSent('attack-extend', (entry) => {
    if (is(entry.response, MyAttack)) queryClient.setQueryData(offerKeys.attack, entry.response);
    else refreshOffers();
  });
}
