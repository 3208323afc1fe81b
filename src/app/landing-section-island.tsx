/**
 * One section below the landing's fold, hydrated as its own root once the visitor is near it
 * (landing-islands.tsx). It brings what only the sections use: React Query, and the persisted
 * cache, read before the section's first render so the companies show offline too.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import type { LandingSection } from '../features/landing/landing-islands';
import { queryClient } from '../lib/query-client';
import { LazySection } from '../ui/lazy-section';
import { restoreLandingCache } from './landing-persisted-cache';

export async function hydrateSection(element: HTMLElement, section: LandingSection): Promise<void> {
  await restoreLandingCache(queryClient);
  hydrateRoot(
    element,
    <QueryClientProvider client={queryClient}>
      <LazySection load={section.load} reserve={section.reserve} />
    </QueryClientProvider>,
  );
}
