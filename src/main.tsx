/**
 * Boot only: keep Chromium's install offer, render the shell, start monitoring after first paint.
 * The service worker is registered by the PWA layer the shell loads (app/pwa-layer.tsx).
 */
import { renderApp } from './app/app';
import { startPage } from './app/routes';
import { captureInstallPrompt } from './features/pwa/install-event';
import { startMonitoring } from './lib/monitoring';

// Before anything renders: Chromium's install offer may come at once, and comes once per load.
captureInstallPrompt((via) => void import('./lib/analytics').then(({ track }) => track('install', { via })));

startPage(window.location.pathname);
const root = document.getElementById('root');
if (root) renderApp(root);

startMonitoring();
