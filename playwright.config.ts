/**
 * Browser tests in Debian's Chromium (never a downloaded browser), against the real server as
 * operators run it (the build's dist-server/, so `npm run build` first) serving the Preact build
 * (what users get) and, for a smoke test, the React build. Each run starts from an empty PGlite database.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SERVER_ENTRY } from './scripts/server-entry';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = `${Date.now()}`;
// E2E_PORT moves the three servers (E2E_PORT and the next two ports), so two checkouts can run at once.
const preactPort = Number(process.env.E2E_PORT ?? 4173);
const reactPort = preactPort + 1;
const secondPreactPort = preactPort + 2;

/**
 * Where the journeys' servers of their own (tests/e2e/own-server.ts) take their ports: 100 past
 * E2E_PORT, OWN_SERVER_PORTS_PER_WORKER for each of the two workers, so never on one the other
 * worker's server is given, nor in the range outgoing connections take theirs from.
 */
export const OWN_SERVER_FIRST_PORT = preactPort + 100;
export const OWN_SERVER_PORTS_PER_WORKER = 50;

/**
 * Two journeys run at once, each on a Preact server of its own: a journey never sees another's writes.
 * These specs go to the second server, which also runs the React build's smoke test; a new spec joins
 * the first. On a quiet two-core machine (2026-11-29) the first server's journeys took 488 s and the
 * second's, with the React one, 503 s; on a slow one (2026-11-30) 1,513 s and 1,745 s, before the public
 * pages' axe checks took ~45 % less (public-pages.spec.ts, 432 s of the second's). Move a spec when one
 * side outgrows the other.
 */
const SECOND_SERVER_SPECS =
  /\/(outbox|offline-writes|offline-relaunch|installed-app|push|pwa|coffee-chat-meeting|first-offers|public-pages)\.spec\.ts$/;

/** Short-lived access tokens make every journey exercise the silent refresh. */
export const E2E_ACCESS_TOKEN_TTL_SECONDS = 3;

/** The push service host the e2e servers accept besides the real ones (PUSH_SERVICE_HOSTS). */
export const E2E_PUSH_SERVICE_HOST = 'push.example.invalid';

/** What every e2e server runs with, besides its port and folders (tests/e2e/own-server.ts too). */
export const E2E_SERVER_ENV = {
  SANDBOX: '1',
  LOG_LEVEL: 'warn',
  ACCESS_TOKEN_TTL_SECONDS: String(E2E_ACCESS_TOKEN_TTL_SECONDS),
  // Every journey signs the demo candidate in; the hourly limit has its own API test.
  CODE_SENDS_PER_HOUR: '100',
  EXIST_CHECKS_PER_HOUR: '1000',
  LOGIN_ATTEMPTS_PER_HOUR: '1000',
  // Every journey comes from 127.0.0.1 and the demo candidate writes in many: the limits per
  // address and per candidate have their own API tests (abuse-limits.test.ts).
  CODE_SENDS_PER_ADDRESS_PER_HOUR: '1000',
  SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
  VERIFY_REQUESTS_PER_ADDRESS_PER_HOUR: '1000',
  INQUIRIES_PER_DAY: '1000',
  MESSAGES_PER_HOUR: '1000',
  // push.spec.ts renews a subscription on this never-resolving host (RFC 6761 .invalid): a push
  // service the server accepts, yet no push ever leaves the machine.
  PUSH_SERVICE_HOSTS: E2E_PUSH_SERVICE_HOST,
  // Journeys run at any hour; quiet hours have their API test (tests/api/quiet-hours.test.ts).
  PUSH_QUIET_HOURS: '0',
  // Journeys send the demo candidate their own offers and count them: no seeded ones beside them.
  SANDBOX_DEMO_ACTIVITY: '0',
  // Journeys stop their own servers to be offline: no balancer waits for the drain (its own test: graceful-shutdown).
  SHUTDOWN_DRAIN_MS: '0',
};

const server = (port: number, staticDir: string, dataDir = path.join('.tmp', `e2e-${port}-${run}`)) => ({
  // A migrated, empty database unpacked first: far cheaper than the server's initdb (tests/api/pglite-template.ts).
  command: `node_modules/.bin/tsx tests/api/pglite-template.ts ${path.join(dataDir, 'pglite')} && exec node ${SERVER_ENTRY}`,
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    STATIC_DIR: staticDir,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ...E2E_SERVER_ENV,
  },
});

/** Debian's Chromium without the background traffic (sync, component updates) that would share the network and CPU; the bench launches it so too. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One journey at a time per server (each project's `workers: 1`), two servers at once.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A journey that waits for the worker's first install (the whole precache: ~3 s after the landing's 5 s on a
  // quiet two-core machine, sw/precache.ts) takes several times that while the two servers' journeys share it.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'preact',
      testIgnore: [/react-build\.spec\.ts/, SECOND_SERVER_SPECS],
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${preactPort}` },
    },
    {
      name: 'preact-2',
      testMatch: SECOND_SERVER_SPECS,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${secondPreactPort}` },
    },
    {
      name: 'react',
      testMatch: /react-build\.spec\.ts/,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${reactPort}` },
    },
  ],
  webServer: [server(preactPort, 'dist'), server(secondPreactPort, 'dist'), server(reactPort, 'dist-react')],
});
