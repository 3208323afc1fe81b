/**
 * The rolling strip (SPEC §1): name-and-title pairs gliding sideways in a loop. The list is read
 * once by assistive technology (the loop's second copy is hidden from it). A button named for what
 * it does next ("자동 넘김 멈추기" / "자동 넘김 다시 시작") stops and restarts it (WCAG 2.2.2), pointing at it pauses it, and with reduced motion it is a still,
 * scrollable row without the button. Until its items arrive it keeps its place, empty.
 */
import { styled } from '@linaria/react';
import { useState } from 'react';
import { color, font, radius, space } from './tokens';

export interface RollingItem {
  name: string;
  title: string;
}

// The strip's height is fixed, so a list that arrives after the first paint moves nothing below.
const STRIP_HEIGHT = '36px';

const Frame = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  height: ${STRIP_HEIGHT};
`;

const PAUSE_LABEL = '자동 넘김 멈추기';
const RESUME_LABEL = '자동 넘김 다시 시작';

const Toggle = styled.button`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.textSub};
  cursor: pointer;
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

const Strip = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  &[data-paused='true'] ul {
    animation-play-state: paused;
  }
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
  line-height: 20px;
  border-radius: ${radius.pill};
  background: ${color.background};
  font-size: ${font.size.caption};
  white-space: nowrap;
  & strong {
    margin-right: ${space.xs};
  }
`;

const PauseIcon = () => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <rect x="2" y="1" width="3" height="10" rx="1" fill="currentColor" />
    <rect x="7" y="1" width="3" height="10" rx="1" fill="currentColor" />
  </svg>
);

const PlayIcon = () => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <path d="M3 1.5v9a.5.5 0 0 0 .76.43l7.2-4.5a.5.5 0 0 0 0-.86l-7.2-4.5A.5.5 0 0 0 3 1.5Z" fill="currentColor" />
  </svg>
);

/** Seconds per item: slow enough to read a pair as it passes. */
const SECONDS_PER_ITEM = 3;

export function RollingStrip({ items, label }: { items: readonly RollingItem[]; label: string }) {
  const [paused, setPaused] = useState(false);
  if (items.length === 0) return <Frame aria-hidden="true" />;
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
    <Frame>
      <Strip data-paused={paused ? 'true' : undefined}>
        <Row style={{ '--rolling-duration': `${items.length * SECONDS_PER_ITEM}s` } as Record<string, string>}>
          {list(false)}
          {list(true)}
        </Row>
      </Strip>
      <Toggle
        type="button"
        aria-label={paused ? RESUME_LABEL : PAUSE_LABEL}
        title={paused ? RESUME_LABEL : PAUSE_LABEL}
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? <PlayIcon /> : <PauseIcon />}
      </Toggle>
    </Frame>
  );
}
