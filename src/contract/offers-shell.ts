/**
 * The shell a signed-in candidate's offers page is drawn into by the server (scripts/offers-shell.ts
 * writes it beside the SSR renderer at build time; server/http/offers-render.ts fills it).
 */
export const OFFERS_SHELL_FILE = 'offers-shell.html';

/** Where the page's markup goes, inside `#root`. */
export const OFFERS_SHELL_PLACEHOLDER = '<!--offers-->';

/** The SSR build's renderer module (src/app/offers-prerender.tsx). */
export const OFFERS_RENDERER_FILE = 'offers-prerender.js';
