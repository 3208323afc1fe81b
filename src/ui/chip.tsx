import { styled } from '@linaria/react';
import { color, font, radius, space } from './tokens';

export type ChipTone = 'neutral' | 'primary' | 'danger' | 'success';

/** A small label: perks, hashtags, tech stacks, statuses ("수락", "만료"). */
export const Chip = styled.span<{ tone?: ChipTone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${space.sm};
  border-radius: ${radius.pill};
  font-size: ${font.size.caption};
  font-weight: ${font.weight.medium};
  white-space: nowrap;
  background: ${(props) =>
    props.tone === 'primary'
      ? color.primarySoft
      : props.tone === 'danger'
        ? '#ffeeee'
        : props.tone === 'success'
          ? '#e6f7f0'
          : color.background};
  color: ${(props) =>
    props.tone === 'primary'
      ? color.primary
      : props.tone === 'danger'
        ? color.danger
        : props.tone === 'success'
          ? color.success
          : color.textSub};
`;

export const ChipRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;

/** Chips that form a list for assistive technology (tech stacks, hashtags). */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
