/**
 * The application shell: the one jotai store, the one QueryClient (restored from IndexedDB
 * before queries run), the route table and the app-wide dialogs.
 */

import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect } from 'react';
import { recordVisit } from '../features/signup/utm';
import { persistOptions } from '../lib/persister';
import { queryClient } from '../lib/query-client';
import { globalStyles } from '../ui/global-styles';
import { AnalyticsTracker } from './analytics-tracker';
import { appStore } from './app-store';
import { RouteSwitch } from './route-switch';
import { SandboxBadge } from './sandbox-badge';
import { SessionExpiredAlert } from './session-expired-alert';

// Referenced so the bundler keeps the global stylesheet.
void globalStyles;

export function App() {
  useEffect(() => void recordVisit(), []);
  return (
    <JotaiProvider store={appStore}>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={persistOptions}
        onSuccess={() => queryClient.resumePausedMutations()}
      >
        <RouteSwitch />
        <AnalyticsTracker />
        <SessionExpiredAlert />
        <SandboxBadge />
      </PersistQueryClientProvider>
    </JotaiProvider>
  );
}
