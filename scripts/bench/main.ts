/**
 * `npm run bench` (after both builds): every measurement of issues 9 and 23 in order, one at a time so they
 * do not compete for the CPU, then docs/PERFORMANCE.md. A measurement that fails is reported as
 * such and the others still run. BENCH_QUICK=1 makes it a quick check (settings.ts). Raw results
 * and Lighthouse's reports are kept in .tmp/bench/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureApiLoad } from './api-load';
import { startAppServer } from './app-server';
import { measureBytes } from './bytes';
import { measureGrowth } from './growth';
import { measureLandingJs } from './landing-js';
import { measureLighthouse } from './lighthouse';
import { loadAverage, machineInfo } from './machine';
import { measureMixedTraffic } from './mixed-traffic';
import { measureNotificationReturn } from './notification-return';
import { measureOfflineVisit } from './offline-visit';
import { postgresInfo } from './postgres';
import { writeReport } from './report';
import type { BenchResults, Section } from './results';
import { measureServerStart } from './server-start';
import { settings } from './settings';
import { checkTargets } from './targets';

const OUT_DIR = path.resolve('.tmp', 'bench');
/** How long to wait for other work on the machine to calm down before measuring (BENCH_QUIET_WAIT, seconds). */
const QUIET_WAIT_SECONDS = Number(process.env.BENCH_QUIET_WAIT ?? (settings.quick ? 0 : 120));
const QUIET_POLL_MS = 10_000;

/** Waits, up to QUIET_WAIT_SECONDS, for the load average to drop to the number of cores; answers it. */
async function waitForQuietMachine(cores: number): Promise<number> {
  const deadline = Date.now() + QUIET_WAIT_SECONDS * 1000;
  while (loadAverage() > cores && Date.now() < deadline) {
    process.stdout.write(`  load average ${loadAverage()} on ${cores} cores: waiting for it to settle\n`);
    await new Promise((resolve) => setTimeout(resolve, QUIET_POLL_MS));
  }
  return loadAverage();
}

async function measure<T>(title: string, run: () => Promise<T> | T): Promise<Section<T>> {
  process.stdout.write(`\n${title}\n`);
  const started = performance.now();
  try {
    const value = await run();
    process.stdout.write(`  done in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    return { ok: true, value, loadAverage: loadAverage() };
  } catch (error) {
    console.error(`  ${title} failed:`, error);
    return { ok: false, error: (error as Error).message.split('\n')[0], loadAverage: loadAverage() };
  }
}

async function main() {
  const startedAt = new Date();
  mkdirSync(OUT_DIR, { recursive: true });
  const postgres = await postgresInfo();
  const machine = machineInfo(postgres.description);
  process.stdout.write(
    `bench${settings.quick ? ' (quick)' : ''}: ${machine.cpuModel}, ${machine.cores} cores, ${postgres.description}\n`,
  );

  const bytes = await measure('1. bytes', measureBytes);
  const loadAverageAtStart = await waitForQuietMachine(machine.cores);
  const app = await measure('   (the app server for the browser figures)', () =>
    startAppServer(settings.browserOffers),
  );
  const unavailable = {
    ok: false as const,
    error: app.ok ? '' : `the app server did not start: ${app.error}`,
    loadAverage: 0,
  };
  const lighthouse = app.ok
    ? await measure('2. lighthouse', () => measureLighthouse(app.value.url, settings.lighthouseRuns, OUT_DIR))
    : unavailable;
  const landingJs = app.ok
    ? await measure('   the landing’s JavaScript, untouched', () =>
        measureLandingJs(app.value.url, settings.landingJsVisits),
      )
    : unavailable;
  const offline = app.ok
    ? await measure('3. offline repeat visit', () => measureOfflineVisit(app.value.url, settings.offlineVisits))
    : unavailable;
  const notificationReturn = app.ok
    ? await measure('   the notification return', () =>
        measureNotificationReturn(app.value.url, settings.notificationReturns),
      )
    : unavailable;
  if (app.ok) await app.value.dispose();
  const api = await measure('4. API under load', () => measureApiLoad(settings, postgres, OUT_DIR));
  const serverStart = await measure('4a. server start from the build', () => measureServerStart(settings, postgres));
  const growth = await measure('5. growth', () => measureGrowth(settings, postgres));
  process.stdout.write('\nmixed traffic\n');
  const mixedTraffic = await measureMixedTraffic(settings, postgres);
  if (mixedTraffic.status !== 'measured') process.stdout.write(`  ${mixedTraffic.note}\n`);

  const results: BenchResults = {
    startedAt: startedAt.toISOString().replace(/\.\d+Z$/, 'Z'),
    durationSeconds: (Date.now() - startedAt.getTime()) / 1000,
    quick: settings.quick,
    loadAverageAtStart,
    machine,
    bytes,
    lighthouse,
    landingJs,
    offline,
    notificationReturn,
    api,
    serverStart,
    growth,
    mixedTraffic,
  };
  writeFileSync(path.join(OUT_DIR, 'results.json'), JSON.stringify(results, null, 2));
  writeReport(results);

  process.stdout.write(`\ndocs/PERFORMANCE.md written (${Math.round(results.durationSeconds)} s)\n`);
  for (const check of checkTargets(results)) {
    process.stdout.write(
      `  ${check.met === undefined ? '–' : check.met ? '✓' : '✗'} ${check.target}: ${check.measured}\n`,
    );
  }
}

main().then(
  // Servers and browsers are gone by now; anything left (a stuck socket) must not keep the bench open.
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
