/**
 * Where a request to revise an offer stands, for the candidate (an offer's page, a curation's
 * company): what was asked and by when the company answers, the old and new terms side by side
 * once revised, or why it kept its offer. A request closed by the candidate's own answer
 * (WITHDRAWN) says nothing more. One the agent made on the candidate's behalf says so.
 */
import { styled } from '@linaria/react';
import { formatKstDate } from '../contract/kst';
import type { OfferRevision, OfferTermsSnapshot } from '../contract/offer-revisions';
import { Chip, ChipRow } from './chip';
import { SalaryBand } from './salary-band';
import { color, font, radius, space } from './tokens';

const Box = styled.section`
  margin: ${space.xl} 0 0;
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.background};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${font.size.bodyLarge};
  font-weight: ${font.weight.bold};
`;

const Line = styled.p`
  margin: ${space.xs} 0 0;
  color: ${color.textSub};
  font-size: ${font.size.body};
  white-space: pre-line;
`;

const Compare = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.md};
  margin-top: ${space.md};
`;

const Terms = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  min-width: 0;

  &[data-new='true'] {
    color: ${color.primary};
  }
`;

const TermsLabel = styled.h3`
  margin: 0;
  color: ${color.textSub};
  font-size: ${font.size.caption};
  font-weight: ${font.weight.medium};
`;

const TermsBand = styled.p`
  margin: 0;
  font-weight: ${font.weight.bold};
`;

function TermsColumn({ label, terms, isNew }: { label: string; terms: OfferTermsSnapshot; isNew?: boolean }) {
  return (
    <Terms data-new={isNew ? 'true' : undefined} aria-label={label} role="group">
      <TermsLabel>{label}</TermsLabel>
      <TermsBand>
        <SalaryBand min={terms.salaryMin} max={terms.salaryMax} />
      </TermsBand>
      {terms.offerItems.length > 0 ? (
        <ChipRow>
          {terms.offerItems.map((perk) => (
            <Chip key={perk} $tone={isNew ? 'primary' : undefined}>
              {perk}
            </Chip>
          ))}
        </ChipRow>
      ) : null}
    </Terms>
  );
}

/** "희망 연봉 1억~1억 1,000만원 · 재택근무, 입사일": what the candidate asked for. */
function AskedSummary({ asked }: { asked: OfferRevision['asked'] }) {
  return (
    <>
      {asked.salaryMin !== null && asked.salaryMax !== null ? (
        <Line>
          {'희망 연봉 '}
          <SalaryBand min={asked.salaryMin} max={asked.salaryMax} />
        </Line>
      ) : null}
      {asked.wishes.length > 0 ? <Line>{`조정하고 싶은 조건: ${asked.wishes.join(', ')}`}</Line> : null}
      {asked.note ? <Line>{`전한 말: ${asked.note}`}</Line> : null}
    </>
  );
}

export function RevisionStatus({ revision }: { revision: OfferRevision }) {
  switch (revision.status) {
    case 'ASKED':
      return (
        <Box role="status" aria-label="조정 요청">
          <Title>{revision.askedBy === 'AGENT' ? '에이전트가 대신 조정을 요청했어요' : '조정 요청을 보냈어요'}</Title>
          <AskedSummary asked={revision.asked} />
          <Line>
            {`${formatKstDate(revision.answerDueAt)}까지 답을 받아요. `}
            {revision.askedBy === 'AGENT'
              ? '결과는 에이전트가 알려 드릴게요.'
              : '기다리는 동안에도 수락하거나 거절할 수 있어요.'}
          </Line>
        </Box>
      );
    case 'REVISED':
      return (
        <Box aria-label="조정 결과">
          <Title>기업이 제안을 조정했어요</Title>
          <Compare>
            <TermsColumn label="처음 제안" terms={revision.before} />
            {revision.after ? <TermsColumn label="조정된 제안" terms={revision.after} isNew /> : null}
          </Compare>
        </Box>
      );
    case 'KEPT':
      return (
        <Box aria-label="조정 결과">
          <Title>기업이 제안을 유지했어요</Title>
          {revision.reason ? <Line>{revision.reason}</Line> : null}
        </Box>
      );
    case 'TIMED_OUT':
      return (
        <Box aria-label="조정 결과">
          <Title>기한 안에 답이 없어 처음 제안 그대로예요</Title>
        </Box>
      );
    default:
      return null;
  }
}
