/**
 * Carousel (SPEC §1 participating-company logos; §9 autoplay 5 s): slides advance by themselves
 * every 5 s unless paused — by the pause button, while pointed at or focused, or always when the
 * system asks for reduced motion. Swipe, the arrow buttons, the dots and the arrow keys move it.
 * Built to the WAI carousel pattern: a labelled region, slides labelled "n / total".
 */
import { styled } from '@linaria/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { color, motion, radius, space } from './tokens';
import { useReducedMotion } from './use-reduced-motion';

export const CAROUSEL_AUTOPLAY_MS = 5000;
const SWIPE_PX = 40;

const Region = styled.section`
  position: relative;
`;

const Viewport = styled.div`
  overflow: hidden;
  border-radius: ${radius.lg};
  touch-action: pan-y;
`;

const Track = styled.div`
  display: flex;
  transition: transform ${motion.normal} ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  margin-top: ${space.md};
`;

const Control = styled.button`
  min-width: 44px;
  height: 44px;
  padding: 0 ${space.sm};
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.textSub};
  cursor: pointer;
`;

const Dot = styled.button`
  width: 24px;
  height: 44px;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::after {
    content: '';
    display: block;
    width: 8px;
    height: 8px;
    margin: 0 auto;
    border-radius: ${radius.pill};
    background: ${color.border};
  }
  &[aria-current='true']::after {
    width: 18px;
    background: ${color.primary};
  }
`;

export interface CarouselProps {
  label: string;
  slides: ReactNode[];
  autoplayMs?: number;
}

export function Carousel({ label, slides, autoplayMs = CAROUSEL_AUTOPLAY_MS }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const swipeStart = useRef<number | undefined>(undefined);
  const count = slides.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const playing = !paused && !hovered && !focused && !reducedMotion && count > 1;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), autoplayMs);
    return () => clearInterval(timer);
  }, [playing, autoplayMs, count]);

  return (
    <Region
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(index + 1);
        if (event.key === 'ArrowLeft') go(index - 1);
      }}
    >
      <Viewport
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = undefined;
          if (start === undefined) return;
          const moved = event.clientX - start;
          if (Math.abs(moved) >= SWIPE_PX) go(index + (moved < 0 ? 1 : -1));
        }}
        onPointerCancel={() => {
          swipeStart.current = undefined;
        }}
      >
        <Track style={{ transform: `translateX(-${index * 100}%)` }} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, slideIndex) => (
            <Slide
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
              key={slideIndex}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} / ${count}`}
              aria-hidden={slideIndex !== index}
              inert={slideIndex !== index ? true : undefined}
            >
              {slide}
            </Slide>
          ))}
        </Track>
      </Viewport>
      {count > 1 ? (
        <Controls>
          <Control type="button" aria-label="이전 슬라이드" onClick={() => go(index - 1)}>
            ‹
          </Control>
          {slides.map((_, dotIndex) => (
            <Dot
              // biome-ignore lint/suspicious/noArrayIndexKey: dots are positional
              key={dotIndex}
              type="button"
              aria-label={`${dotIndex + 1}번째 슬라이드 보기`}
              aria-current={dotIndex === index}
              onClick={() => go(dotIndex)}
            />
          ))}
          <Control type="button" aria-label="다음 슬라이드" onClick={() => go(index + 1)}>
            ›
          </Control>
          {reducedMotion ? null : (
            <Control type="button" aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
              {paused ? '자동 재생' : '일시 정지'}
            </Control>
          )}
        </Controls>
      ) : null}
    </Region>
  );
}
