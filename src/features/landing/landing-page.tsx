/**
 * `/` (SPEC §1, §2): the first screen — header with the slide-in menu, hero, the rolling strip,
 * the four steps and the claims — ships with the route; the rest loads as the visitor scrolls.
 * The interactive parts are islands (landing-islands.tsx): prerendered in landing.html, each is
 * hydrated alone, and the static markup between them never is. In the app shell they are plain parts.
 */
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { AppLink } from '../../ui/app-link';
import { Button } from '../../ui/button';
import { Header } from '../../ui/header';
import { Island } from '../../ui/island';
import { LazySection } from '../../ui/lazy-section';
import { color, font, layout, space } from '../../ui/tokens';
import { useRollingItems } from './api';
import { hero } from './content';
import {
  LandingHeaderMenu,
  LandingRolling,
  type LandingSection,
  landingIslands,
  landingSections,
} from './landing-islands';
import { LandingSteps } from './landing-steps';

const Shell = styled.div`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  background: ${color.surface};
`;

const Main = styled.main`
  padding: ${space.xl} ${space.xl} ${space.xxxl};
`;

const HeroTitle = styled.h1`
  margin: ${space.lg} 0 ${space.md};
  font-size: ${font.size.display};
  font-weight: ${font.weight.bold};
  line-height: 1.35;
  white-space: pre-line;
`;

const Lead = styled.p`
  margin: 0 0 ${space.xl};
  color: ${color.textSub};
  font-size: ${font.size.bodyLarge};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin-bottom: ${space.xl};
`;

const HeaderLink = styled.span`
  & a {
    padding: ${space.sm};
    color: ${color.textSub};
    font-size: ${font.size.caption};
    font-weight: ${font.weight.medium};
    text-decoration: none;
  }
`;

function LazyIsland({ section }: { section: LandingSection }) {
  return (
    <Island name={section.island}>
      <LazySection load={section.load} reserve={section.reserve} />
    </Island>
  );
}

interface LandingPageProps {
  /** Decided by the host: the app shell knows the session, the landing shell learns it after hydration. */
  signedIn: boolean;
  banner?: ReactNode;
}

export function LandingPage({ signedIn, banner }: LandingPageProps) {
  const rolling = useRollingItems();
  return (
    <Shell>
      <Header
        brand={<AppLink href="/">볼트X</AppLink>}
        actions={
          <>
            <Island name={landingIslands.sandbox} />
            <HeaderLink>
              <AppLink href={signedIn ? '/my' : '/login'}>{signedIn ? '내 정보' : '로그인'}</AppLink>
            </HeaderLink>
          </>
        }
        menu={
          <Island name={landingIslands.menu}>
            <LandingHeaderMenu signedIn={signedIn} />
          </Island>
        }
      />
      <Main>
        {banner}
        <HeroTitle>{hero.title}</HeroTitle>
        <Lead>{hero.lead}</Lead>
        <Actions>
          <AppLink href="/submit" asChild>
            <Button as="a">{hero.start}</Button>
          </AppLink>
          <AppLink href="/login/signin" asChild>
            <Button as="a" variant="secondary">
              {hero.returning}
            </Button>
          </AppLink>
        </Actions>
        <Island name={landingIslands.rolling}>
          <LandingRolling items={rolling.data?.items ?? []} />
        </Island>
        <LandingSteps />
        <LazyIsland section={landingSections.showcase} />
        <LazyIsland section={landingSections.more} />
      </Main>
      <LazyIsland section={landingSections.footer} />
    </Shell>
  );
}
