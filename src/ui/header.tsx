/**
 * The app's header (SPEC §2 landing header): the brand on the left, optional actions, and the
 * menu (header-menu.tsx: the button opening the slide-in menu). Sticky, 56 px high. The bar itself
 * is static markup; only the menu needs JavaScript, so the landing hydrates that alone.
 */
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
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

export interface HeaderProps {
  brand: ReactNode;
  actions?: ReactNode;
  /** The menu, usually a HeaderMenu (header-menu.tsx). */
  menu?: ReactNode;
}

export function Header({ brand, actions, menu }: HeaderProps) {
  return (
    <Bar>
      <Brand>{brand}</Brand>
      {actions}
      {menu}
    </Bar>
  );
}
