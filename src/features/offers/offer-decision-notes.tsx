/**
 * On an offer: the candidate's like and answer still waiting in the outbox (전송 대기 중, 삭제), or
 * refused on arrival ("마감이 지나 수락하지 못했어요", 확인). See offer-decisions.ts.
 */
import { OutboxNote } from '../../ui/outbox-note';
import { DEADLINE_PASSED, REFUSAL_NOT_APPLIED, useDecisionReceipts, useOfferDecisions } from './offer-decisions';

export function OfferDecisionNotes({ offerId }: { offerId: number }) {
  useDecisionReceipts();
  const { like, answer } = useOfferDecisions(offerId);
  return (
    <>
      {like ? <OutboxNote entry={like} what="관심 제안" /> : null}
      {answer?.kind === 'offer-accept' ? (
        <OutboxNote entry={answer} what="커피챗 수락" refusedText={DEADLINE_PASSED} />
      ) : answer ? (
        <OutboxNote entry={answer} what="제안 거절" refusedText={REFUSAL_NOT_APPLIED} />
      ) : null}
    </>
  );
}
