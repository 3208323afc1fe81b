/**
 * Boot of landing.html (`/` on a full load). A visitor's prerendered landing is hydrated by the
 * landing's small shell; a signed-in candidate gets the whole app instead (their banner, session
 * and outbox live there), which renders over the prerendered markup.
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingShell } from './app/landing-shell';
import { captureInstallPrompt } from './features/pwa/install-event';
import { startMonitoring } from './lib/monitoring';
import { readTokens } from './lib/tokens';

// Before anything renders: Chromium's install offer may come at once, and comes once per load.
captureInstallPrompt((via) => void import('./lib/analytics').then(({ track }) => track('install', { via })));

const root = document.getElementById('root');
if (root && readTokens()) {
  void import('./app/app').then(({ App }) => createRoot(root).render(<App />));
} else if (root) {
  hydrateRoot(root, <LandingShell />);
}

startMonitoring();

// The font's 90 @font-face rules (14 KB) would hold the first paint back: the prerendered page
// paints in the system font, and Pretendard follows.
void import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');
