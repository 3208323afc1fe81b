/**
 * The bar on top of every screen that is not a root (routes.tsx, RouteNav): 뒤로 가기 (←), or 닫기
 * (✕) on a full-screen flow, and the screen's title. Back steps through the app's own history when
 * there is some (lib/in-app-history.ts); on the first entry of a window — a notification, a shared
 * link, the home-screen icon — it replaces the screen with its declared parent, so it never
 * leaves the app. The title shows only once the page's own heading has scrolled under the bar.
 */
import { styled } from '@linaria/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { pathOf } from '../contract/paths';
import { backOverrideAtom } from '../lib/back-override';
import { BackControl, useGoBack } from '../ui/back-control';
import { color, font, layout, space } from '../ui/tokens';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  height: ${layout.headerHeight};
  padding: 0 ${space.sm};
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  font-size: ${font.size.bodyLarge};
  font-weight: ${font.weight.bold};
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-hidden='true'] {
    visibility: hidden;
  }
`;

/** Whether the page's first heading is on screen below the bar; rechecked as the page renders. */
function usePageHeadingInView(bar: HTMLElement | null) {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (!bar || typeof IntersectionObserver === 'undefined') return;
    let watched: Element | null = null;
    let watcher: IntersectionObserver | undefined;
    const watch = () => {
      const heading = document.querySelector('h1');
      if (heading === watched) return;
      watcher?.disconnect();
      watched = heading;
      if (!heading) return setInView(false);
      watcher = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)), {
        rootMargin: `-${bar.getBoundingClientRect().bottom}px 0px 0px 0px`,
      });
      watcher.observe(heading);
    };
    // Pages arrive lazily and render their heading after their data: watch for it to appear.
    const pageChanges = new MutationObserver(watch);
    pageChanges.observe(document.body, { childList: true, subtree: true });
    watch();
    return () => {
      pageChanges.disconnect();
      watcher?.disconnect();
    };
  }, [bar]);
  return inView;
}

export interface AppBarProps {
  title: string;
  /** The parent's path, its `:params` filled from the screen's own. */
  parent: string;
  close?: boolean;
  /** Drawn at the end of the bar (the sandbox marker). */
  end?: ReactNode;
}

export function AppBar({ title, parent, close, end }: AppBarProps) {
  const override = useAtomValue(backOverrideAtom);
  const [bar, setBar] = useState<HTMLDivElement | null>(null);
  const headingInView = usePageHeadingInView(bar);
  const goBack = useGoBack(parent);
  const back = () => (override ? override.run(goBack) : goBack());
  return (
    <Bar ref={setBar}>
      <BackControl close={close} onClick={back} />
      <Name data-hidden={headingInView}>{title}</Name>
      {end}
    </Bar>
  );
}

/** A route's parent with the screen's own `:params` filled in. */
export const parentPath = (parent: string, params: Record<string, string | undefined>) =>
  pathOf(parent, Object.fromEntries(Object.entries(params).map(([name, value]) => [name, value ?? ''])));
