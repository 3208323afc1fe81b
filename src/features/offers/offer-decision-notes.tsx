/**
 * On an offer: the candidate's like, revision request and answer still waiting in the outbox
 * (전송 대기 중, 삭제), or refused on arrival ("마감이 지나 수락하지 못했어요", 확인). See
 * offer-decisions.ts.
 */
import { OutboxNote } from '../../ui/outbox-note';
import {
  DEADLINE_PASSED,
  REFUSAL_NOT_APPLIED,
  REVISION_NOT_SENT,
  useDecisionReceipts,
  useOfferDecisions,
} from './offer-decisions';

export function OfferDecisionNotes({ offerId }: { offerId: number }) {
  useDecisionReceipts();
  const { like, answer, revision } = useOfferDecisions(offerId);
  return (
    <>
      {like ? <OutboxNote entry={like} what="관심 제안" /> : null}
      {revision ? <OutboxNote entry={revision} what="조정 요청" refusedText={REVISION_NOT_SENT} /> : null}
      {answer?.kind === 'offer-accept' ? (
        <OutboxNote entry={answer} what="커피챗 수락" refusedText={DEADLINE_PASSED} />
      ) : answer ? (
        <OutboxNote entry={answer} what="제안 거절" refusedText={REFUSAL_NOT_APPLIED} />
      ) : null}
    </>
  );
}
