/**
 * The rolling strip (SPEC §1): name-and-title pairs gliding sideways in a loop. The list is read
 * once by assistive technology (the loop's second copy is hidden from it); pointing at it or
 * focusing it pauses it, and with reduced motion it is a still, scrollable row.
 */
import { styled } from '@linaria/react';
import { color, font, radius, space } from './tokens';

export interface RollingItem {
  name: string;
  title: string;
}

const Strip = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent);
  &:hover ul,
  &:focus-within ul {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    overflow-x: auto;
    mask-image: none;
  }
`;

const Row = styled.div`
  display: flex;
  width: max-content;
  & ul {
    display: flex;
    gap: ${space.sm};
    margin: 0;
    padding: 0 ${space.sm} 0 0;
    list-style: none;
    animation: rolling-strip var(--rolling-duration) linear infinite;
  }
  @keyframes rolling-strip {
    to {
      transform: translateX(-100%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    & ul {
      animation: none;
    }
    & ul[aria-hidden='true'] {
      display: none;
    }
  }
`;

const Pill = styled.li`
  flex: none;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.pill};
  background: ${color.background};
  font-size: ${font.size.caption};
  white-space: nowrap;
  & strong {
    margin-right: ${space.xs};
  }
`;

/** Seconds per item: slow enough to read a pair as it passes. */
const SECONDS_PER_ITEM = 3;

export function RollingStrip({ items, label }: { items: readonly RollingItem[]; label: string }) {
  if (items.length === 0) return null;
  const list = (hidden: boolean) => (
    <ul aria-label={hidden ? undefined : label} aria-hidden={hidden || undefined}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same pair may repeat
        <Pill key={index}>
          <strong>{item.name}</strong>
          {item.title}
        </Pill>
      ))}
    </ul>
  );
  return (
    <Strip>
      <Row style={{ '--rolling-duration': `${items.length * SECONDS_PER_ITEM}s` } as Record<string, string>}>
        {list(false)}
        {list(true)}
      </Row>
    </Strip>
  );
}
