import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './bottom-sheet';

function renderSheet() {
  const onClose = vi.fn();
  render(
    <BottomSheet open title="거절 사유를 알려 주세요" onClose={onClose}>
      <button type="button">취소</button>
      <button type="button">보내기</button>
    </BottomSheet>,
  );
  return { onClose, sheet: screen.getByRole('dialog', { name: '거절 사유를 알려 주세요' }) as HTMLDialogElement };
}

describe('BottomSheet', () => {
  it('is a modal dialog named by its title, with the focus inside', () => {
    const { sheet } = renderSheet();
    expect(sheet.open).toBe(true);
    expect(sheet.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab inside: Shift+Tab from the first element, Tab from the last', () => {
    renderSheet();
    const first = screen.getByRole('button', { name: '닫기' });
    const last = screen.getByRole('button', { name: '보내기' });

    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);

    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
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

  it('has a visible ✕ named 닫기 that closes it', () => {
    const { sheet, onClose } = renderSheet();
    const close = screen.getByRole('button', { name: '닫기' });
    expect(sheet.contains(close)).toBe(true);
    expect(close.querySelector('svg')).not.toBeNull();

    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on a click outside it and on Escape, not on a click inside', () => {
    const { sheet, onClose } = renderSheet();

    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(onClose).not.toHaveBeenCalled();

    // The content fills the sheet's box: only a click on the backdrop lands on the dialog itself.
    fireEvent.click(sheet);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
