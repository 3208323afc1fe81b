/**
 * Bottom sheet (SPEC §2): slides up (300 ms), closes on a downward swipe, an outside click,
 * Escape or its ✕ named 닫기 — the one way out that needs no gesture to be discovered. A native
 * modal `<dialog>` (sliding-dialog.tsx, use-modal-dialog.ts): focus stays inside, the page behind is
 * inert, and focus returns where it was on close.
 */
import { styled } from '@linaria/react';
import { type ReactNode, useId, useRef } from 'react';
import { BackControl } from './back-control';
import { SlidingDialog } from './sliding-dialog';
import { color, font, layout, motion, radius, space } from './tokens';

const SWIPE_CLOSE_PX = 80;

const Sheet = styled(SlidingDialog)`
  width: 100%;
  max-width: ${layout.maxWidth};
  max-height: 92dvh;
  margin: auto auto 0;
  border-radius: ${radius.xl} ${radius.xl} 0 0;
  animation: sheet-up ${motion.normal} ease-out;
  @keyframes sheet-up {
    from {
      transform: translateY(100%);
    }
  }
`;

/** Fills the sheet's box, so a click on the dialog element itself is a click on the backdrop. */
const Content = styled.div`
  max-height: inherit;
  overflow-y: auto;
  padding: ${space.md} ${space.xl} calc(${space.xl} + env(safe-area-inset-bottom));
`;

const Handle = styled.div`
  width: 40px;
  height: 4px;
  margin: 0 auto ${space.lg};
  border-radius: ${radius.pill};
  background: ${color.border};
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  margin: 0 0 ${space.lg};
  /* The ✕ keeps its 44 px target while its icon lines up with the content's edge. */
  & > button {
    margin: -10px -10px 0 0;
  }
`;

const Heading = styled.h2`
  flex: 1;
  margin: 0;
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
  const content = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | undefined>(undefined);

  return (
    <Sheet
      open={open}
      aria-labelledby={titleId}
      onClose={onClose}
      onTouchStart={(event) => {
        swipeStart.current = content.current?.scrollTop === 0 ? event.touches[0]?.clientY : undefined;
      }}
      onTouchEnd={(event) => {
        const start = swipeStart.current;
        const end = event.changedTouches[0]?.clientY;
        if (start !== undefined && end !== undefined && end - start > SWIPE_CLOSE_PX) onClose();
        swipeStart.current = undefined;
      }}
    >
      <Content ref={content}>
        <Handle aria-hidden="true" />
        <Top>
          <Heading id={titleId}>{title}</Heading>
          <BackControl close onClick={onClose} />
        </Top>
        {children}
      </Content>
    </Sheet>
  );
}
