/**
 * Boot of landing.html (`/` on a full load). A visitor's prerendered landing is hydrated by the
 * landing's small shell; a signed-in candidate gets the whole app instead (their banner, session
 * and outbox live there), which renders over the prerendered markup.
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingAfterFirstScreen, LandingShell } from './app/landing-shell';
import { captureInstallPrompt } from './features/pwa/install-event';
import { startMonitoring } from './lib/monitoring';
import { readTokens } from './lib/tokens';

// Before anything renders: Chromium's install offer may come at once, and comes once per load.
captureInstallPrompt((via) => void import('./lib/analytics').then(({ track }) => track('install', { via })));

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const root = document.getElementById('root');
if (root && readTokens()) {
  void import('./app/app').then(({ renderApp }) => renderApp(root));
} else if (root) {
  // Evaluating the modules, hydrating the page and starting what follows it are three tasks, none
  // long enough on a slow phone to hold back a tap.
  void nextTask()
    .then(() => {
      hydrateRoot(root, <LandingShell />);
      return nextTask();
    })
    .then(() => {
      // Before the landing: the sandbox marker and the offline note take room above it.
      const extras = document.createElement('div');
      document.body.prepend(extras);
      createRoot(extras).render(<LandingAfterFirstScreen />);
    });
}

startMonitoring();
