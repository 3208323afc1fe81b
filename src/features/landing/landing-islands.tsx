/**
 * The landing's interactive parts, each a small root of its own on the prerendered page (the boot,
 * app/landing-islands.tsx, hydrates them; landing-page.tsx places them). Everything else on the
 * first screen is static markup that is never hydrated.
 */
import { css } from '@linaria/core';
import type { ComponentType } from 'react';
import { HeaderMenu } from '../../ui/header-menu';
import { type RollingItem, RollingStrip } from '../../ui/rolling-strip';
import { LandingMenu } from './landing-menu';

/** The `data-island` names the boot looks for. */
export const landingIslands = {
  menu: 'landing-menu',
  rolling: 'landing-rolling',
  /** Empty in the markup: the sandbox marker is put here once the server says it is in sandbox mode. */
  sandbox: 'landing-sandbox',
} as const;

export function LandingHeaderMenu({ signedIn }: { signedIn: boolean }) {
  return <HeaderMenu>{(close) => <LandingMenu signedIn={signedIn} onNavigate={close} />}</HeaderMenu>;
}

/**
 * The rolling strip with the items its host fetched: the app shell through React Query
 * (useRollingItems), the landing's island with the bare fetcher, so React Query stays out of the
 * landing's first JavaScript.
 */
export function LandingRolling({ items }: { items: readonly RollingItem[] }) {
  return <RollingStrip items={items} label="최근 받은 제안" />;
}

const sectionHeight = css`
  min-height: 900px;
`;

const footerHeight = css`
  min-height: 320px;
`;

export interface LandingSection {
  island: string;
  load: () => Promise<ComponentType>;
  /** The class that gives the section's box its height before it loads (LazySection's reserve). */
  reserve: string;
}

/** Below the fold, in page order: each its own root, started when the visitor scrolls near it. */
export const landingSections = {
  showcase: {
    island: 'landing-showcase',
    load: () => import('./landing-showcase').then((module) => module.LandingShowcase),
    reserve: sectionHeight,
  },
  more: {
    island: 'landing-more',
    load: () => import('./landing-more').then((module) => module.LandingMore),
    reserve: sectionHeight,
  },
  footer: {
    island: 'landing-footer',
    load: () => import('./landing-footer').then((module) => module.LandingFooter),
    reserve: footerHeight,
  },
} satisfies Record<string, LandingSection>;
