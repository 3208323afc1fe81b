/**
 * Boot only: keep Chromium's install offer, render the shell, start monitoring after first paint.
 * The service worker is registered by the PWA layer the shell loads (app/pwa-layer.tsx).
 */
import { renderApp } from './app/app';
import { replayEarlyPresses } from './app/early-presses';
import { startPage } from './app/routes';
import { captureInstallPrompt } from './features/pwa/install-event';
import { startMonitoring } from './lib/monitoring';
import { nextTask } from './lib/next-task';

// Before anything renders: Chromium's install offer may come at once, and comes once per load.
captureInstallPrompt((via) => void import('./lib/analytics').then(({ track }) => track('install', { via })));

const started = startPage(window.location.pathname);
const root = document.getElementById('root');
// A page the server drew (server/http/offers-render.ts) is taken over once its code and data are
// here, so the first render draws it again rather than a loading screen over it; a button pressed
// on the drawn page before then is pressed again (its loader remembered it, as the landing's does).
// The page's code runs in a task, the page is taken over in the next: together they were one long
// task (Lighthouse counts every task over 50 ms at 4× CPU as blocking).
if (root?.hasChildNodes()) {
  void started.then(nextTask).then(() => {
    renderApp(root, { drawn: true });
    replayEarlyPresses();
  });
} else if (root) renderApp(root);

startMonitoring();
