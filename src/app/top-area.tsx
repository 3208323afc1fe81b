/**
 * The top of every screen of the app shell, in the page's flow so it takes room rather than
 * covering anything: the app bar of a non-root screen (with the sandbox marker in it) or the
 * sandbox strip of a root, the offline/maintenance note, and the toasts (ui/toast.tsx). It sticks
 * to the top of the window, below the safe-area inset of a standalone window, except on a root
 * whose own header already does (the landing).
 */
import { styled } from '@linaria/react';
import { useParams } from 'wouter';
import { HydrateApart } from '../ui/hydrate-apart';
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

export function TopArea({ nav }: { nav: RouteNav }) {
  const params = useParams();
  const root = 'root' in nav;
  const area = (
    <Area data-sticky={!root || nav.root === 'tabs'}>
      {root ? (
        <SandboxBadge strip />
      ) : (
        <AppBar title={nav.title} parent={parentPath(nav.parent, params)} close={nav.close} end={<SandboxBadge />} />
      )}
      <OfflineIndicator />
      <div id={TOAST_SLOT_ID} role="status" aria-live="polite" />
    </Area>
  );
  // A root's has nothing to press (no app bar): a page the server drew takes it over apart.
  return root ? <HydrateApart>{area}</HydrateApart> : area;
}
