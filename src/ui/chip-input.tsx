/**
 * A list of short texts typed one at a time: Enter or the add button turns the draft into a
 * chip, × removes one. Enter while a Korean syllable is still being composed is not a submit.
 */
import { styled } from '@linaria/react';
import { type KeyboardEvent, useId, useState } from 'react';
import { ChipList, ChipRemove, RemovableChip } from './chip';
import { FieldError, FieldFrame, FieldLabel } from './field-parts';
import { color, font, radius, space } from './tokens';

const Row = styled.div`
  display: flex;
  gap: ${space.sm};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 52px;
  padding: 0 ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  font-size: ${font.size.bodyLarge};

  &[aria-invalid='true'] {
    border-color: ${color.danger};
  }
`;

const AddButton = styled.button`
  flex-shrink: 0;
  padding: 0 ${space.lg};
  border: 1px solid ${color.primary};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.primary};
  font-weight: ${font.weight.bold};
  cursor: pointer;

  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

export interface ChipInputProps {
  label: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  /** Why the draft cannot be added, or undefined when it can. */
  validate: (draft: string, items: readonly string[]) => string | undefined;
  maxLength?: number;
  placeholder?: string;
  /** An error from outside (e.g. the server named this field). */
  error?: string;
  addLabel?: string;
}

export function ChipInput({
  label,
  items,
  onChange,
  validate,
  maxLength,
  placeholder,
  error,
  addLabel = '추가',
}: ChipInputProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();
  const shown = draftError ?? error;

  const add = () => {
    const value = draft.trim();
    if (value === '') return;
    const problem = validate(value, items);
    setDraftError(problem);
    if (problem) return;
    onChange([...items, value]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (event.nativeEvent.isComposing) return;
    add();
  };

  return (
    <FieldFrame>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Row>
        <Input
          id={id}
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-invalid={Boolean(shown)}
          aria-describedby={shown ? messageId : undefined}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setDraftError(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <AddButton type="button" onClick={add} disabled={draft.trim() === ''}>
          {addLabel}
        </AddButton>
      </Row>
      {shown ? (
        <FieldError id={messageId} role="alert">
          {shown}
        </FieldError>
      ) : null}
      {items.length > 0 ? (
        <ChipList aria-label={label}>
          {items.map((item, index) => (
            <li key={item}>
              <RemovableChip>
                {item}
                <ChipRemove label={`${item} 삭제`} onClick={() => onChange(items.filter((_, at) => at !== index))} />
              </RemovableChip>
            </li>
          ))}
        </ChipList>
      ) : null}
    </FieldFrame>
  );
}
