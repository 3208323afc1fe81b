/** One way to state income (health insurance or tax office) on the salary step: a selectable card. */

import { styled } from '@linaria/react';
import { formatManwon } from '../../contract/money';
import { color, font, radius, space } from '../../ui/tokens';

const Card = styled.button<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.xs};
  width: 100%;
  padding: ${space.lg};
  border: 2px solid ${(props) => (props.$selected ? color.primary : color.border)};
  border-radius: ${radius.lg};
  background: ${(props) => (props.$selected ? color.primarySoft : color.surface)};
  text-align: left;
  cursor: pointer;
`;

const Label = styled.span`
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

const Amount = styled.strong`
  font-size: ${font.size.bodyLarge};
  font-weight: ${font.weight.bold};
`;

export interface IncomeOptionCardProps {
  label: string;
  /** 만원; undefined when not verified yet. */
  amount: number | undefined;
  action: string;
  selected: boolean;
  onSelect: () => void;
}

export function IncomeOptionCard({ label, amount, action, selected, onSelect }: IncomeOptionCardProps) {
  return (
    <Card type="button" role="radio" aria-checked={selected} $selected={selected} onClick={onSelect}>
      <Label>{label}</Label>
      <Amount>{amount === undefined ? action : formatManwon(amount)}</Amount>
    </Card>
  );
}
