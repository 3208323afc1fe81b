/**
 * Boot of landing.html (`/` on a full load). A visitor's prerendered landing comes alive as islands
 * (app/landing-islands.tsx): the menu and the rolling strip, then each section below the fold as the
 * visitor nears it; the rest of the page stays static markup. The extras (app/landing-extras.tsx)
 * follow the first interaction, or 5 s of none. A signed-in candidate gets the whole app instead
 * (their banner, session and outbox live there), which renders over the prerendered markup.
 */
import { startLandingIslands } from './app/landing-islands';
import { captureInstallPrompt } from './features/pwa/install-event';
import { rememberEntry } from './features/signup/utm-entry';
import { afterFirstInteraction } from './lib/after-first-interaction';
import { startMonitoring } from './lib/monitoring';
import { readTokens } from './lib/tokens';
import { globalStyles } from './ui/global-styles';
import { trackInputModality } from './ui/input-modality';

// Referenced so the bundler keeps the global stylesheet.
void globalStyles;
trackInputModality();

// Before anything renders: Chromium's install offer may come at once, and comes once per load.
captureInstallPrompt((via) => void import('./lib/analytics').then(({ track }) => track('install', { via })));

const root = document.getElementById('root');
if (root && readTokens()) {
  void import('./app/app').then(({ renderApp }) => renderApp(root));
} else if (root) {
  // The visit is recorded with the extras; a visitor may be gone before, so its address is kept now.
  rememberEntry();
  void startLandingIslands();
  afterFirstInteraction(
    () => void import('./app/landing-extras').then(({ startLandingExtras }) => startLandingExtras()),
  );
}

startMonitoring();
