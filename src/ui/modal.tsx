/**
 * Modal dialog (SPEC §2, §9: at most 540 px wide): Escape and an outside click close it, focus
 * moves in, stays inside and returns where it was.
 */
import { styled } from '@linaria/react';
import { type ReactNode, useId, useRef } from 'react';
import { color, font, layout, motion, radius, space } from './tokens';
import { useDialogFocus } from './use-dialog-focus';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space.lg};
  background: ${color.overlay};
  animation: modal-fade ${motion.fast} ease-out;
  @keyframes modal-fade {
    from {
      opacity: 0;
    }
  }
`;

const Dialog = styled.div`
  position: relative;
  width: 100%;
  max-width: ${layout.modalMaxWidth};
  max-height: calc(100dvh - ${space.xxl});
  overflow-y: auto;
  padding: ${space.xl};
  border-radius: ${radius.lg};
  background: ${color.surface};
  animation: modal-in ${motion.normal} ease-out;
  @keyframes modal-in {
    from {
      opacity: 0;
      transform: translateY(12px);
    }
  }
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
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(open, dialog, dialog, onClose);

  if (!open) return null;
  return (
    <Backdrop onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Dialog ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Heading id={titleId}>{title}</Heading>
        <Close type="button" aria-label="닫기" onClick={onClose}>
          ×
        </Close>
        {children}
      </Dialog>
    </Backdrop>
  );
}
