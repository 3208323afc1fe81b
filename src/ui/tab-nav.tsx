import { styled } from '@linaria/react';
import { Link } from 'wouter';
import { color, font, space } from './tokens';

const Nav = styled.nav`
  display: flex;
  gap: ${space.lg};
  margin: 0 0 ${space.lg};
  border-bottom: 1px solid ${color.border};
  overflow-x: auto;
`;

const Tab = styled(Link)`
  padding: ${space.md} 0;
  border-bottom: 2px solid transparent;
  color: ${color.textMuted};
  font-size: ${font.size.body};
  font-weight: ${font.weight.bold};
  text-decoration: none;
  white-space: nowrap;

  &[aria-current='page'] {
    border-bottom-color: ${color.text};
    color: ${color.text};
  }
`;

export interface TabLink {
  href: string;
  label: string;
}

/** Tabs that are links: each tab is its own route, so back and reload keep the tab. */
export function TabNav({ tabs, current, label }: { tabs: readonly TabLink[]; current: string; label: string }) {
  return (
    <Nav aria-label={label}>
      {tabs.map((tab) => (
        <Tab key={tab.href} href={tab.href} aria-current={tab.href === current ? 'page' : undefined} replace>
          {tab.label}
        </Tab>
      ))}
    </Nav>
  );
}
