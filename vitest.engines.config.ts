import { defineConfig } from 'vitest/config';

/**
 * The candidate journeys in Firefox and WebKit (tests/engines, `npm run test:engines`), against
 * the production build in dist/. One file per engine, run side by side; inside a file the steps
 * run in order on one page, and a step fails naming its engine and itself.
 */
export default defineConfig({
  test: {
    include: ['tests/engines/*.engine.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: process.env.ENGINES_SERIAL !== '1',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['verbose'],
  },
});
