/**
 * The candidate page's profile: careers with their detail, schools, salaries, stacks, hashtags,
 * willingness and the agent flag — never a name or contact, until the candidate accepted the
 * viewer's coffee chat (`shared`): then who they are, their links and files too.
 */
import { styled } from '@linaria/react';
import type { AnonymousProfile } from '../../../contract/biz';
import { careerYearLabel } from '../../../contract/career-year';
import { WILLINGNESS_LABELS } from '../../../contract/profile';
import { Chip, ChipList } from '../../../ui/chip';
import { color, font, space } from '../../../ui/tokens';
import { OfferStatusBadge } from '../offers/offer-status-badge';
import { careerPeriod, newestCareersFirst, salaryOrDash } from '../shell/format';
import { Muted, Panel, PanelTitle } from '../shell/shell-styles';
import { SharedProfileDetails } from './shared-profile';

const Headline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  margin-bottom: ${space.md};
  font-size: ${font.size.bodyLarge};
  font-weight: ${font.weight.bold};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${space.md};
  margin: 0 0 ${space.lg};

  & dt {
    font-size: ${font.size.caption};
    color: ${color.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: ${font.weight.bold};
  }
`;

const Rows = styled.ul`
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space.xs} ${space.md};
    padding: ${space.sm} 0;
    border-bottom: 1px solid ${color.border};
  }
`;

const Detail = styled.p`
  flex-basis: 100%;
  margin: ${space.xs} 0 0;
  white-space: pre-wrap;
  color: ${color.textSub};
  font-size: ${font.size.caption};
`;

const Heading = styled.h3`
  margin: ${space.lg} 0 ${space.sm};
  font-size: ${font.size.body};
`;

function Tags({ label, items, prefix = '' }: { label: string; items: readonly string[]; prefix?: string }) {
  if (items.length === 0) return <Muted>없음</Muted>;
  return (
    <ChipList aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Chip>{`${prefix}${item.replace(/^#/, '')}`}</Chip>
        </li>
      ))}
    </ChipList>
  );
}

export function CandidateProfile({ profile }: { profile: AnonymousProfile }) {
  const { candidate, schools, careers } = profile;
  return (
    <Panel aria-label="후보자 프로필">
      <Headline>
        <PanelTitle>{candidate.headline}</PanelTitle>
        {candidate.lastOfferStatus ? <OfferStatusBadge status={candidate.lastOfferStatus} /> : null}
      </Headline>
      <Facts>
        <div>
          <dt>직무</dt>
          <dd>{[candidate.jobLabel, candidate.jobSubLabel].filter(Boolean).join(' · ')}</dd>
        </div>
        <div>
          <dt>경력</dt>
          <dd>{careerYearLabel(candidate.careerYears)}</dd>
        </div>
        <div>
          <dt>인증 연봉</dt>
          <dd>{salaryOrDash(candidate.verifiedSalary)}</dd>
        </div>
        <div>
          <dt>희망 연봉</dt>
          <dd>{salaryOrDash(candidate.hopeSalary, '미입력')}</dd>
        </div>
        <div>
          <dt>이직 의향</dt>
          <dd>{profile.willingness ? WILLINGNESS_LABELS[profile.willingness] : '미입력'}</dd>
        </div>
        <div>
          <dt>에이전트 도움</dt>
          <dd>{profile.wantsAgent ? '원해요' : '원하지 않아요'}</dd>
        </div>
      </Facts>
      {profile.shared ? (
        <>
          <Heading>커피챗을 수락한 후보자의 연락처와 자료</Heading>
          <SharedProfileDetails shared={profile.shared} />
        </>
      ) : null}
      <Heading>경력</Heading>
      {careers.length === 0 ? <Muted>경력 정보 없음</Muted> : null}
      <Rows>
        {newestCareersFirst(careers).map((career) => (
          <li key={`${career.company}-${career.start}`}>
            <span>
              <strong>{career.company}</strong> · {career.job}
            </span>
            <Muted>{careerPeriod(career)}</Muted>
            {career.detail ? <Detail>{career.detail}</Detail> : null}
          </li>
        ))}
      </Rows>
      <Heading>학력</Heading>
      {schools.length === 0 ? <Muted>학력 정보 없음</Muted> : null}
      <Rows>
        {schools.map((school) => (
          <li key={`${school.school}-${school.major}-${school.degree}`}>
            <span>
              <strong>{school.school}</strong> · {school.major}
            </span>
            <Muted>{school.degree}</Muted>
          </li>
        ))}
      </Rows>
      <Heading>기술 스택</Heading>
      <Tags label="기술 스택" items={candidate.techStacks} />
      <Heading>해시태그</Heading>
      <Tags label="해시태그" items={candidate.hashtags} prefix="#" />
    </Panel>
  );
}
