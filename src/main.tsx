/**
 * Boot only: keep Chromium's install offer, render the shell, start monitoring after first paint.
 * The service worker is registered by the PWA layer the shell loads (app/pwa-layer.tsx).
 */
import { renderApp } from './app/app';
import { replayEarlyPresses } from './app/early-presses';
import { startPage } from './app/routes';
import { DRAWN_OFFER_ELEMENT_ID } from './contract/offer-shell';
import { captureInstallPrompt } from './features/pwa/install-event';
import { startMonitoring } from './lib/monitoring';
import { nextTask } from './lib/next-task';

// Before anything renders: Chromium's install offer may come at once, and comes once per load.
captureInstallPrompt((via) => void import('./lib/analytics').then(({ track }) => track('install', { via })));

const root = document.getElementById('root');
// A page the server drew (server/http/offers-render.ts) or the worker drew (sw/offer-page.ts) is taken
// over once its code and data are here, so the first render draws it again rather than a loading
// screen over it; a button pressed on the drawn page before then is pressed again (its loader
// remembered it, as the landing's does).
// The shell's modules, the page's code and the taking over each run in a task of their own:
// together they were one long task (Lighthouse counts every task over 50 ms at 4× CPU as
// blocking). Its chunks are preloaded by the drawn page already, so starting it a task later
// costs no time.
if (root?.hasChildNodes()) {
  void nextTask()
    .then(() => startPage(window.location.pathname))
    .then(nextTask)
    .then(() => {
      // The offer a page the worker drew carries is taken by the page's start (features/offers/drawn-offer.ts);
      // one still here is not this session's, and that page is drawn anew.
      if (document.getElementById(DRAWN_OFFER_ELEMENT_ID)) {
        root.replaceChildren();
        renderApp(root);
        return;
      }
      renderApp(root, { drawn: true });
      replayEarlyPresses();
    });
} else {
  void startPage(window.location.pathname);
  if (root) renderApp(root);
}

startMonitoring();
