/**
 * The fuzz suite: for every route the app registers (a new route is fuzzed without being listed),
 * a fast-check property sends FUZZ_RUNS hostile requests and checks every answer (verdict.ts).
 * Routes are dealt to two files by index, so vitest can run them in parallel (given more than two CPUs:
 * with two it keeps one worker). 200 runs a route take about a minute on PGlite, 1.5 with PostgreSQL too.
 *
 * A failure prints its seed and path; replay it with
 *   FUZZ_SEED=<seed> FUZZ_PATH=<path> FUZZ_ROUTE='<METHOD /path>' npx vitest run tests/api/fuzz
 */
import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import { registeredRoutes, routeKey } from '../route-table';
import { drivers } from '../test-app';
import { requestArbitrary, send } from './requests';
import { expectSoundAnswer } from './verdict';
import { createWorld } from './world';

/** Runs per route: 200 in `npm test`, more in `npm run fuzz`. */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/** Log lines kept before the captured log is cleared (a long run would otherwise hold them all). */
const LOG_LINES_KEPT = 5_000;
/** Per-run allowance for the test's timeout, generous for shrinking a failure. */
const MS_PER_RUN = 250;
const TEST_TIMEOUT_MS = FUZZ_RUNS * MS_PER_RUN + 60_000;
/** fast-check stops (running or shrinking) before the test would time out, so a failure still reports its seed. */
const PROPERTY_TIME_LIMIT_MS = TEST_TIMEOUT_MS - 20_000;
/** One request this slow fails the property (a hang is a finding too), with its seed. */
const REQUEST_TIMEOUT_MS = 15_000;

function replayHint(details: { seed: number; counterexamplePath: string | null }, key: string) {
  return `replay: FUZZ_SEED=${details.seed} FUZZ_PATH=${details.counterexamplePath} FUZZ_ROUTE='${key}' npx vitest run tests/api/fuzz`;
}

/** Defines the suites of shard `shard` (0-based) of `shards`, one per database driver. */
export async function fuzzRouteShard(shard: number, shards: number) {
  const only = process.env.FUZZ_ROUTE;
  const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
  const path = process.env.FUZZ_PATH;

  for (const driver of drivers) {
    const world = await createWorld(driver);
    const routes = registeredRoutes(world.app).filter((_, index) => index % shards === shard);

    describe(`fuzzed routes (part ${shard + 1} of ${shards}) on ${driver}`, () => {
      afterAll(() => world.app.close());

      for (const route of routes) {
        const key = routeKey(route);
        const test = only === undefined || only === key ? it : it.skip;
        test(
          `${key} answers hostile input without a 5xx or a leak, always in the error shape`,
          async () => {
            const property = fc.asyncProperty(requestArbitrary(route, world), async (request) => {
              if (world.app.logs.length > LOG_LINES_KEPT) world.app.logs.length = 0;
              const logsFrom = world.app.logs.length;
              const { response, authorization } = await send(route, world, request);
              await expectSoundAnswer(world.app, request, authorization, response, logsFrom);
            });
            const details = await fc.check(property, {
              numRuns: FUZZ_RUNS,
              seed,
              path,
              timeout: REQUEST_TIMEOUT_MS,
              interruptAfterTimeLimit: PROPERTY_TIME_LIMIT_MS,
              markInterruptAsFailure: true,
            });
            if (details.failed) {
              const cause =
                details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance;
              throw new Error(`${fc.defaultReportMessage(details)}\n${cause}\n${replayHint(details, key)}`);
            }
          },
          TEST_TIMEOUT_MS,
        );
      }
    });
  }
}
