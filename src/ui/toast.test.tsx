import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, Toast } from './toast';

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is announced politely, with 16 px of room above it by default, and its icon', () => {
    render(
      <Toast view icon="✓" onHide={() => undefined}>
        저장되었습니다.
      </Toast>,
    );
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('✓저장되었습니다.');
    expect((status.firstElementChild as HTMLElement).style.marginTop).toBe('16px');
  });

  it('hides itself after 3 seconds, even when its parent re-renders meanwhile', () => {
    const onHide = vi.fn();
    const { rerender } = render(
      <Toast view onHide={onHide}>
        링크를 복사했어요
      </Toast>,
    );
    act(() => vi.advanceTimersByTime(TOAST_MS - 1000));
    rerender(
      <Toast view onHide={() => onHide()}>
        링크를 복사했어요
      </Toast>,
    );
    act(() => vi.advanceTimersByTime(999));
    expect(onHide).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(onHide).toHaveBeenCalledOnce();
  });
});
