import { styled } from '@linaria/react';
import { Link } from 'wouter';
import { color, font, radius, space } from '../../ui/tokens';

const Nav = styled.nav`
  margin: 0 0 ${space.xl};

  & ul {
    display: flex;
    gap: ${space.xs};
    margin: 0;
    padding: ${space.xs};
    border-radius: ${radius.md};
    background: ${color.background};
    list-style: none;
  }
  & li {
    flex: 1;
  }
  & a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    border-radius: ${radius.sm};
    color: ${color.textSub};
    font-weight: ${font.weight.bold};
    text-decoration: none;
  }
  & a[aria-current='page'] {
    background: ${color.surface};
    color: ${color.text};
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.08);
  }
`;

export interface VariantTab {
  href: string;
  label: string;
}

/** Views of one page as links: the choice lives in the URL, so back, reload and a shared link keep it. */
export function VariantTabs({ tabs, current, label }: { tabs: readonly VariantTab[]; current: string; label: string }) {
  return (
    <Nav aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link href={tab.href} replace aria-current={tab.href === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
