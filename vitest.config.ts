import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Unit tests run in React mode (see vite.config.ts); API tests build the app on a fresh database. */
export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'test' }), {
    test: {
      // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine,
      // which ran the whole suite file after file. API files mostly wait on PGlite and PostgreSQL.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'client',
            include: ['src/**/*.test.{ts,tsx}'],
            environment: 'happy-dom',
            // Each file in a VM context of a long-lived worker, instead of a process of its own: happy-dom and
            // the modules' code are loaded once per worker. 167 files took 214 s here on forks (144 s of it
            // setting up happy-dom) and 56 s on vmThreads (2026-11-30). The Node projects stay on forks:
            // in a VM context Node's own errors are of another realm (`instanceof Error` is false).
            pool: 'vmThreads',
            setupFiles: ['./src/test-setup.ts'],
            // Through Vite, so its props filter is the checked one (scripts/dom-prop-filter.ts).
            server: { deps: { inline: ['@linaria/react'] } },
          },
        },
        {
          extends: true,
          test: { name: 'server', include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' },
        },
        {
          // The service worker's handlers, with a fake worker scope (sw/*.test.ts).
          extends: true,
          test: { name: 'sw', include: ['sw/**/*.test.ts'], environment: 'node' },
        },
        {
          extends: true,
          test: {
            name: 'api',
            include: ['tests/api/**/*.test.ts'],
            environment: 'node',
            // Every file imports the whole server (~2 s a file, ~100 files); the suites mock nothing and
            // each boots its own app on its own database, so a worker keeps its modules from file to file.
            isolate: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          // The rehearsal's short form (scripts/rehearse/): a PostgreSQL cluster, PgBouncer, HAProxy and
          // three replicas of its own, ~1.5 min. Its group runs after the others', alone on the cores.
          extends: true,
          test: {
            name: 'rehearsal',
            include: ['tests/rehearse/**/*.test.ts'],
            environment: 'node',
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  }),
);
