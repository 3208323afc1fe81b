/**
 * The frame of every marketing and help page: the app header with the way home, one <main> with
 * the page's content, and the footer (the business variant on pages meant for companies).
 */
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Header } from '../../ui/header';
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
      <Header brand={<Link href="/">볼트X</Link>} />
      <Main>{children}</Main>
      <SiteFooter variant={audience} />
    </Shell>
  );
}
