/**
 * One view of the candidate as companies get it (AnonymousProfile), as the preview shows it: the
 * same fields the console's candidate page reads, from the same server function.
 */
import { styled } from '@linaria/react';
import type { AnonymousProfile } from '../../contract/biz';
import { formatManwon } from '../../contract/money';
import { WILLINGNESS_LABELS } from '../../contract/profile';
import { formatPhone } from '../../lib/phone';
import { Chip, ChipList } from '../../ui/chip';
import { color, font, radius, space } from '../../ui/tokens';

const Card = styled.section`
  margin: 0 0 ${space.xl};
  padding: ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};

  & h2 {
    margin: 0 0 ${space.sm};
    font-size: ${font.size.bodyLarge};
  }
  & h3 {
    margin: ${space.lg} 0 ${space.xs};
    font-size: ${font.size.body};
  }
  & dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${space.xs} ${space.md};
    margin: 0;
  }
  & dt {
    color: ${color.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & ul.careers {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & ul.careers li {
    padding: ${space.sm} 0;
    border-bottom: 1px solid ${color.border};
  }
`;

const Detail = styled.p`
  margin: ${space.xs} 0 0;
  white-space: pre-wrap;
  color: ${color.textSub};
  font-size: ${font.size.caption};
`;

const Quiet = styled.span`
  color: ${color.textMuted};
`;

const amountOr = (amount: number | null, missing: string) => (amount === null ? missing : formatManwon(amount));
const period = (start: string, end: string) =>
  `${start.replace('-', '.')} ~ ${end ? end.replace('-', '.') : '재직 중'}`;

function Tags({ items, prefix = '' }: { items: readonly string[]; prefix?: string }) {
  if (items.length === 0) return <Quiet>없음</Quiet>;
  return (
    <ChipList>
      {items.map((item) => (
        <li key={item}>
          <Chip>{`${prefix}${item}`}</Chip>
        </li>
      ))}
    </ChipList>
  );
}

export function CompanyViewCard({ title, view }: { title: string; view: AnonymousProfile }) {
  const { candidate, shared } = view;
  return (
    <Card aria-label={title}>
      <h2>{title}</h2>
      <dl>
        <dt>직무</dt>
        <dd>{candidate.headline}</dd>
        <dt>인증 연봉</dt>
        <dd>{amountOr(candidate.verifiedSalary, '정보 없음')}</dd>
        <dt>희망 연봉</dt>
        <dd>{amountOr(candidate.hopeSalary, '미입력')}</dd>
        <dt>이직 의향</dt>
        <dd>{view.willingness ? WILLINGNESS_LABELS[view.willingness] : '미입력'}</dd>
        <dt>에이전트 도움</dt>
        <dd>{view.wantsAgent ? '원해요' : '원하지 않아요'}</dd>
      </dl>
      <h3>경력</h3>
      {view.careers.length === 0 ? <Quiet>보이는 경력이 없어요</Quiet> : null}
      <ul className="careers">
        {view.careers.map((career) => (
          <li key={`${career.company}-${career.start}`}>
            <strong>{career.company}</strong> · {career.job} <Quiet>{period(career.start, career.end)}</Quiet>
            {career.detail ? <Detail>{career.detail}</Detail> : null}
          </li>
        ))}
      </ul>
      <h3>학력</h3>
      {view.schools.length === 0 ? <Quiet>없음</Quiet> : null}
      {view.schools.map((school) => (
        <p key={`${school.school}-${school.major}`}>
          {school.school} · {school.major} <Quiet>{school.degree}</Quiet>
        </p>
      ))}
      <h3>기술 스택</h3>
      <Tags items={candidate.techStacks} />
      <h3>해시태그</h3>
      <Tags items={candidate.hashtags} prefix="#" />
      <h3>연락처와 자료</h3>
      {shared ? (
        <dl>
          <dt>이름</dt>
          <dd>{shared.name}</dd>
          <dt>휴대폰</dt>
          <dd>{formatPhone(shared.phone)}</dd>
          <dt>이메일</dt>
          <dd>{shared.email ?? <Quiet>없음</Quiet>}</dd>
          <dt>이력서</dt>
          <dd>{shared.resumeFile?.name ?? shared.resumeUrl ?? <Quiet>없음</Quiet>}</dd>
          <dt>포트폴리오</dt>
          <dd>{shared.portfolioFile?.name ?? shared.portfolioUrl ?? <Quiet>없음</Quiet>}</dd>
          <dt>GitHub</dt>
          <dd>{shared.githubUrl ?? <Quiet>없음</Quiet>}</dd>
          <dt>LinkedIn</dt>
          <dd>{shared.linkedinUrl ?? <Quiet>없음</Quiet>}</dd>
        </dl>
      ) : (
        <Quiet>이름, 연락처, 파일과 링크는 보이지 않아요.</Quiet>
      )}
    </Card>
  );
}
