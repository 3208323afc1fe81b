/**
 * The location the app's router reads and moves: the browser's, each move counted for the back
 * control (lib/in-app-history.ts) and starting the new page's scripts together (lib/route-scripts.ts).
 */
import { type BrowserLocationHook, useBrowserLocation } from 'wouter/use-browser-location';
import { navigateInApp } from '../lib/in-app-history';
import { fetchRouteScripts } from '../lib/route-scripts';

const navigate: typeof navigateInApp = (to, options) => {
  fetchRouteScripts(to);
  navigateInApp(to, options);
};

export const useAppLocation: BrowserLocationHook = (options) => [useBrowserLocation(options)[0], navigate];
