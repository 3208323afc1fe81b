/**
 * Bottom sheet (SPEC §2): slides up (300 ms), closes on a downward swipe, an outside click or
 * Escape. A dialog for assistive technology, with focus moved in and restored on close.
 */
import { styled } from '@linaria/react';
import { type ReactNode, useId, useRef } from 'react';
import { color, font, layout, motion, radius, space } from './tokens';
import { useDialogFocus } from './use-dialog-focus';

const SWIPE_CLOSE_PX = 80;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 90;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${color.overlay};
  animation: sheet-fade ${motion.fast} ease-out;
  @keyframes sheet-fade {
    from {
      opacity: 0;
    }
  }
`;

const Panel = styled.div`
  width: 100%;
  max-width: ${layout.maxWidth};
  max-height: 92dvh;
  overflow-y: auto;
  padding: ${space.md} ${space.xl} calc(${space.xl} + env(safe-area-inset-bottom));
  border-radius: ${radius.xl} ${radius.xl} 0 0;
  background: ${color.surface};
  animation: sheet-up ${motion.normal} ease-out;
  @keyframes sheet-up {
    from {
      transform: translateY(100%);
    }
  }
`;

const Handle = styled.div`
  width: 40px;
  height: 4px;
  margin: 0 auto ${space.lg};
  border-radius: ${radius.pill};
  background: ${color.border};
`;

const Heading = styled.h2`
  margin: 0 0 ${space.lg};
  font-size: ${font.size.title};
  font-weight: ${font.weight.bold};
`;

export interface BottomSheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export function BottomSheet({ open, title, onClose, children }: BottomSheetProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | undefined>(undefined);

  useDialogFocus(open, panel, panel, onClose);

  if (!open) return null;
  return (
    <Backdrop onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onTouchStart={(event) => {
          swipeStart.current = panel.current?.scrollTop === 0 ? event.touches[0]?.clientY : undefined;
        }}
        onTouchEnd={(event) => {
          const start = swipeStart.current;
          const end = event.changedTouches[0]?.clientY;
          if (start !== undefined && end !== undefined && end - start > SWIPE_CLOSE_PX) onClose();
          swipeStart.current = undefined;
        }}
      >
        <Handle aria-hidden="true" />
        <Heading id={titleId}>{title}</Heading>
        {children}
      </Panel>
    </Backdrop>
  );
}
