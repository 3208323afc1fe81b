/**
 * A request for a revision's wishes as toggle chips (any number of them), in the candidate's sheet
 * and the console's form.
 */
import { styled } from '@linaria/react';
import { useId } from 'react';
import { REVISION_WISHES, type RevisionWish } from '../contract/offer-revisions';
import { ChipList, ToggleChip } from './chip';
import { FieldFrame } from './field-parts';
import { color, font } from './tokens';

const Label = styled.p`
  margin: 0;
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

export interface WishChipsProps {
  label: string;
  value: readonly RevisionWish[];
  onChange: (wishes: RevisionWish[]) => void;
}

export function WishChips({ label, value, onChange }: WishChipsProps) {
  const labelId = useId();
  // Kept in REVISION_WISHES' order whatever order they were tapped in, so the body reads the same.
  const toggle = (wish: RevisionWish) =>
    onChange(REVISION_WISHES.filter((each) => (each === wish ? !value.includes(each) : value.includes(each))));
  return (
    <FieldFrame>
      <Label id={labelId}>{label}</Label>
      <ChipList aria-labelledby={labelId}>
        {REVISION_WISHES.map((wish) => (
          <li key={wish}>
            <ToggleChip type="button" aria-pressed={value.includes(wish)} onClick={() => toggle(wish)}>
              {wish}
            </ToggleChip>
          </li>
        ))}
      </ChipList>
    </FieldFrame>
  );
}
