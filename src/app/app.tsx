/**
 * The application shell: the one jotai store, the one QueryClient (restored from IndexedDB
 * before queries run), the route table, the app-wide dialogs and, once the page has loaded
 * (lib/after-load.ts), the PWA layer and the outbox. `renderApp` starts it on either entry.
 */

import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Provider as JotaiProvider } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { recordVisit } from '../features/signup/utm';
import { useAfterLoad } from '../lib/after-load';
import { persistOptions, persistWhenHidden } from '../lib/persister';
import { queryClient } from '../lib/query-client';
import { refreshOnReconnect } from '../lib/refresh-on-reconnect';
import { watchConnection } from '../lib/server-availability';
import { appStore } from '../session/app-store';
import { LinkProvider } from '../ui/app-link';
import { globalStyles } from '../ui/global-styles';
import { AnalyticsTracker } from './analytics-tracker';
import { trackInAppHistory } from './in-app-history';
import { OutboxStarter } from './outbox-starter';
import { PrefetchLink } from './prefetch-link';
import { RouteSwitch } from './route-switch';
import { SessionExpiredAlert } from './session-expired-alert';

// Referenced so the bundler keeps the global stylesheet.
void globalStyles;

const PwaLayer = lazy(() => import('./pwa-layer').then((m) => ({ default: m.PwaLayer })));

export function App() {
  useEffect(() => void recordVisit(), []);
  const loaded = useAfterLoad();
  return (
    <JotaiProvider store={appStore}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <LinkProvider value={PrefetchLink}>
          <RouteSwitch />
        </LinkProvider>
        <AnalyticsTracker />
        <SessionExpiredAlert />
        {loaded ? (
          <>
            <OutboxStarter />
            <Suspense fallback={null}>
              <PwaLayer />
            </Suspense>
          </>
        ) : null}
      </PersistQueryClientProvider>
    </JotaiProvider>
  );
}

/**
 * Renders the app into `root`. Stale queries refresh when the connection comes back from this
 * moment on, not only once the PWA layer arrives after load: a page opened offline whose
 * connection returned before then kept its old offers. The app's history entries are counted
 * from the start, so a back control knows whether anything of the app is behind it, and leaving
 * the page writes the query cache at once, so a screen seen for a moment is kept offline.
 */
export function renderApp(root: HTMLElement) {
  refreshOnReconnect(queryClient);
  trackInAppHistory();
  persistWhenHidden();
  watchConnection();
  createRoot(root).render(<App />);
}
