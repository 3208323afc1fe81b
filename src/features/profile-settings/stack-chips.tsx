import { styled } from '@linaria/react';
import { ChipList, ChipRemove, chipTouchTarget, RemovableChip } from '../../ui/chip';
import { color, font, radius, space } from '../../ui/tokens';

const Option = styled.button`
  ${chipTouchTarget};
  padding: 0 ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${font.size.caption};
  font-weight: ${font.weight.medium};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${color.primary};
    background: ${color.primarySoft};
    color: ${color.primary};
  }
`;

/** The chosen stacks, each with its × (SPEC §2 chips). */
export function ChosenStacks({ stacks, onRemove }: { stacks: readonly string[]; onRemove: (stack: string) => void }) {
  return (
    <ChipList aria-label="선택한 기술 스택">
      {stacks.map((stack) => (
        <li key={stack}>
          <RemovableChip tone="primary">
            {stack}
            <ChipRemove label={`${stack} 삭제`} onClick={() => onRemove(stack)} />
          </RemovableChip>
        </li>
      ))}
    </ChipList>
  );
}

export interface StackOptionsProps {
  label: string;
  options: readonly string[];
  isChosen: (stack: string) => boolean;
  onToggle: (stack: string) => void;
}

/** Stacks to pick from (search results, recommendations); a chosen one shows pressed and removes on press. */
export function StackOptions({ label, options, isChosen, onToggle }: StackOptionsProps) {
  return (
    <ChipList aria-label={label}>
      {options.map((stack) => (
        <li key={stack}>
          <Option type="button" aria-pressed={isChosen(stack)} onClick={() => onToggle(stack)}>
            {stack}
          </Option>
        </li>
      ))}
    </ChipList>
  );
}
