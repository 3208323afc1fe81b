/**
 * The landing header's slide-in menu (SPEC §2): a native modal `<dialog>` (sliding-dialog.tsx)
 * sliding in from the right in 300 ms; Escape, the close button or a click beside it closes it,
 * and focus returns to the menu button. The top layer draws it above the header, whose
 * backdrop-filter would otherwise be the containing block of a fixed layer.
 */
import { styled } from '@linaria/react';
import { type ReactNode, useId } from 'react';
import { SlidingDialog } from './sliding-dialog';
import { color, font, motion, space } from './tokens';

const Panel = styled(SlidingDialog)`
  width: min(320px, 84vw);
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0 0 0 auto;
  animation: menu-in ${motion.normal} ease-out;
  @keyframes menu-in {
    from {
      transform: translateX(100%);
    }
  }
`;

/** Fills the panel, so a click on the dialog element itself is a click on the backdrop. */
const Content = styled.div`
  height: 100%;
  overflow-y: auto;
  padding: ${space.lg} ${space.xl} calc(${space.xl} + env(safe-area-inset-bottom));
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
  return (
    <Panel open={open} aria-labelledby={titleId} onClose={onClose}>
      <Content>
        <Top>
          <Heading id={titleId}>{title}</Heading>
          <Close type="button" aria-label="메뉴 닫기" onClick={onClose}>
            ×
          </Close>
        </Top>
        {children}
      </Content>
    </Panel>
  );
}
