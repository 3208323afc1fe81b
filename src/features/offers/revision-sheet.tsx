/**
 * 조정 요청하기: the candidate names a band they would consider and/or wishes, with a short note,
 * and sends it (or queues it offline, like the other decisions). The draft lives here, so a
 * refusal — the sheet's own check or the server's 400/409 — loses nothing typed.
 */
import { styled } from '@linaria/react';
import { useState } from 'react';
import { REVISION_ANSWER_BUSINESS_DAYS, REVISION_NOTE_MAX } from '../../contract/offer-revisions';
import type { Offer } from '../../contract/offers';
import { ApiError } from '../../lib/http';
import {
  EMPTY_REVISION_DRAFT,
  type RevisionDraft,
  type RevisionProblem,
  revisionBody,
  revisionProblem,
} from '../../lib/revision-draft';
import { AmountField } from '../../ui/amount-field';
import { BottomSheet } from '../../ui/bottom-sheet';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { SalaryBand } from '../../ui/salary-band';
import { TextArea } from '../../ui/text-area';
import { color, font, space } from '../../ui/tokens';
import { WishChips } from '../../ui/wish-chips';
import { useAskRevision } from './api';

/** 200,000만원 (contract SALARY_CAP) has six digits. */
const SALARY_DIGITS = 6;

const Lead = styled.p`
  margin: 0 0 ${space.lg};
  color: ${color.textSub};
  font-size: ${font.size.body};
`;

const Band = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${space.sm};
    padding: 0;
    color: ${color.textSub};
    font-size: ${font.size.caption};
  }
`;

const Hint = styled.p`
  margin: -${space.sm} 0 ${space.lg};
  color: ${color.textSub};
  font-size: ${font.size.caption};
`;

const Promises = styled.ul`
  margin: 0 0 ${space.lg};
  padding-left: ${space.lg};
  color: ${color.textSub};
  font-size: ${font.size.caption};
  line-height: 1.7;
`;

function problemOf(error: Error): RevisionProblem {
  if (!(error instanceof ApiError)) return { message: '요청을 실패하였습니다.' };
  const field = error.field === 'salaryMin' || error.field === 'salaryMax' ? error.field : undefined;
  return { message: error.message, field };
}

export interface RevisionSheetProps {
  open: boolean;
  offer: Pick<Offer, 'id' | 'salaryMin' | 'salaryMax'>;
  onClose: () => void;
  /** The server says the offer moved on (expired, answered, already asked): the page reads it again. */
  onConflict: () => void;
}

export function RevisionSheet({ open, offer, onClose, onConflict }: RevisionSheetProps) {
  const ask = useAskRevision(offer.id);
  const [draft, setDraft] = useState<RevisionDraft>(EMPTY_REVISION_DRAFT);
  const [problem, setProblem] = useState<RevisionProblem>();
  const edit = (change: Partial<RevisionDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setProblem(undefined);
  };
  const send = () => {
    const found = revisionProblem(draft, offer);
    setProblem(found);
    if (found || ask.isPending) return;
    ask.mutate(revisionBody(draft), {
      onSuccess: onClose,
      onError: (error) => {
        setProblem(problemOf(error));
        if (error instanceof ApiError && error.status === 409) onConflict();
      },
    });
  };
  const fieldError = (field: 'salaryMin' | 'salaryMax') =>
    problem && problem.field === field ? problem.message : undefined;

  return (
    <BottomSheet open={open} title="조정 요청하기" onClose={onClose}>
      <Lead>
        {'지금 제안은 '}
        <SalaryBand min={offer.salaryMin} max={offer.salaryMax} />
        {'이에요. 결정하기 전에 아쉬운 조건을 기업에 말해 볼 수 있어요.'}
      </Lead>
      <Band>
        <legend>받아들일 수 있는 연봉 (선택)</legend>
        <AmountField
          label="최소 연봉(만원)"
          value={draft.salaryMin}
          maxDigits={SALARY_DIGITS}
          error={fieldError('salaryMin')}
          onChange={(salaryMin) => edit({ salaryMin })}
        />
        <AmountField
          label="최대 연봉(만원)"
          value={draft.salaryMax}
          maxDigits={SALARY_DIGITS}
          error={fieldError('salaryMax')}
          onChange={(salaryMax) => edit({ salaryMax })}
        />
      </Band>
      <WishChips
        label="조정하고 싶은 조건 (여러 개 골라도 돼요)"
        value={draft.wishes}
        onChange={(wishes) => edit({ wishes })}
      />
      <TextArea
        label="기업에 전할 말 (선택)"
        value={draft.note}
        maxLength={REVISION_NOTE_MAX}
        onChange={(note) => edit({ note })}
      />
      <Hint>전화번호나 이메일 같은 연락처는 가린 채로 전해요.</Hint>
      <Promises>
        <li>{`기업은 영업일 기준 ${REVISION_ANSWER_BUSINESS_DAYS}일 안에 답해요.`}</li>
        <li>답을 기다리는 동안 선택 기간은 줄어들지 않아요.</li>
        <li>조정을 요청해도 이름은 공개되지 않아요.</li>
        <li>조정 요청은 제안마다 한 번만 할 수 있어요.</li>
      </Promises>
      {problem && !problem.field ? <ErrorText role="alert">{problem.message}</ErrorText> : null}
      <Button disabled={ask.isPending} onClick={send}>
        {ask.isPending ? '보내는 중…' : '조정 요청 보내기'}
      </Button>
    </BottomSheet>
  );
}
