/**
 * The application shell: the one jotai store, the one QueryClient (restored from IndexedDB
 * before queries run), the route table, the app-wide dialogs and, loaded after it, the PWA layer.
 */

import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Provider as JotaiProvider } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { recordVisit } from '../features/signup/utm';
import { persistOptions } from '../lib/persister';
import { queryClient } from '../lib/query-client';
import { LinkProvider } from '../ui/app-link';
import { globalStyles } from '../ui/global-styles';
import { AnalyticsTracker } from './analytics-tracker';
import { appStore } from './app-store';
import { OutboxStarter } from './outbox-starter';
import { PrefetchLink } from './prefetch-link';
import { RouteSwitch } from './route-switch';
import { SandboxBadge } from './sandbox-badge';
import { SessionExpiredAlert } from './session-expired-alert';

// Referenced so the bundler keeps the global stylesheet.
void globalStyles;

const PwaLayer = lazy(() => import('./pwa-layer').then((m) => ({ default: m.PwaLayer })));

export function App() {
  useEffect(() => void recordVisit(), []);
  return (
    <JotaiProvider store={appStore}>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={persistOptions}
        onSuccess={() => queryClient.resumePausedMutations()}
      >
        <LinkProvider value={PrefetchLink}>
          <RouteSwitch />
        </LinkProvider>
        <AnalyticsTracker />
        <SessionExpiredAlert />
        <SandboxBadge />
        <OutboxStarter />
        <Suspense fallback={null}>
          <PwaLayer />
        </Suspense>
      </PersistQueryClientProvider>
    </JotaiProvider>
  );
}
