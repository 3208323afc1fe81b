/** A labelled native select: the platform's own picker on phones, a keyboard-friendly list on desktops. */
import { styled } from '@linaria/react';
import { useId } from 'react';
import { boxedControl, FieldError, FieldFrame, FieldLabel } from './field-parts';

const Select = styled.select`
  ${boxedControl};
  height: 52px;
`;

export interface SelectFieldProps<T extends string | number> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  error?: string;
  disabled?: boolean;
}

export function SelectField<T extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder = '선택해 주세요',
  error,
  disabled,
}: SelectFieldProps<T>) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <FieldFrame>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select
        id={id}
        value={value === undefined ? '' : String(value)}
        disabled={disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? messageId : undefined}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.currentTarget.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </Select>
      {error ? (
        <FieldError id={messageId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldFrame>
  );
}
