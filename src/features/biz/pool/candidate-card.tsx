/** One anonymous candidate in the pool: what a company may see before the candidate accepts. */
import { styled } from '@linaria/react';
import { Link } from 'wouter';
import type { AnonymousCandidate } from '../../../contract/biz';
import { pathOf } from '../../../contract/paths';
import { Chip, ChipList } from '../../../ui/chip';
import { color, font, radius, space } from '../../../ui/tokens';
import { OfferStatusBadge } from '../offers/offer-status-badge';
import { careersSummary, salaryOrDash } from '../shell/format';

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  height: 100%;
  padding: ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  text-decoration: none;

  &:hover {
    border-color: ${color.primary};
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${space.sm};
`;

const Headline = styled.h3`
  margin: 0;
  font-size: ${font.size.bodyLarge};
  font-weight: ${font.weight.bold};
`;

const Salaries = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px ${space.md};
  margin: 0;
  font-size: ${font.size.caption};

  & dt {
    color: ${color.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: ${font.weight.medium};
  }
`;

const Summary = styled.p`
  margin: 0;
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

export const candidateHref = (id: string) => pathOf('/biz/candidates/:id', { id });

export function CandidateCard({ candidate }: { candidate: AnonymousCandidate }) {
  return (
    <Card href={candidateHref(candidate.id)}>
      <Top>
        <Headline>{candidate.headline}</Headline>
        {candidate.lastOfferStatus ? <OfferStatusBadge status={candidate.lastOfferStatus} /> : null}
      </Top>
      <Salaries>
        <dt>인증 연봉</dt>
        <dd>{salaryOrDash(candidate.verifiedSalary)}</dd>
        <dt>희망 연봉</dt>
        <dd>{salaryOrDash(candidate.hopeSalary, '미입력')}</dd>
      </Salaries>
      <Summary>{careersSummary(candidate.careers)}</Summary>
      {candidate.techStacks.length > 0 ? (
        <ChipList aria-label="기술 스택">
          {candidate.techStacks.map((stack) => (
            <li key={stack}>
              <Chip>{stack}</Chip>
            </li>
          ))}
        </ChipList>
      ) : null}
      {candidate.hashtags.length > 0 ? (
        <Summary>{candidate.hashtags.map((tag) => `#${tag.replace(/^#/, '')}`).join(' ')}</Summary>
      ) : null}
    </Card>
  );
}
