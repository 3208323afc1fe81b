/**
 * What the dialogs that slide in over the page share (bottom-sheet.tsx, side-menu.tsx): a native
 * modal `<dialog>` (use-modal-dialog.ts) that takes the focus itself on opening, closes on a click
 * beside it, and shows a frameless surface over a dimmed page that fades in. Each wraps it with
 * `styled()` for its size, place and slide.
 */
import { styled } from '@linaria/react';
import { type HTMLAttributes, type ReactNode, useRef } from 'react';
import { color, motion } from './tokens';
import { isBackdropClick, useModalDialog } from './use-modal-dialog';

const Surface = styled.dialog`
  padding: 0;
  overflow: hidden;
  border: 0;
  background: ${color.surface};
  color: inherit;
  &::backdrop {
    background: ${color.overlay};
    animation: sliding-dialog-fade ${motion.fast} ease-out;
  }
  @keyframes sliding-dialog-fade {
    from {
      opacity: 0;
    }
  }
`;

interface SlidingDialogProps extends Omit<HTMLAttributes<HTMLDialogElement>, 'open' | 'onClick' | 'tabIndex'> {
  open: boolean;
  /** The id of the heading that names the dialog. */
  'aria-labelledby': string;
  onClose: () => void;
  /** Content that fills the dialog's box, so a click on the dialog element itself is a click beside it. */
  children: ReactNode;
}

export function SlidingDialog({ open, onClose, children, ...dialogProps }: SlidingDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(open, dialog, dialog, onClose);
  if (!open) return null;
  // The spread goes first: a styled() wrapper hands its own ref (null) down as a prop, which must not replace ours.
  return (
    <Surface {...dialogProps} ref={dialog} tabIndex={-1} onClick={(event) => isBackdropClick(event) && onClose()}>
      {children}
    </Surface>
  );
}
