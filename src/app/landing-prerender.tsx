/**
 * The landing's first screen as HTML, rendered at build time (scripts/prerender-landing.ts) into
 * landing.html, so `/` paints before any JavaScript runs; src/landing-main.tsx hydrates it.
 */
import { renderToString } from 'react-dom/server';
import { LandingShell } from './landing-shell';

export const renderLanding = (): string => renderToString(<LandingShell />);
