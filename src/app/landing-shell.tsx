/**
 * The landing's own small shell, for a visitor's first load of `/` (landing.html, prerendered at
 * build time and hydrated by src/landing-main.tsx). It carries no router, no persisted cache and
 * no session: links are plain navigations into the app shell, the below-the-fold sections fetch
 * their content through a plain QueryClient, and everything that is not the first screen — the
 * service worker and its prompts, the sandbox badge, the visit record, analytics — loads after it.
 * A signed-in candidate never gets this shell: landing-main.tsx starts the whole app instead.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LandingPage } from '../features/landing/landing-page';
import { createQueryClient } from '../lib/query-client';
import { globalStyles } from '../ui/global-styles';

// Referenced so the bundler keeps the global stylesheet.
void globalStyles;

const queryClient = createQueryClient();

const AfterFirstScreen = lazy(() => import('./landing-extras').then((m) => ({ default: m.LandingExtras })));

export function LandingShell() {
  // Rendered only once hydrated: the prerendered markup has none of it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <QueryClientProvider client={queryClient}>
      <LandingPage signedIn={false} />
      {hydrated ? (
        <Suspense fallback={null}>
          <AfterFirstScreen />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
