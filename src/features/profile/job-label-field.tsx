/**
 * The job pair on the profile's 더보기 tab: the current "jobLabel · jobSubLabel" and a search
 * (GET /users/labels/search, as the sign-up's first step asks it) to pick another; free entry is
 * kept under "기타" (SPEC §3).
 */
import { styled } from '@linaria/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as apiPaths from '../../contract/api-paths';
import { typedSearchText } from '../../contract/search-text';
import { JobLabelSearch } from '../../contract/signup';
import { NetworkError, request } from '../../lib/http';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { TextField } from '../../ui/text-field';
import { color, font, radius, space } from '../../ui/tokens';

const FREE_ENTRY_LABEL = '기타';
/** JobLabelSearchQuery: at most 30 characters; Korean, letters, digits and spaces. */
const QUERY_MAX = 30;
export const SEARCH_NEEDS_CONNECTION = '직무 검색은 인터넷에 연결된 뒤에 할 수 있어요. 지금은 직접 입력해 주세요.';
const SEARCH_DELAY_MS = 300;
const SEARCH_STALE_MS = 5 * 60_000;

/** The same entry the sign-up's job search fills: one contract, one cache. */
const useJobLabels = (q: string) =>
  useQuery({
    queryKey: ['labels', q],
    queryFn: ({ signal }) =>
      request(apiPaths.jobLabelSearch, { query: { q }, response: JobLabelSearch, auth: false, signal }),
    enabled: q !== '',
    staleTime: SEARCH_STALE_MS,
    placeholderData: keepPreviousData,
  });

const Field = styled.div`
  margin-bottom: ${space.lg};
`;

const Current = styled.p`
  margin: 0 0 ${space.sm};
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.background};
  font-weight: ${font.weight.bold};
`;

const Group = styled.p`
  margin: ${space.sm} 0 ${space.xs};
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};

  & button {
    padding: ${space.xs} ${space.md};
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    background: ${color.surface};
    cursor: pointer;
  }
`;

const Muted = styled.p`
  margin: ${space.xs} 0;
  font-size: ${font.size.caption};
  color: ${color.textMuted};
`;

export interface JobLabelFieldProps {
  jobLabel: string;
  jobSubLabel: string;
  error?: string;
  onChange: (pair: { jobLabel: string; jobSubLabel: string }) => void;
}

export function JobLabelField({ jobLabel, jobSubLabel, error, onChange }: JobLabelFieldProps) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const labels = useJobLabels(debounced);
  const results = debounced ? (labels.data?.items ?? []) : [];
  // Offline the search cannot run (a paused request, or one that found no server); free entry can.
  const searchCut = labels.fetchStatus === 'paused' || labels.error instanceof NetworkError;

  const choose = (pair: { jobLabel: string; jobSubLabel: string }) => {
    onChange(pair);
    setQuery('');
  };

  return (
    <Field>
      <Current aria-label="현재 직무">
        {jobLabel && jobSubLabel ? `${jobLabel} · ${jobSubLabel}` : '직무 미선택'}
      </Current>
      <TextField
        label="직무 변경"
        type="search"
        placeholder="예: 백엔드, 마케팅"
        maxLength={QUERY_MAX}
        value={query}
        error={error}
        onChange={(event) => setQuery(typedSearchText(event.currentTarget.value, QUERY_MAX))}
      />
      {debounced && query ? (
        <section aria-label="직무 검색 결과">
          {labels.isSuccess && results.length === 0 ? <Muted role="status">검색 결과가 없습니다.</Muted> : null}
          {searchCut && results.length === 0 ? <Muted role="status">{SEARCH_NEEDS_CONNECTION}</Muted> : null}
          {results.map((item) => (
            <div key={item.jobLabel}>
              <Group>{item.jobLabel}</Group>
              <Options>
                {item.jobSubLabels.map((sub) => (
                  <button key={sub} type="button" onClick={() => choose({ jobLabel: item.jobLabel, jobSubLabel: sub })}>
                    {sub}
                  </button>
                ))}
              </Options>
            </div>
          ))}
          <Group>{FREE_ENTRY_LABEL}</Group>
          <Options>
            <button type="button" onClick={() => choose({ jobLabel: FREE_ENTRY_LABEL, jobSubLabel: debounced })}>
              {`‘${debounced}’ 직접 입력하기`}
            </button>
          </Options>
        </section>
      ) : null}
    </Field>
  );
}
