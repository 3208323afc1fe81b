/**
 * 대신 조정 요청하기: on an offer of a curation the candidate handed to the agent (group AGENT), the
 * agent who sent it asks the company to revise it on the candidate's behalf — what the candidate
 * told them, in the candidate's own request's terms (a band above the offer and/or wishes, a note
 * the company reads with contact details masked). Same checks and words as the candidate's sheet.
 */
import { styled } from '@linaria/react';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import type { SentOffer } from '../../../contract/biz';
import { REVISION_ANSWER_BUSINESS_DAYS, REVISION_NOTE_MAX } from '../../../contract/offer-revisions';
import {
  EMPTY_REVISION_DRAFT,
  type RevisionDraft,
  type RevisionProblem,
  revisionBody,
  revisionProblem,
} from '../../../lib/revision-draft';
import { AmountField } from '../../../ui/amount-field';
import { Button } from '../../../ui/button';
import { TextArea } from '../../../ui/text-area';
import { space } from '../../../ui/tokens';
import { WishChips } from '../../../ui/wish-chips';
import { FormError } from '../shell/shell-styles';
import { bizNoticeAtom } from '../shell/state';
import { useServerRefusal } from '../shell/use-server-refusal';
import { useAskRevisionForCandidate } from './offers-api';
import { RevisionBox } from './revision-request';

const Band = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.sm};
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: ${space.sm};
`;

/** Digits of the largest salary (SALARY_CAP, 200,000만원). */
const SALARY_DIGITS = 6;

function AskForm({ offer, onClose }: { offer: SentOffer; onClose: () => void }) {
  const [draft, setDraft] = useState<RevisionDraft>(EMPTY_REVISION_DRAFT);
  const [problem, setProblem] = useState<RevisionProblem>();
  const ask = useAskRevisionForCandidate();
  const server = useServerRefusal();
  const setNotice = useSetAtom(bizNoticeAtom);
  const edit = (change: Partial<RevisionDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setProblem(undefined);
  };
  const fieldError = (field: 'salaryMin' | 'salaryMax') =>
    (problem?.field === field ? problem.message : undefined) ?? server.fieldError(field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = revisionProblem(draft, offer);
    setProblem(found);
    if (found || ask.isPending) return;
    server.clear();
    ask.mutate(
      { offerId: offer.id, body: revisionBody(draft) },
      {
        onSuccess: () => {
          setNotice({ message: `${offer.company.name}에 조정을 요청했어요.`, path: '/biz/offers' });
          onClose();
        },
        onError: server.refuse,
      },
    );
  };
  const formError =
    (problem && !problem.field ? problem.message : undefined) ?? server.formError(['salaryMin', 'salaryMax']);
  return (
    <form onSubmit={submit} noValidate aria-label="대신 조정 요청하기">
      <Band>
        <AmountField
          label="희망 최소 연봉(만원, 선택)"
          value={draft.salaryMin}
          maxDigits={SALARY_DIGITS}
          error={fieldError('salaryMin')}
          onChange={(salaryMin) => edit({ salaryMin })}
        />
        <AmountField
          label="희망 최대 연봉(만원, 선택)"
          value={draft.salaryMax}
          maxDigits={SALARY_DIGITS}
          error={fieldError('salaryMax')}
          onChange={(salaryMax) => edit({ salaryMax })}
        />
      </Band>
      <WishChips label="조정하고 싶은 조건" value={draft.wishes} onChange={(wishes) => edit({ wishes })} />
      <TextArea
        label="기업에 전할 말 (선택)"
        value={draft.note}
        maxLength={REVISION_NOTE_MAX}
        onChange={(note) => edit({ note })}
      />
      {formError ? <FormError role="alert">{formError}</FormError> : null}
      <Actions>
        <Button type="button" variant="secondary" onClick={onClose}>
          취소
        </Button>
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? '보내는 중…' : '조정 요청 보내기'}
        </Button>
      </Actions>
    </form>
  );
}

export function AgentRevisionAsk({ offer }: { offer: SentOffer }) {
  const [open, setOpen] = useState(false);
  return (
    <RevisionBox aria-label="대신 조정 요청">
      <p>{`후보자가 맡긴 큐레이션이에요. 후보자의 뜻을 듣고 기업에 조정을 요청할 수 있어요. 기업은 영업일 기준 ${REVISION_ANSWER_BUSINESS_DAYS}일 안에 답해요.`}</p>
      {open ? (
        <AskForm offer={offer} onClose={() => setOpen(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          대신 조정 요청하기
        </Button>
      )}
    </RevisionBox>
  );
}
