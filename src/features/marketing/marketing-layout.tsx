/**
 * The frame of every marketing and help page: one <main> with the page's content and the footer
 * (the app bar above it, app/top-area.tsx, has the way back) (the business variant on pages meant for companies).
 */
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { SiteFooter } from '../../ui/site-footer';
import { color, layout, space } from '../../ui/tokens';

const Shell = styled.div`
  max-width: ${layout.maxWidth};
  min-height: 100dvh;
  margin: 0 auto;
  background: ${color.surface};
`;

const Main = styled.main`
  padding: ${space.xl} ${space.xl} ${space.xxxl};
`;

export function MarketingLayout({
  children,
  audience = 'candidate',
}: {
  children: ReactNode;
  audience?: 'candidate' | 'business';
}) {
  return (
    <Shell>
      <Main>{children}</Main>
      <SiteFooter variant={audience} />
    </Shell>
  );
}
