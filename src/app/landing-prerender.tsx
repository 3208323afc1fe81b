/**
 * The landing as HTML, rendered at build time (scripts/prerender-landing.ts) into landing.html, so
 * `/` paints before any JavaScript runs. The page carries its islands' markers (ui/island.tsx):
 * src/landing-main.tsx hydrates those alone (app/landing-islands.tsx).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { LandingPage } from '../features/landing/landing-page';
import { createQueryClient } from '../lib/query-client';

export const renderLanding = (): string =>
  renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <LandingPage signedIn={false} />
    </QueryClientProvider>,
  );
