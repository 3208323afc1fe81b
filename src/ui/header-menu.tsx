/**
 * The header's menu button and the slide-in menu it opens (side-menu.tsx): the interactive part of
 * the header, kept apart from the bar so a prerendered page can hydrate it alone.
 */
import { styled } from '@linaria/react';
import { type ReactNode, useState } from 'react';
import { SideMenu } from './side-menu';
import { color } from './tokens';

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

export interface HeaderMenuProps {
  title?: string;
  /** The menu's content; `close` lets a link close the menu as it navigates. */
  children: (close: () => void) => ReactNode;
}

export function HeaderMenu({ title = '메뉴', children }: HeaderMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
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
      <SideMenu open={open} title={title} onClose={close}>
        {children(close)}
      </SideMenu>
    </>
  );
}
