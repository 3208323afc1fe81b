import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmAlert, type ConfirmAlertProps } from './confirm-alert';

function renderAlert(overrides: Partial<ConfirmAlertProps> = {}) {
  const props: ConfirmAlertProps = {
    view: true,
    title: '제안을 거절할까요?',
    subtit: '거절한 제안은 다시 볼 수 없어요.',
    left: { title: '취소', function: vi.fn() },
    right: { title: '거절하기', function: vi.fn() },
    onClose: vi.fn(),
    ...overrides,
  };
  const view = render(<ConfirmAlert {...props} />);
  return { ...view, props };
}

describe('ConfirmAlert', () => {
  it('renders nothing while view is false', () => {
    const { container } = renderAlert({ view: false });

    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is an alert dialog named by its title', () => {
    renderAlert();

    const dialog = screen.getByRole('alertdialog', { name: '제안을 거절할까요?' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toContain('거절한 제안은 다시 볼 수 없어요.');
  });

  it('focuses the right action when it opens', () => {
    renderAlert();

    expect(document.activeElement).toBe(screen.getByRole('button', { name: '거절하기' }));
  });

  it('keeps Tab inside: Shift+Tab from the first action, Tab from the last', () => {
    renderAlert();
    const cancel = screen.getByRole('button', { name: '취소' });
    const refuse = screen.getByRole('button', { name: '거절하기' });

    fireEvent.keyDown(refuse, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);

    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(refuse);
  });

  it('gives focus back to what had it when it closes', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { rerender, props } = renderAlert();

    rerender(<ConfirmAlert {...props} view={false} />);

    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('closes on Escape', () => {
    const { props } = renderAlert();

    fireEvent.keyDown(document, { key: 'Escape' });

    expect(props.onClose).toHaveBeenCalledOnce();
  });

  it('stays open on Escape when outClickDisable is set', () => {
    const { props } = renderAlert({ outClickDisable: true });

    fireEvent.keyDown(document, { key: 'Escape' });

    expect(props.onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('alertdialog') as HTMLDialogElement).open).toBe(true);
  });

  it('shows itself again when the browser closes it anyway and outClickDisable is set', () => {
    const { props } = renderAlert({ outClickDisable: true });
    const dialog = screen.getByRole('alertdialog') as HTMLDialogElement;

    // Chromium closes a dialog on a second Escape without a user activation in between.
    dialog.close();

    expect(dialog.open).toBe(true);
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('closes when the backdrop is clicked', () => {
    const { props } = renderAlert();

    // The content fills the dialog's box: only a click on the backdrop lands on the dialog itself.
    fireEvent.click(screen.getByRole('alertdialog'));

    expect(props.onClose).toHaveBeenCalledOnce();
  });

  it('stays open when a click lands inside it', () => {
    const { props } = renderAlert();

    fireEvent.click(screen.getByText('거절한 제안은 다시 볼 수 없어요.'));
    fireEvent.click(screen.getByText('제안을 거절할까요?'));

    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('stays open when the backdrop is clicked and outClickDisable is set', () => {
    const { props } = renderAlert({ outClickDisable: true });

    fireEvent.click(screen.getByRole('alertdialog'));

    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('runs the left action’s function when it is clicked', () => {
    const { props } = renderAlert();

    fireEvent.click(screen.getByRole('button', { name: '취소' }));

    expect(props.left?.function).toHaveBeenCalledOnce();
    expect(props.right.function).not.toHaveBeenCalled();
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('runs the right action’s function when it is clicked', () => {
    const { props } = renderAlert();

    fireEvent.click(screen.getByRole('button', { name: '거절하기' }));

    expect(props.right.function).toHaveBeenCalledOnce();
    expect(props.left?.function).not.toHaveBeenCalled();
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('shows only the right action when there is no left one', () => {
    renderAlert({ left: undefined });

    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['거절하기']);
  });
});
