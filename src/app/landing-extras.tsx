/**
 * What the landing shell loads after the first screen: the same PWA layer, sandbox marker and
 * offline note as the app shell (its root comes before the landing's, so they take room above it
 * instead of covering it), the visit record (utm), a page view, and the persisted query cache (so
 * the companies below the fold show offline too; written at once when the page is left, as in the
 * app). Kept out of the landing's first JavaScript.
 */
import { useQueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { useEffect } from 'react';
import { recordVisit } from '../features/signup/utm';
import { persistOptions, persistWhenHidden } from '../lib/persister';
import { OfflineIndicator } from './offline-indicator';
import { PwaLayer } from './pwa-layer';
import { SandboxBadge } from './sandbox-badge';

export function LandingExtras() {
  const queryClient = useQueryClient();
  // Only a visitor gets this shell, so the cache it saves holds nothing but the landing's content.
  useEffect(() => persistQueryClient({ queryClient, ...persistOptions })[0], [queryClient]);
  useEffect(() => persistWhenHidden(), []);
  useEffect(() => {
    void recordVisit();
    void import('../lib/analytics').then(({ track }) => track('page_view', undefined, window.location.pathname));
  }, []);
  return (
    <>
      <SandboxBadge strip />
      <OfflineIndicator />
      <PwaLayer />
    </>
  );
}
