/**
 * What the school and the major pickers share (SPEC §4): a search state (a search box, then a
 * list of result buttons, or "검색 결과가 없습니다." with a free-text entry) and a selected state
 * (the choice with a remove control). Focus follows the switch: to the remove control after a
 * pick, back to the search box after a removal. Arrow keys move between the results.
 */
import { styled } from '@linaria/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { TextField } from '../../ui/text-field';
import { color, font, radius, space } from '../../ui/tokens';
import {
  educationMessages,
  SEARCH_DEBOUNCE_MS,
  SEARCH_TEXT_MAX,
  sanitizeSearchText,
  searchQueryOf,
} from './education-rules';

const RESULTS_MAX_HEIGHT = '250px'; // SPEC §9

const Field = styled.div`
  margin-bottom: ${space.lg};
  & > div {
    margin-bottom: 0;
  }
`;

const Results = styled.ul`
  max-height: ${RESULTS_MAX_HEIGHT};
  overflow-y: auto;
  margin: ${space.xs} 0 0;
  padding: ${space.xs};
  list-style: none;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
`;

const Option = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  width: 100%;
  min-height: 44px;
  padding: ${space.sm} ${space.md};
  border: 0;
  border-radius: ${radius.sm};
  background: none;
  font-size: ${font.size.body};
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${color.background};
  }
`;

const Muted = styled.span`
  flex-shrink: 0;
  font-size: ${font.size.caption};
  color: ${color.textMuted};
`;

const Note = styled.p`
  margin: ${space.xs} 0 0;
  padding: 0 ${space.xs};
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

const Problem = styled(Note)`
  color: ${color.danger};
`;

const GroupLabel = styled.span`
  display: block;
  margin-bottom: ${space.xs};
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

const Chosen = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 52px;
  padding: 0 ${space.xs} 0 ${space.lg};
  border: 1px solid ${color.primary};
  border-radius: ${radius.md};
  background: ${color.primarySoft};
  font-size: ${font.size.bodyLarge};
  & > strong {
    flex: 1;
    font-weight: ${font.weight.medium};
  }
`;

const Remove = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${radius.pill};
  background: none;
  color: ${color.textSub};
  font-size: 20px;
  cursor: pointer;
`;

interface SearchOption<T> {
  key: string;
  name: string;
  /** Shown beside the name, e.g. the school's type. */
  detail?: string;
  value: T;
}

export interface SearchState<T> {
  status: 'pending' | 'error' | 'success';
  options: SearchOption<T>[];
}

export interface EducationSearchFieldProps<T> {
  /** The field's name: the search box's label and the selected state's group label. */
  label: string;
  placeholder: string;
  minLength: number;
  /** Runs the search for the debounced query ('' while too short). */
  useSearch: (query: string) => SearchState<T>;
  /** The value a free-text entry stands for. */
  freeEntry: (text: string) => T;
  selected: { name: string; detail?: string } | undefined;
  onPick: (value: T) => void;
  onRemove: () => void;
  error?: string;
}

export function EducationSearchField<T>({
  label,
  placeholder,
  minLength,
  useSearch,
  freeEntry,
  selected,
  onPick,
  onRemove,
  error,
}: EducationSearchFieldProps<T>) {
  const [text, setText] = useState('');
  const query = searchQueryOf(useDebouncedValue(text, SEARCH_DEBOUNCE_MS), minLength);
  const search = useSearch(query);
  const input = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const results = useRef<HTMLUListElement>(null);
  const moveFocus = useRef<'input' | 'remove'>(undefined);
  const groupLabelId = useId();
  const isSelected = selected !== undefined;

  useEffect(() => {
    const target = moveFocus.current;
    moveFocus.current = undefined;
    if (isSelected && target === 'remove') removeButton.current?.focus();
    if (!isSelected && target === 'input') input.current?.focus();
  }, [isSelected]);

  function pick(value: T) {
    moveFocus.current = 'remove';
    setText('');
    onPick(value);
  }

  function focusResult(step: number, event: KeyboardEvent) {
    const buttons = [...(results.current?.querySelectorAll('button') ?? [])];
    if (buttons.length === 0) return;
    event.preventDefault();
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = current === -1 ? (step > 0 ? 0 : buttons.length - 1) : current + step;
    if (next < 0) input.current?.focus();
    else buttons[Math.min(next, buttons.length - 1)]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown') focusResult(1, event);
    else if (event.key === 'ArrowUp') focusResult(-1, event);
    // Enter in the search box must not submit the form around it.
    else if (event.key === 'Enter' && event.target === input.current) event.preventDefault();
  }

  if (selected) {
    return (
      <Field>
        <GroupLabel id={groupLabelId}>{label}</GroupLabel>
        <Chosen role="group" aria-labelledby={groupLabelId}>
          <strong>{selected.name}</strong>
          {selected.detail ? <Muted>{selected.detail}</Muted> : null}
          <Remove
            ref={removeButton}
            type="button"
            aria-label={`${selected.name} 삭제`}
            onClick={() => {
              moveFocus.current = 'input';
              onRemove();
            }}
          >
            ×
          </Remove>
        </Chosen>
      </Field>
    );
  }

  const resultsLabel = `${label} 검색 결과`;
  const tooShort = text.trim().length > 0 && text.trim().length < minLength;
  const nothingFound = search.status === 'success' && search.options.length === 0;
  const freeEntryOffered = query !== '' && (nothingFound || search.status === 'error');

  return (
    <Field onKeyDown={onKeyDown}>
      <TextField
        ref={input}
        label={label}
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_TEXT_MAX}
        value={text}
        error={error}
        onChange={(event) => setText(sanitizeSearchText(event.currentTarget.value))}
      />
      {tooShort ? <Note>{minLength}글자 이상 입력하면 검색해요.</Note> : null}
      {query !== '' && search.status === 'pending' ? <Note role="status">검색하고 있어요…</Note> : null}
      {query !== '' && nothingFound ? <Note role="status">{educationMessages.noResults}</Note> : null}
      {query !== '' && search.status === 'error' ? (
        <Problem role="alert">검색하지 못했어요. 직접 입력하거나 잠시 후 다시 검색해 주세요.</Problem>
      ) : null}
      {query !== '' && (search.options.length > 0 || freeEntryOffered) ? (
        <Results ref={results} aria-label={resultsLabel}>
          {search.options.map((option) => (
            <li key={option.key}>
              <Option type="button" onClick={() => pick(option.value)}>
                <span>{option.name}</span>
                {option.detail ? <Muted>{option.detail}</Muted> : null}
              </Option>
            </li>
          ))}
          {freeEntryOffered ? (
            <li>
              <Option type="button" onClick={() => pick(freeEntry(query))}>
                <span>‘{query}’ 직접 입력하기</span>
              </Option>
            </li>
          ) : null}
        </Results>
      ) : null}
    </Field>
  );
}
