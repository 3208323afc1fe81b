/**
 * Mutually exclusive options drawn as buttons: a real radio group for keyboards and screen readers.
 * Short labels share a row (`layout="row"`, a field among others in a form); labels too long to
 * share one are stacked one per line (`layout="stack"`, the question a screen or sheet asks).
 */
import { styled } from '@linaria/react';
import { useId } from 'react';
import { color, font, radius, space } from './tokens';

const Group = styled.fieldset`
  margin: 0 0 ${space.lg};
  padding: 0;
  border: 0;

  &[data-layout='stack'] {
    margin-bottom: ${space.xl};
  }
`;

const Legend = styled.legend`
  margin-bottom: ${space.xs};
  padding: 0;
  font-size: ${font.size.caption};
  color: ${color.textSub};

  [data-layout='stack'] > & {
    margin-bottom: ${space.sm};
    font-size: ${font.size.bodyLarge};
    font-weight: ${font.weight.bold};
    color: inherit;
  }
`;

const Options = styled.div`
  display: flex;
  gap: ${space.sm};

  [data-layout='stack'] > & {
    flex-direction: column;
  }
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
  [data-layout='stack'] & span {
    justify-content: flex-start;
    min-height: 52px;
    padding: ${space.sm} ${space.lg};
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

export interface ChoiceGroupProps<T extends string | number | boolean> {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T) => void;
  layout?: 'row' | 'stack';
}

export function ChoiceGroup<T extends string | number | boolean>({
  legend,
  options,
  value,
  onChange,
  layout = 'row',
}: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <Group data-layout={layout}>
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
