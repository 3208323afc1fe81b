/**
 * What the landing loads once the visitor has touched the page or left it alone for 5 s, in an
 * idle moment (lib/after-first-interaction.ts): the sandbox marker, the offline note, the service
 * worker and its update prompt, the visit record (utm) and a page view. Kept out of the first
 * JavaScript. Neither the marker nor the note moves the page when it appears: the marker goes into
 * the header's free room beside the brand, the note sits over the bottom edge.
 */
import { styled } from '@linaria/react';
import { createRoot } from 'react-dom/client';
import { landingIslands } from '../features/landing/landing-islands';
import { recordVisit } from '../features/signup/utm';
import { islandSelector } from '../ui/island';
import { LandingPwa } from './landing-pwa';
import { OfflineIndicator } from './offline-indicator';
import { fetchHealth, SandboxMarker } from './sandbox-marker';

const BottomEdge = styled.div`
  position: fixed;
  right: 0;
  bottom: env(safe-area-inset-bottom);
  left: 0;
  z-index: 110;
`;

async function markSandbox() {
  const slot = document.querySelector(islandSelector(landingIslands.sandbox));
  const health = await fetchHealth().catch(() => undefined);
  if (slot && health?.sandbox) createRoot(slot).render(<SandboxMarker />);
}

export function startLandingExtras(): void {
  void markSandbox();
  const layer = document.createElement('div');
  document.body.append(layer);
  createRoot(layer).render(
    <>
      <BottomEdge>
        <OfflineIndicator />
      </BottomEdge>
      <LandingPwa />
    </>,
  );
  void recordVisit();
  // Leaving the page while the chunk loads fails the import (Firefox reports it): that page view is lost, no more.
  void import('../lib/analytics')
    .then(({ track }) => track('page_view', undefined, window.location.pathname))
    .catch(() => undefined);
}
