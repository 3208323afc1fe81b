import { ChipList, ChipRemove, RemovableChip, ToggleChip } from '../../ui/chip';

/** The chosen stacks, each with its × (SPEC §2 chips). */
export function ChosenStacks({ stacks, onRemove }: { stacks: readonly string[]; onRemove: (stack: string) => void }) {
  return (
    <ChipList aria-label="선택한 기술 스택">
      {stacks.map((stack) => (
        <li key={stack}>
          <RemovableChip $tone="primary">
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
          <ToggleChip type="button" data-compact aria-pressed={isChosen(stack)} onClick={() => onToggle(stack)}>
            {stack}
          </ToggleChip>
        </li>
      ))}
    </ChipList>
  );
}
