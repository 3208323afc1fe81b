/** A row of mutually exclusive options drawn as buttons: a real radio group for keyboards and screen readers. */
import { styled } from '@linaria/react';
import { useId } from 'react';
import { color, font, radius, space } from './tokens';

const Group = styled.fieldset`
  margin: 0 0 ${space.lg};
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${space.xs};
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

const Options = styled.div`
  display: flex;
  gap: ${space.sm};
`;

const Option = styled.label`
  flex: 1;
  position: relative;

  & input {
    position: absolute;
    opacity: 0;
    inset: 0;
  }
  & span {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 48px;
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

export interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T) => void;
}

export function ChoiceGroup<T extends string | number>({ legend, options, value, onChange }: ChoiceGroupProps<T>) {
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
