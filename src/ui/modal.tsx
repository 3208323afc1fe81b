/**
 * Modal dialog (SPEC §2, §9: at most 540 px wide): a native modal `<dialog>` (use-modal-dialog.ts),
 * so focus stays inside and the page behind is inert; Escape and a click beside it close it, and
 * focus returns where it was.
 */
import { styled } from '@linaria/react';
import { type ReactNode, useId, useRef } from 'react';
import { color, font, layout, motion, radius, space } from './tokens';
import { isBackdropClick, useModalDialog } from './use-modal-dialog';

const Dialog = styled.dialog`
  width: calc(100% - 2 * ${space.lg});
  max-width: ${layout.modalMaxWidth};
  max-height: calc(100dvh - ${space.xxl});
  padding: 0;
  overflow: hidden;
  border: 0;
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: inherit;
  animation: modal-in ${motion.normal} ease-out;
  &::backdrop {
    background: ${color.overlay};
    animation: modal-fade ${motion.fast} ease-out;
  }
  @keyframes modal-in {
    from {
      opacity: 0;
      transform: translateY(12px);
    }
  }
  @keyframes modal-fade {
    from {
      opacity: 0;
    }
  }
`;

/** Fills the dialog's box, so a click on the dialog element itself is a click on the backdrop. */
const Content = styled.div`
  position: relative;
  max-height: inherit;
  overflow-y: auto;
  padding: ${space.xl};
`;

const Heading = styled.h2`
  margin: 0 ${space.xxl} ${space.lg} 0;
  font-size: ${font.size.bodyLarge};
  font-weight: ${font.weight.bold};
`;

const Close = styled.button`
  position: absolute;
  top: ${space.md};
  right: ${space.md};
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: ${color.textSub};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${color.background};
  }
`;

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export function Modal({ open, title, onClose, children }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(open, dialog, dialog, onClose);

  if (!open) return null;
  return (
    <Dialog
      ref={dialog}
      aria-labelledby={titleId}
      tabIndex={-1}
      onClick={(event) => isBackdropClick(event) && onClose()}
    >
      <Content>
        <Heading id={titleId}>{title}</Heading>
        <Close type="button" aria-label="닫기" onClick={onClose}>
          ×
        </Close>
        {children}
      </Content>
    </Dialog>
  );
}
