/**
 * A candidate's request to revise an offer, on the offer's card: what they asked for and by when
 * the company must answer, with the answer form one click away; once settled, the outcome. Only
 * what the request itself carries is shown (the note comes masked): the candidate stays anonymous.
 */
import { styled } from '@linaria/react';
import { useState } from 'react';
import type { SentOffer } from '../../../contract/biz';
import { formatKstDateTime } from '../../../contract/kst';
import { formatBand } from '../../../contract/money';
import type { OfferRevision } from '../../../contract/offer-revisions';
import { Chip, ChipRow } from '../../../ui/chip';
import { color, font, radius, space } from '../../../ui/tokens';
import { RevisionAnswerForm } from './revision-answer-form';
import { type RevisionState, revisionState } from './revision-rules';

/** A revision's panel on a sent offer's card: the request, its answer, or the agent's way to ask. */
export const RevisionBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.background};
  font-size: ${font.size.caption};

  &[data-pending] {
    border: 1px solid ${color.primary};
    background: ${color.primarySoft};
  }
  & h3 {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    margin: 0;
    font-size: ${font.size.body};
  }
  & p {
    margin: 0;
    white-space: pre-line;
  }
`;

const Due = styled.p`
  color: ${color.primary};
  font-weight: ${font.weight.bold};
`;

const AnswerButton = styled.button`
  align-self: flex-start;
  padding: ${space.sm} ${space.lg};
  border: 0;
  border-radius: ${radius.sm};
  background: ${color.primary};
  color: ${color.surface};
  font-weight: ${font.weight.bold};
  cursor: pointer;
`;

const OUTCOME: Record<Exclude<RevisionState, 'PENDING'>, { label: string; tone: 'success' | 'neutral' }> = {
  REVISED: { label: '조정함', tone: 'success' },
  KEPT: { label: '유지함', tone: 'neutral' },
  TIMED_OUT: { label: '기한 지남', tone: 'neutral' },
  WITHDRAWN: { label: '후보자가 먼저 결정함', tone: 'neutral' },
};

export function RevisionRequest({ offer, revision }: { offer: SentOffer; revision: OfferRevision }) {
  const [answering, setAnswering] = useState(false);
  const state = revisionState(revision);
  if (state !== 'PENDING') return <RevisionOutcome revision={revision} state={state} />;
  return (
    <RevisionBox data-pending aria-label="조정 요청">
      <h3>
        조정 요청 <Chip $tone="primary">답변 대기</Chip>
      </h3>
      <AskedTerms asked={revision.asked} />
      <Due>{`${formatKstDateTime(revision.answerDueAt)}까지 답해 주세요`}</Due>
      {answering ? (
        <RevisionAnswerForm offer={offer} revision={revision} onClose={() => setAnswering(false)} />
      ) : (
        <AnswerButton type="button" onClick={() => setAnswering(true)}>
          답하기
        </AnswerButton>
      )}
    </RevisionBox>
  );
}

function AskedTerms({ asked }: { asked: OfferRevision['asked'] }) {
  return (
    <>
      {asked.salaryMin !== null && asked.salaryMax !== null ? (
        <p>
          요청한 연봉 <strong>{formatBand(asked.salaryMin, asked.salaryMax)}</strong>
        </p>
      ) : null}
      {asked.wishes.length > 0 ? (
        <ChipRow>
          <span>함께 조정하고 싶은 조건</span>
          {asked.wishes.map((wish) => (
            <Chip key={wish}>{wish}</Chip>
          ))}
        </ChipRow>
      ) : null}
      {asked.note ? <p>{`후보자 메모: ${asked.note}`}</p> : null}
    </>
  );
}

function RevisionOutcome({ revision, state }: { revision: OfferRevision; state: Exclude<RevisionState, 'PENDING'> }) {
  const outcome = OUTCOME[state];
  const { before, after } = revision;
  return (
    <RevisionBox aria-label="조정 요청">
      <h3>
        조정 요청 <Chip $tone={outcome.tone}>{outcome.label}</Chip>
      </h3>
      {state === 'REVISED' && after ? (
        <p>{`${formatBand(before.salaryMin, before.salaryMax)} → ${formatBand(after.salaryMin, after.salaryMax)}`}</p>
      ) : null}
      {state === 'KEPT' && revision.reason ? <p>{`유지한 이유: ${revision.reason}`}</p> : null}
    </RevisionBox>
  );
}
