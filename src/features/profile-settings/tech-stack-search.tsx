import { styled } from '@linaria/react';
import { useState } from 'react';
import { NetworkError } from '../../lib/http';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { TextField } from '../../ui/text-field';
import { color, font, space } from '../../ui/tokens';
import { NO_RESULTS_MESSAGE } from './company-search';
import { OFFLINE_MESSAGE } from './feedback';
import { StackOptions } from './stack-chips';
import { useTechStackSearch } from './tech-stack-api';
import { includesStack, searchTextOf, stackNameOf, TECH_STACK_LENGTH_MAX } from './tech-stack-rules';

/** SPEC §9 offers 200, 300 or 500 ms: the middle one, as for companies. */
const TECH_STACK_SEARCH_DEBOUNCE_MS = 300;

const Status = styled.p`
  margin: 0 0 ${space.sm};
  color: ${color.textMuted};
  font-size: ${font.size.body};
`;

const Results = styled.div`
  max-height: 250px; /* SPEC §9: result list max height */
  overflow-y: auto;
  margin-bottom: ${space.lg};
`;

const TypedAdd = styled.button`
  margin-top: ${space.sm};
  padding: 0;
  border: 0;
  background: none;
  color: ${color.primary};
  font-size: ${font.size.body};
  font-weight: ${font.weight.bold};
  text-decoration: underline;
  cursor: pointer;
`;

export interface TechStackSearchProps {
  isChosen: (stack: string) => boolean;
  onToggle: (stack: string) => void;
}

/** Searches the catalog (first 20 shown); a name it does not know can be added as typed. */
export function TechStackSearch({ isChosen, onToggle }: TechStackSearchProps) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(searchTextOf(text), TECH_STACK_SEARCH_DEBOUNCE_MS);
  const search = useTechStackSearch(q);
  const typed = stackNameOf(text);

  const results = () => {
    if (search.error && !search.data) {
      return (
        <Status role="alert">
          {search.error instanceof NetworkError ? OFFLINE_MESSAGE : '검색하지 못했어요. 잠시 후 다시 시도해 주세요.'}
        </Status>
      );
    }
    if (!search.data) return <Status role="status">검색 중이에요…</Status>;
    const found = search.data;
    return (
      <Results>
        {found.length === 0 ? (
          <Status role="status">{NO_RESULTS_MESSAGE}</Status>
        ) : (
          <StackOptions label="기술 스택 검색 결과" options={found} isChosen={isChosen} onToggle={onToggle} />
        )}
        {typed === '' || includesStack(found, typed) || isChosen(typed) ? null : (
          <TypedAdd type="button" onClick={() => onToggle(typed)}>
            {`'${typed}' 직접 추가하기`}
          </TypedAdd>
        )}
      </Results>
    );
  };

  return (
    <>
      <TextField
        label="기술 스택 검색"
        type="search"
        placeholder="예: React, Spring, Python"
        autoComplete="off"
        maxLength={TECH_STACK_LENGTH_MAX}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {q === '' ? null : results()}
    </>
  );
}
