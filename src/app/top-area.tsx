/**
 * The top of every screen of the app shell, in the page's flow so it takes room rather than
 * covering anything: the app bar of a non-root screen (with the sandbox marker in it) or the
 * sandbox strip of a root and of a console page with its own back control (RouteNav's backInPage),
 * the offline/maintenance note, and the toasts (ui/toast.tsx). It sticks
 * to the top of the window, below the safe-area inset of a standalone window, except on a root
 * whose own header already does (the landing).
 */
import { styled } from '@linaria/react';
import { useLayoutEffect, useState } from 'react';
import { useParams } from 'wouter';
import { CarriedToast } from '../ui/carried-toast';
import { HydrateApart } from '../ui/hydrate-apart';
import { TOP_AREA_HEIGHT_PROPERTY } from '../ui/page';
import { TOAST_SLOT_ID } from '../ui/toast';
import { color } from '../ui/tokens';
import { AppBar, parentPath } from './app-bar';
import { OfflineIndicator } from './offline-indicator';
import type { RouteNav } from './routes';
import { SandboxBadge } from './sandbox-badge';

const Area = styled.div`
  padding: env(safe-area-inset-top) env(safe-area-inset-right) 0 env(safe-area-inset-left);

  &[data-sticky='true'] {
    position: sticky;
    top: 0;
    z-index: 60;
    background: ${color.surface};
  }
`;

/** Publishes the area's height for screens that fill the window below it (ui/page.tsx, belowTopArea). */
function usePublishedHeight(area: HTMLElement | null) {
  useLayoutEffect(() => {
    if (!area || typeof ResizeObserver === 'undefined') return;
    const style = document.documentElement.style;
    const publish = () => style.setProperty(TOP_AREA_HEIGHT_PROPERTY, `${area.getBoundingClientRect().height}px`);
    const watcher = new ResizeObserver(publish);
    watcher.observe(area);
    publish();
    return () => {
      watcher.disconnect();
      style.removeProperty(TOP_AREA_HEIGHT_PROPERTY);
    };
  }, [area]);
}

export function TopArea({ nav }: { nav: RouteNav }) {
  const params = useParams();
  const root = 'root' in nav;
  const bar = !root && !nav.backInPage;
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  usePublishedHeight(element);
  const area = (
    <Area ref={setElement} data-sticky={bar || (root && nav.root === 'tabs')}>
      {bar ? (
        <AppBar title={nav.title} parent={parentPath(nav.parent, params)} close={nav.close} end={<SandboxBadge />} />
      ) : (
        <SandboxBadge strip />
      )}
      <OfflineIndicator />
      <div id={TOAST_SLOT_ID} role="status" aria-live="polite" />
      <CarriedToast />
    </Area>
  );
  // A root's has nothing to press (no app bar): a page the server drew takes it over apart.
  return root ? <HydrateApart>{area}</HydrateApart> : area;
}
