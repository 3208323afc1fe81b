import { styled } from '@linaria/react';
import { useState } from 'react';
import type { CompanySearchResult } from '../../contract/profile';
import { NetworkError } from '../../lib/http';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { TextField } from '../../ui/text-field';
import { color, font, space } from '../../ui/tokens';
import { useCompanySearch } from './companies-api';
import { CompanyRows, CompanyRowWithAction } from './company-row';
import { OFFLINE_MESSAGE } from './feedback';

/** SPEC §9 offers 200, 300 or 500 ms; company names are short, so the middle one. */
const COMPANY_SEARCH_DEBOUNCE_MS = 300;
/** CompanySearchQuery's bound. */
const QUERY_LENGTH_MAX = 30;
/** SPEC §8 verbatim. */
export const NO_RESULTS_MESSAGE = '검색 결과가 없습니다.';

const Results = styled.div`
  max-height: 250px; /* SPEC §9: result list max height */
  overflow-y: auto;
  margin-bottom: ${space.lg};
`;

const Status = styled.p`
  margin: 0 0 ${space.lg};
  color: ${color.textMuted};
  font-size: ${font.size.body};
`;

export type FoundCompany = CompanySearchResult['companyItems'][number];

export interface CompanySearchProps {
  /** Why a company cannot be added (already on the list, always restricted), or undefined when it can. */
  unavailable: (company: FoundCompany) => string | undefined;
  onAdd: (company: FoundCompany) => void;
}

/** Finds companies by name from the first character, 300 ms after the last key. */
export function CompanySearch({ unavailable, onAdd }: CompanySearchProps) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), COMPANY_SEARCH_DEBOUNCE_MS);
  const search = useCompanySearch(q);

  const results = () => {
    if (search.data) {
      if (search.data.companyItems.length === 0) return <Status role="status">{NO_RESULTS_MESSAGE}</Status>;
      return (
        <Results>
          <CompanyRows aria-label="회사 검색 결과">
            {search.data.companyItems.map((company) => {
              const reason = unavailable(company);
              return (
                <CompanyRowWithAction
                  key={company.id}
                  company={company}
                  action={reason ?? '추가'}
                  disabled={reason !== undefined}
                  onAction={() => onAdd(company)}
                />
              );
            })}
          </CompanyRows>
        </Results>
      );
    }
    if (search.error) {
      return (
        <Status role="alert">
          {search.error instanceof NetworkError ? OFFLINE_MESSAGE : '검색하지 못했어요. 잠시 후 다시 시도해 주세요.'}
        </Status>
      );
    }
    return <Status role="status">검색 중이에요…</Status>;
  };

  return (
    <>
      <TextField
        label="회사 검색"
        type="search"
        placeholder="회사 이름을 입력해 주세요"
        autoComplete="off"
        maxLength={QUERY_LENGTH_MAX}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {q === '' ? null : results()}
    </>
  );
}
