import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePushesPageDown } from './use-pushes-page-down';

function Note({ shown }: { shown: boolean }) {
  usePushesPageDown(shown);
  return shown ? <p>오프라인이에요.</p> : null;
}

const anchoring = () => document.documentElement.style.overflowAnchor;

describe('usePushesPageDown', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('leaves scroll anchoring alone when first drawn', () => {
    render(<Note shown />);
    expect(anchoring()).toBe('');
  });

  it('turns scroll anchoring off for the frame in which what it shows changes, then back on', () => {
    const { rerender } = render(<Note shown={false} />);
    rerender(<Note shown />);
    expect(anchoring()).toBe('none');
    vi.advanceTimersToNextFrame();
    expect(anchoring()).toBe('none');
    vi.runOnlyPendingTimers();
    expect(anchoring()).toBe('');
  });

  it('keeps it off while a second change still waits for its frame', () => {
    const first = render(<Note shown={false} />);
    const second = render(<Note shown />);
    first.rerender(<Note shown />);
    vi.advanceTimersToNextFrame();
    second.rerender(<Note shown={false} />);
    vi.runOnlyPendingTimers();
    expect(anchoring()).toBe('none');
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(anchoring()).toBe('');
  });
});
