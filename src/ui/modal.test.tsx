import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <Modal
        open={open}
        title="안내"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <button type="button">확인</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a named modal dialog with the focus inside', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '열기' }));

    const dialog = screen.getByRole('dialog', { name: '안내' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives the focus back to what opened it', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: '열기' });
    opener.focus();
    fireEvent.click(opener);

    fireEvent.keyDown(document, { key: 'Escape' });

    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog: Tab from the last element, Shift+Tab from the first', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '열기' }));
    const close = screen.getByRole('button', { name: '닫기' });
    const confirm = screen.getByRole('button', { name: '확인' });

    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('does not let Shift+Tab reach the page behind right after opening', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '열기' }));

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Tab', shiftKey: true });

    expect(document.activeElement).toBe(screen.getByRole('button', { name: '확인' }));
  });

  it('closes on a click beside it but not inside it', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '열기' }));

    fireEvent.click(screen.getByRole('heading', { name: '안내' }));
    expect(onClose).not.toHaveBeenCalled();

    // The content fills the dialog's box: only a click on the backdrop lands on the dialog itself.
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
