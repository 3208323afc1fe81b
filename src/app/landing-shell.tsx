/**
 * The landing's own small shell, for a visitor's first load of `/` (landing.html, prerendered at
 * build time and hydrated by src/landing-main.tsx). It carries no router, no persisted cache and
 * no session: links are plain navigations into the app shell, the below-the-fold sections fetch
 * their content through a plain QueryClient, and everything that is not the first screen — the
 * service worker and its prompts, the sandbox badge, the visit record, analytics — loads after it,
 * in a root of its own, so the page is not rendered a second time for it.
 * A signed-in candidate never gets this shell: landing-main.tsx starts the whole app instead.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { LandingPage } from '../features/landing/landing-page';
import { createQueryClient } from '../lib/query-client';
import { globalStyles } from '../ui/global-styles';
import { replayEarlyPresses } from './early-presses';

// Referenced so the bundler keeps the global stylesheet.
void globalStyles;

const queryClient = createQueryClient();

const LandingExtras = lazy(() => import('./landing-extras').then((m) => ({ default: m.LandingExtras })));

/** The prerendered first screen, hydrated. */
export function LandingShell() {
  useEffect(() => replayEarlyPresses(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <LandingPage signedIn={false} />
    </QueryClientProvider>
  );
}

/** What follows the first screen; the prerendered markup has none of it. */
export function LandingAfterFirstScreen() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <LandingExtras />
      </Suspense>
    </QueryClientProvider>
  );
}
