/**
 * The app's header (SPEC §2 landing header): the brand on the left, optional actions, and a
 * button opening the slide-in menu. Sticky, 56 px high.
 */
import { styled } from '@linaria/react';
import { type ReactNode, useState } from 'react';
import { SideMenu } from './side-menu';
import { color, font, layout, space } from './tokens';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  gap: ${space.sm};
  height: ${layout.headerHeight};
  padding: 0 ${space.lg};
  background: rgba(255, 255, 255, 0.94);
  backdrop-filter: saturate(180%) blur(8px);
  border-bottom: 1px solid ${color.border};
`;

const Brand = styled.div`
  flex: 1;
  font-size: ${font.size.bodyLarge};
  font-weight: ${font.weight.bold};
  color: ${color.primary};
  & a {
    color: inherit;
    text-decoration: none;
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  cursor: pointer;
  & span,
  & span::before,
  & span::after {
    display: block;
    width: 20px;
    height: 2px;
    border-radius: 1px;
    background: ${color.text};
  }
  & span {
    position: relative;
  }
  & span::before,
  & span::after {
    content: '';
    position: absolute;
    left: 0;
  }
  & span::before {
    top: -6px;
  }
  & span::after {
    top: 6px;
  }
`;

export interface HeaderProps {
  brand: ReactNode;
  actions?: ReactNode;
  menuTitle?: string;
  /** The menu's content; `close` lets a link close the menu as it navigates. */
  menu?: (close: () => void) => ReactNode;
}

export function Header({ brand, actions, menuTitle = '메뉴', menu }: HeaderProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Bar>
      <Brand>{brand}</Brand>
      {actions}
      {menu ? (
        <>
          <MenuButton
            type="button"
            aria-label="메뉴 열기"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            <span aria-hidden="true" />
          </MenuButton>
          <SideMenu open={open} title={menuTitle} onClose={close}>
            {menu(close)}
          </SideMenu>
        </>
      ) : null}
    </Bar>
  );
}
