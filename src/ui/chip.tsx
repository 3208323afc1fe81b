import { styled } from '@linaria/react';
import type { ComponentProps } from 'react';
import { color, font, radius, space } from './tokens';

export type ChipTone = 'neutral' | 'primary' | 'danger' | 'success';

const ChipBase = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 2px ${space.sm};
  border-radius: ${radius.pill};
  font-size: ${font.size.caption};
  font-weight: ${font.weight.medium};
  white-space: nowrap;
  background: ${color.background};
  color: ${color.textSub};
  &[data-tone='primary'] {
    background: ${color.primarySoft};
    color: ${color.primary};
  }
  &[data-tone='danger'] {
    background: #ffeeee;
    color: ${color.danger};
  }
  &[data-tone='success'] {
    background: #e6f7f0;
    color: ${color.success};
  }
`;

/**
 * A small label: perks, hashtags, tech stacks, statuses ("수락", "만료"). Its tone is an attribute the
 * stylesheet reads, not a style worked out in the page: the offer pages then carry no style code.
 */
export function Chip({ $tone, ...props }: ComponentProps<typeof ChipBase> & { $tone?: ChipTone }) {
  return <ChipBase data-tone={$tone} {...props} />;
}

export const ChipRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;

/** Chips that form a list for assistive technology (tech stacks, hashtags); 8 px apart (chipTouchTarget). */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * What makes a 36 px chip button (with its 1 px border) a 44 px touch target (WCAG 2.5.5): its hit
 * area reaches 4 px above and below into the 8 px between rows of a ChipList, so neighbouring
 * chips' targets never overlap. The pseudo-element is placed inside the border, hence 5 px (and
 * 1 px sideways).
 */
export const chipTouchTarget = `
  position: relative;
  min-width: 44px;
  min-height: 36px;

  &::before {
    content: '';
    position: absolute;
    inset: -5px -1px;
  }
`;

/** A chip with its own ✕ (a chosen tech stack, a hashtag): as tall as the ✕'s touch target needs. */
/**
 * A chip that is pressed or not (aria-pressed): options picked any number at a time, e.g. tech
 * stacks, a revision's wishes. `data-compact` sets it in the caption size.
 */
export const ToggleChip = styled.button`
  ${chipTouchTarget};
  padding: 0 ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${font.size.body};
  font-weight: ${font.weight.medium};
  cursor: pointer;

  &[data-compact] {
    font-size: ${font.size.caption};
  }

  &[aria-pressed='true'] {
    border-color: ${color.primary};
    background: ${color.primarySoft};
    color: ${color.primary};
  }
`;

export const RemovableChip = styled(Chip)`
  min-height: 36px;
  padding: 0 0 0 ${space.md};
  font-size: ${font.size.body};
`;

/** The ✕ at a RemovableChip's end: 36 px, its hit area 44 × 44 (chipTouchTarget's reach). */
const RemoveButton = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  position: relative;
  width: 36px;
  height: 36px;
  margin-left: -${space.xs};
  padding: 0;
  border: 0;
  border-radius: ${radius.pill};
  background: none;
  color: inherit;
  cursor: pointer;

  &::before {
    content: '';
    position: absolute;
    inset: -4px;
  }
`;

export function ChipRemove({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <RemoveButton type="button" aria-label={label} onClick={onClick}>
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
        <path d="M3 3l8 8M11 3l-8 8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
    </RemoveButton>
  );
}
