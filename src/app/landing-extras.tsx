/**
 * What the landing shell loads after the first screen: the same PWA layer and sandbox badge as the
 * app shell, the visit record (utm) and a page view. Kept out of the landing's first JavaScript.
 */
import { useEffect } from 'react';
import { recordVisit } from '../features/signup/utm';
import { PwaLayer } from './pwa-layer';
import { SandboxBadge } from './sandbox-badge';

export function LandingExtras() {
  useEffect(() => {
    void recordVisit();
    void import('../lib/analytics').then(({ track }) => track('page_view', undefined, window.location.pathname));
  }, []);
  return (
    <>
      <SandboxBadge />
      <PwaLayer />
    </>
  );
}
