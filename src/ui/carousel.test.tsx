import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_AUTOPLAY_MS, Carousel } from './carousel';

const slides = ['첫 번째', '두 번째', '세 번째'].map((text) => <p key={text}>{text}</p>);
const current = () =>
  screen.getAllByRole('group', { hidden: true }).find((slide) => slide.getAttribute('aria-hidden') === 'false');

function mockReducedMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances every 5 seconds and wraps around', () => {
    render(<Carousel label="참여 기업" slides={slides} />);
    expect(current()?.textContent).toBe('첫 번째');

    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    expect(current()?.textContent).toBe('두 번째');

    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2));
    expect(current()?.textContent).toBe('첫 번째');
  });

  it('stops when paused and resumes when asked', () => {
    render(<Carousel label="참여 기업" slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: '일시 정지' }));

    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3));
    expect(current()?.textContent).toBe('첫 번째');

    fireEvent.click(screen.getByRole('button', { name: '자동 재생' }));
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    expect(current()?.textContent).toBe('두 번째');
  });

  it('never moves by itself when the system asks for less motion', () => {
    mockReducedMotion(true);
    render(<Carousel label="참여 기업" slides={slides} />);

    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3));

    expect(current()?.textContent).toBe('첫 번째');
    expect(screen.queryByRole('button', { name: '일시 정지' })).toBeNull();
  });

  it('moves with a swipe, the arrow buttons, the dots and the arrow keys', () => {
    render(<Carousel label="참여 기업" slides={slides} />);
    const region = screen.getByRole('region', { name: '참여 기업' });
    const viewport = region.firstElementChild as HTMLElement;

    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 200 });
    expect(current()?.textContent).toBe('두 번째');

    fireEvent.pointerDown(viewport, { clientX: 200 });
    fireEvent.pointerUp(viewport, { clientX: 190 });
    expect(current()?.textContent).toBe('두 번째');

    fireEvent.click(screen.getByRole('button', { name: '이전 슬라이드' }));
    expect(current()?.textContent).toBe('첫 번째');

    fireEvent.click(screen.getByRole('button', { name: '3번째 슬라이드 보기' }));
    expect(current()?.textContent).toBe('세 번째');

    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(current()?.textContent).toBe('첫 번째');
  });

  it('holds still while focused inside', () => {
    render(<Carousel label="참여 기업" slides={slides} />);
    fireEvent.focus(screen.getByRole('button', { name: '다음 슬라이드' }));

    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2));

    expect(current()?.textContent).toBe('첫 번째');
  });
});
