/** The pool's filters. Searching writes them to the URL (a new history entry), which runs the query. */
import { styled } from '@linaria/react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { AmountField } from '../../../ui/amount-field';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { space } from '../../../ui/tokens';
import { Panel } from '../shell/shell-styles';
import { draftFromFilters, filtersFromDraft, type PoolFilterDraft, type PoolFilterErrors } from './pool-filter-draft';
import { type PoolFilters, poolHref } from './pool-filters';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  column-gap: ${space.lg};
`;

const Actions = styled.div`
  display: flex;
  gap: ${space.sm};
  justify-content: flex-end;

  & button {
    width: auto;
    min-width: 120px;
  }
`;

const digits = (value: string, length: number) => value.replace(/\D/g, '').slice(0, length);

type KeywordKey = 'jobLabel' | 'techStack' | 'hashtag';

/** The free-text filters, each with an example and the longest the server takes. */
const KEYWORDS: Record<KeywordKey, { label: string; placeholder: string; maxLength: number }> = {
  jobLabel: { label: '직무', placeholder: '예: 백엔드', maxLength: 30 },
  techStack: { label: '기술 스택', placeholder: '예: Kotlin', maxLength: 40 },
  hashtag: { label: '해시태그', placeholder: '예: 리더십', maxLength: 16 },
};

interface KeywordFieldProps {
  field: KeywordKey;
  draft: PoolFilterDraft;
  onChange: (patch: Partial<PoolFilterDraft>) => void;
}

function KeywordField({ field, draft, onChange }: KeywordFieldProps) {
  return (
    <TextField
      {...KEYWORDS[field]}
      value={draft[field]}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
    />
  );
}

export function PoolFilterForm({ filters }: { filters: PoolFilters }) {
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<PoolFilterDraft>(() => draftFromFilters(filters));
  const [errors, setErrors] = useState<PoolFilterErrors>({});
  const set = (patch: Partial<PoolFilterDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = filtersFromDraft(draft);
    setErrors(next.errors);
    if (Object.keys(next.errors).length === 0) navigate(poolHref(next.filters));
  };

  const reset = () => {
    setDraft(draftFromFilters({}));
    setErrors({});
    navigate(poolHref({}));
  };

  return (
    <Panel>
      <form onSubmit={submit} noValidate aria-label="후보자 검색 조건">
        <Grid>
          <KeywordField field="jobLabel" draft={draft} onChange={set} />
          <TextField
            label="경력 연차 최소 (년)"
            inputMode="numeric"
            value={draft.minYears}
            aria-invalid={Boolean(errors.years)}
            onChange={(event) => set({ minYears: digits(event.currentTarget.value, 2) })}
          />
          <TextField
            label="경력 연차 최대 (년)"
            inputMode="numeric"
            value={draft.maxYears}
            error={errors.years}
            onChange={(event) => set({ maxYears: digits(event.currentTarget.value, 2) })}
          />
          <AmountField
            label="인증 연봉 최소 (만원)"
            maxDigits={6}
            value={draft.salaryMin}
            aria-invalid={Boolean(errors.salary)}
            onChange={(value) => set({ salaryMin: value })}
          />
          <AmountField
            label="인증 연봉 최대 (만원)"
            maxDigits={6}
            value={draft.salaryMax}
            error={errors.salary}
            onChange={(value) => set({ salaryMax: value })}
          />
          <KeywordField field="techStack" draft={draft} onChange={set} />
          <KeywordField field="hashtag" draft={draft} onChange={set} />
        </Grid>
        <Actions>
          <Button type="button" variant="secondary" onClick={reset}>
            초기화
          </Button>
          <Button type="submit">검색</Button>
        </Actions>
      </form>
    </Panel>
  );
}
