/**
 * The landing header's slide-in menu (SPEC §2): a dialog sliding in from the right in 300 ms;
 * Escape, the close button or a click beside it closes it, and focus returns to the menu button.
 */
import { styled } from '@linaria/react';
import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { color, font, motion, space } from './tokens';
import { useDialogFocus } from './use-dialog-focus';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 95;
  display: flex;
  justify-content: flex-end;
  background: ${color.overlay};
  animation: menu-fade ${motion.fast} ease-out;
  @keyframes menu-fade {
    from {
      opacity: 0;
    }
  }
`;

const Panel = styled.nav`
  width: min(320px, 84vw);
  height: 100%;
  overflow-y: auto;
  padding: ${space.lg} ${space.xl} calc(${space.xl} + env(safe-area-inset-bottom));
  background: ${color.surface};
  animation: menu-in ${motion.normal} ease-out;
  @keyframes menu-in {
    from {
      transform: translateX(100%);
    }
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${space.lg};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${font.size.bodyLarge};
`;

const Close = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  color: ${color.textSub};
  font-size: 24px;
  cursor: pointer;
`;

export interface SideMenuProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export function SideMenu({ open, title, onClose, children }: SideMenuProps) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useDialogFocus(open, panel, panel, onClose);
  if (!open) return null;
  // Into <body>: a header with backdrop-filter would otherwise be the containing block of this
  // fixed layer and squeeze it into the header's 56 px.
  return createPortal(
    <Backdrop onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Top>
          <Heading id={titleId}>{title}</Heading>
          <Close type="button" aria-label="메뉴 닫기" onClick={onClose}>
            ×
          </Close>
        </Top>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
