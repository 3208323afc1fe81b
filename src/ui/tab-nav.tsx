import { styled } from '@linaria/react';
import { Link } from 'wouter';
import { color, font, radius, space } from './tokens';
import { visuallyHidden } from './visually-hidden';

const Nav = styled.nav`
  display: flex;
  gap: ${space.lg};
  margin: 0 0 ${space.lg};
  border-bottom: 1px solid ${color.border};
  overflow-x: auto;
`;

const Tab = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  min-width: 44px;
  min-height: 44px;
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

const Badge = styled.span`
  min-width: 18px;
  padding: 0 5px;
  border-radius: ${radius.pill};
  background: ${color.danger};
  color: #ffffff;
  font-size: 11px;
  line-height: 18px;
  text-align: center;
`;

export interface TabLink {
  href: string;
  label: string;
  /** A count drawn beside the label (e.g. unread messages); none when 0 or absent. */
  badge?: number;
  /** What the count means, for screen readers: "읽지 않은 메시지 3개". */
  badgeLabel?: string;
}

/** Tabs that are links: each tab is its own route, so back and reload keep the tab. */
export function TabNav({ tabs, current, label }: { tabs: readonly TabLink[]; current: string; label: string }) {
  return (
    <Nav aria-label={label}>
      {tabs.map((tab) => (
        <Tab key={tab.href} href={tab.href} aria-current={tab.href === current ? 'page' : undefined} replace>
          {tab.label}
          {tab.badge ? (
            <>
              <Badge aria-hidden="true">{tab.badge > 99 ? '99+' : tab.badge}</Badge>
              {tab.badgeLabel ? <span className={visuallyHidden}>{tab.badgeLabel}</span> : null}
            </>
          ) : null}
        </Tab>
      ))}
    </Nav>
  );
}
