import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './bottom-sheet';

function renderSheet() {
  const onClose = vi.fn();
  render(
    <BottomSheet open title="거절 사유를 알려 주세요" onClose={onClose}>
      <button type="button">보내기</button>
    </BottomSheet>,
  );
  return { onClose, sheet: screen.getByRole('dialog', { name: '거절 사유를 알려 주세요' }) };
}

describe('BottomSheet', () => {
  it('is a modal dialog named by its title, with the focus inside', () => {
    const { sheet } = renderSheet();
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(sheet.contains(document.activeElement)).toBe(true);
  });

  it('closes on a downward swipe from its top, not on a short one', () => {
    const { sheet, onClose } = renderSheet();

    fireEvent.touchStart(sheet, { touches: [{ clientY: 400 }] });
    fireEvent.touchEnd(sheet, { changedTouches: [{ clientY: 440 }] });
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.touchStart(sheet, { touches: [{ clientY: 400 }] });
    fireEvent.touchEnd(sheet, { changedTouches: [{ clientY: 520 }] });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on a click outside it and on Escape, not on a click inside', () => {
    const { sheet, onClose } = renderSheet();

    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(sheet.parentElement as HTMLElement);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
