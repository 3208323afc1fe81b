/**
 * The application shell: the one jotai store, the one QueryClient (restored from IndexedDB
 * before queries run), the route table, the app-wide dialogs and, once the page has loaded
 * (lib/after-load.ts), the PWA layer and the outbox. `renderApp` starts it on either entry.
 */

import { Provider as JotaiProvider } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { afterLoad, useAfterLoad } from '../lib/after-load';
import { persistWhenHidden } from '../lib/persister';
import { queryClient } from '../lib/query-client';
import { refreshOnReconnect } from '../lib/refresh-on-reconnect';
import { readRouteScripts } from '../lib/route-scripts';
import { watchConnection } from '../lib/server-availability';
import { appStore } from '../session/app-store';
import { LinkProvider } from '../ui/app-link';
import { globalStyles } from '../ui/global-styles';
import { hydrateInParts } from '../ui/hydrate-apart';
import { trackInputModality } from '../ui/input-modality';
import { AnalyticsTracker } from './analytics-tracker';
import { useAppLocation } from './app-location';
import { OutboxStarter } from './outbox-starter';
import { PersistedQueryProvider, preloadPersistedSync } from './persisted-query-provider';
import { PrefetchLink } from './prefetch-link';
import { RouteSwitch } from './route-switch';
import { SessionExpiredAlert } from './session-expired-alert';

// Referenced so the bundler keeps the global stylesheet.
void globalStyles;

const PwaLayer = lazy(() => import('./pwa-layer').then((m) => ({ default: m.PwaLayer })));
// With its contract: the footer's details are no first screen's business.
const LoadCompanyDetails = lazy(() =>
  import('../ui/load-company-details').then((m) => ({ default: m.LoadCompanyDetails })),
);

/**
 * Mounted once the page has loaded, on its own: its turning on re-renders nothing else. The outbox,
 * the PWA layer and the footer's registration details each start in a task of their own (lib/after-load.ts).
 */
function AfterLoad() {
  const outbox = useAfterLoad();
  const pwa = useAfterLoad();
  const footerDetails = useAfterLoad();
  return (
    <>
      {outbox ? <OutboxStarter /> : null}
      {footerDetails ? (
        <Suspense fallback={null}>
          <LoadCompanyDetails />
        </Suspense>
      ) : null}
      {pwa ? (
        <Suspense fallback={null}>
          <PwaLayer />
        </Suspense>
      ) : null}
    </>
  );
}

function App() {
  // Once the page is up: the tab's first request, made among the first render's effects, was the
  // longest part of that task on a cold visit. Its module waits too: the sign-up contract it
  // validates with is no first screen's business.
  useEffect(
    () =>
      void afterLoad()
        .then(() => import('../features/signup/utm'))
        .then((utm) => utm.recordVisit()),
    [],
  );
  // The pages' scripts, so a page moved to fetches them together (lib/route-scripts.ts).
  useEffect(() => void afterLoad().then(() => readRouteScripts()), []);
  return (
    <JotaiProvider store={appStore}>
      <PersistedQueryProvider client={queryClient}>
        <Router hook={useAppLocation}>
          <LinkProvider value={PrefetchLink}>
            <RouteSwitch />
          </LinkProvider>
          <AnalyticsTracker />
          <SessionExpiredAlert />
          <AfterLoad />
        </Router>
      </PersistedQueryProvider>
    </JotaiProvider>
  );
}

/**
 * Renders the app into `root`. The stored query cache is read from here, beside the first render,
 * not after it: the provider starts its restore only once the first frame is out, and a page opened
 * from a notification in a new window paints its offer from that copy. Stale queries refresh when
 * the connection comes back from this moment on, not only once the PWA layer arrives after load: a
 * page opened offline whose connection returned before then kept its old offers. Leaving
 * the page writes the query cache at once, so a screen seen for a moment is kept offline.
 */
export function renderApp(root: HTMLElement, { drawn = false } = {}) {
  preloadPersistedSync();
  refreshOnReconnect(queryClient);
  trackInputModality();
  persistWhenHidden();
  watchConnection();
  // A page the server drew keeps its elements: the app takes them over (a button pressed on the
  // drawn page is the one pressed again, early-presses.ts) instead of drawing the page anew.
  // Its offer cards each in a task of their own (ui/hydrate-apart.tsx).
  if (drawn) hydrateInParts(() => hydrateRoot(root, <App />));
  else createRoot(root).render(<App />);
}
