/**
 * /submit: the first step — which job the candidate does. Search (Korean, letters, digits and
 * spaces, at most 30; spaces do not count when matching), the seven most popular jobs, or free entry under "기타".
 */
import { styled } from '@linaria/react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Lead, Page, Title } from '../../ui/page';
import { TextField } from '../../ui/text-field';
import { color, font, radius, space } from '../../ui/tokens';
import { visuallyHidden } from '../../ui/visually-hidden';
import { useJobLabels, usePopularJobs } from './api';
import { StepIndicator } from './step-indicator';
import { patchUtm } from './utm';
import { JOB_QUERY_MAX, sanitizeJobQuery } from './validation';

const FREE_ENTRY_LABEL = '기타';

const SectionTitle = styled.h2`
  margin: ${space.xl} 0 ${space.sm};
  font-size: ${font.size.body};
  color: ${color.textSub};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  width: 100%;
  min-height: 52px;
  padding: ${space.sm} ${space.md};
  border: 0;
  border-radius: ${radius.md};
  background: none;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${color.background};
  }
`;

const Ranked = styled.span`
  display: flex;
  align-items: baseline;
  gap: ${space.sm};
  min-width: 0;
`;

const Rank = styled.span`
  flex: none;
  min-width: 20px;
  font-weight: ${font.weight.bold};
  color: ${color.primary};
`;

const Muted = styled.span`
  font-size: ${font.size.caption};
  color: ${color.textMuted};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  padding: 0 ${space.md} ${space.md};
`;

const Chip = styled.button`
  padding: ${space.xs} ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surface};
  cursor: pointer;
`;

export function JobChoicePage() {
  const [, navigate] = useLocation();
  // A member verifying again (/submit?reapply=1) carries it on to the agreements.
  const reapply = new URLSearchParams(useSearch()).get('reapply') === '1';
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), 300);
  const labels = useJobLabels(debounced);
  const popular = usePopularJobs();

  useEffect(() => void patchUtm({ status: 'JOB_CHOICE' }), []);

  const choose = (jobLabel: string, jobSubLabel: string) =>
    navigate(
      `/submit/${encodeURIComponent(jobLabel)}/${encodeURIComponent(jobSubLabel)}${reapply ? '?reapply=1' : ''}`,
    );

  const results = debounced ? (labels.data?.items ?? []) : [];
  return (
    <Page>
      <StepIndicator step={1} />
      <Title>{'어떤 일을 하고 계신가요?'}</Title>
      <Lead>직무를 알려 주시면 맞는 기업의 제안을 받을 수 있어요.</Lead>
      <TextField
        label="직무 검색"
        type="search"
        placeholder="예: 백엔드, 마케팅"
        maxLength={JOB_QUERY_MAX}
        value={query}
        onChange={(event) => setQuery(sanitizeJobQuery(event.currentTarget.value))}
      />

      {debounced ? (
        <section aria-label="검색 결과">
          {labels.isSuccess && results.length === 0 ? <Muted role="status">검색 결과가 없습니다.</Muted> : null}
          <List>
            {results.map((item) => (
              <li key={item.jobLabel}>
                <SectionTitle>{item.jobLabel}</SectionTitle>
                <Chips>
                  {item.jobSubLabels.map((sub) => (
                    <Chip key={sub} type="button" onClick={() => choose(item.jobLabel, sub)}>
                      {sub}
                    </Chip>
                  ))}
                </Chips>
              </li>
            ))}
            <li>
              <Choice type="button" onClick={() => choose(FREE_ENTRY_LABEL, debounced)}>
                <span>‘{debounced}’ 직접 입력하기</span>
                <Muted>{FREE_ENTRY_LABEL}</Muted>
              </Choice>
            </li>
          </List>
        </section>
      ) : (
        <section aria-labelledby="popular-title">
          <SectionTitle id="popular-title">지금 많이 참여하는 직무 TOP 7</SectionTitle>
          <List>
            {popular.data?.items.map((job) => (
              <li key={job.rank}>
                <Choice type="button" onClick={() => choose(job.jobLabel, job.jobSubLabel)}>
                  <Ranked>
                    <Rank>
                      {job.rank}
                      <span className={visuallyHidden}>위</span>
                    </Rank>
                    <span>
                      {job.jobSubLabel} <Muted>{job.jobLabel}</Muted>
                    </span>
                  </Ranked>
                  <Muted>{job.count.toLocaleString('ko-KR')}명 참여</Muted>
                </Choice>
              </li>
            ))}
          </List>
        </section>
      )}
    </Page>
  );
}
