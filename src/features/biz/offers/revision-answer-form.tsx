/**
 * The company's answer to a revision request, inline on the offer's card: a new band and perks
 * (prefilled with the offer's terms) or a reason to keep the offer. Checked here in the server's
 * words first; a refusal is shown on the field it names and keeps everything typed. On success the
 * sent lists refresh and the page says so.
 */
import { styled } from '@linaria/react';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import type { SentOffer } from '../../../contract/biz';
import { formatBand } from '../../../contract/money';
import { type OfferRevision, REVISION_REASON_MAX } from '../../../contract/offer-revisions';
import { Button } from '../../../ui/button';
import { ChoiceGroup } from '../../../ui/choice-group';
import { TextArea } from '../../../ui/text-area';
import { space } from '../../../ui/tokens';
import { FormError } from '../shell/shell-styles';
import { bizNoticeAtom } from '../shell/state';
import { useServerRefusal } from '../shell/use-server-refusal';
import { hasErrors } from './offer-rules';
import { RevisionTermsFields } from './offer-terms-fields';
import { useAnswerRevision } from './offers-api';
import { answerBody, draftFrom, type RevisionDecision, type RevisionDraft, validateRevision } from './revision-rules';

const DECISIONS: readonly { value: RevisionDecision; label: string }[] = [
  { value: 'REVISE', label: '조정하기' },
  { value: 'KEEP', label: '그대로 유지하기' },
];

const ANSWERED: Record<RevisionDecision, string> = {
  REVISE: '조정한 조건을 후보자에게 보냈어요.',
  KEEP: '제안을 그대로 유지한다고 후보자에게 알렸어요.',
};

const SHOWN_FIELDS: Record<RevisionDecision, readonly string[]> = {
  REVISE: ['salaryMin', 'salaryMax', 'offerItems'],
  KEEP: ['reason'],
};

const Form = styled.form`
  padding-top: ${space.md};
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: ${space.sm};
`;

export interface RevisionAnswerFormProps {
  offer: SentOffer;
  revision: OfferRevision;
  onClose: () => void;
}

export function RevisionAnswerForm({ offer, revision, onClose }: RevisionAnswerFormProps) {
  const [draft, setDraft] = useState<RevisionDraft>(() => draftFrom(revision));
  const [checked, setChecked] = useState(false);
  const answer = useAnswerRevision();
  const server = useServerRefusal();
  const setNotice = useSetAtom(bizNoticeAtom);

  const change = (patch: Partial<RevisionDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const errors = checked ? validateRevision(draft, revision.before, offer.hopeSalaryAtSend) : {};
  const decision = draft.decision;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer.isPending || !decision) return;
    setChecked(true);
    if (hasErrors(validateRevision(draft, revision.before, offer.hopeSalaryAtSend))) return;
    server.clear();
    answer.mutate(
      { offerId: offer.id, body: answerBody(draft) },
      {
        onSuccess: () => {
          // The shell's notice, not the card's: in the 조정 요청 tab the answered card leaves the list.
          setNotice({ message: ANSWERED[decision], path: '/biz/offers' });
          onClose();
        },
        onError: server.refuse,
      },
    );
  };

  const formError = server.formError(decision ? SHOWN_FIELDS[decision] : []);
  return (
    <Form onSubmit={submit} noValidate aria-label="조정 요청에 답하기">
      <ChoiceGroup
        legend="어떻게 답할까요?"
        options={DECISIONS}
        value={decision}
        onChange={(value) => change({ decision: value })}
      />
      {decision === 'REVISE' ? (
        <RevisionTermsFields
          draft={draft}
          onChange={change}
          errors={{
            ...errors,
            salaryMin: errors.salaryMin ?? server.fieldError('salaryMin'),
            salaryMax: errors.salaryMax ?? server.fieldError('salaryMax'),
            offerItems: errors.offerItems ?? server.fieldError('offerItems'),
          }}
          before={formatBand(revision.before.salaryMin, revision.before.salaryMax)}
          hopeSalary={offer.hopeSalaryAtSend}
        />
      ) : null}
      {decision === 'KEEP' ? (
        <TextArea
          label="유지하는 이유"
          placeholder="후보자에게 전할 이유를 적어 주세요. 예: 같은 직급의 연봉 기준이 정해져 있어요."
          maxLength={REVISION_REASON_MAX}
          value={draft.reason}
          onChange={(reason) => change({ reason })}
          error={errors.reason ?? server.fieldError('reason')}
        />
      ) : null}
      {formError ? <FormError role="alert">{formError}</FormError> : null}
      <Actions>
        <Button type="button" variant="secondary" onClick={onClose}>
          취소
        </Button>
        {decision ? (
          <Button type="submit" disabled={answer.isPending}>
            {answer.isPending ? '보내는 중…' : decision === 'REVISE' ? '조정한 조건 보내기' : '유지한다고 답하기'}
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}
