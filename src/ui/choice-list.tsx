/**
 * Mutually exclusive options stacked one per line, for labels too long to share a row
 * (ChoiceGroup puts short ones side by side). A real radio group for keyboards and screen readers.
 */
import { styled } from '@linaria/react';
import { useId } from 'react';
import { color, font, radius, space } from './tokens';

const Group = styled.fieldset`
  margin: 0 0 ${space.xl};
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${space.sm};
  padding: 0;
  font-size: ${font.size.bodyLarge};
  font-weight: ${font.weight.bold};
`;

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

const Option = styled.label`
  position: relative;

  & input {
    position: absolute;
    opacity: 0;
    inset: 0;
  }
  & span {
    display: flex;
    align-items: center;
    min-height: 52px;
    padding: ${space.sm} ${space.lg};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    font-weight: ${font.weight.medium};
    cursor: pointer;
  }
  & input:checked + span {
    border-color: ${color.primary};
    background: ${color.primarySoft};
    color: ${color.primary};
  }
  & input:focus-visible + span {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

export interface ChoiceListProps<T extends string | number | boolean> {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T) => void;
}

export function ChoiceList<T extends string | number | boolean>({
  legend,
  options,
  value,
  onChange,
}: ChoiceListProps<T>) {
  const name = useId();
  return (
    <Group>
      <Legend>{legend}</Legend>
      <Options>
        {options.map((option) => (
          <Option key={String(option.value)}>
            <input type="radio" name={name} checked={value === option.value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </Option>
        ))}
      </Options>
    </Group>
  );
}
