/** Issues 9 and 23's targets, checked against one run's figures. */

import { LANDING_JS_BUDGET, ROUTE_BUDGET } from '../size-budgets';
import type { EndpointLoad } from './api-load';
import type { BytesResult } from './bytes';
import type { LighthouseFigures, LighthousePage } from './lighthouse';
import type { Connection, NotificationReturnResult } from './notification-return';
import type { BenchResults, Section } from './results';

export type TargetId =
  | 'landing-js'
  | 'route-max'
  | 'sentry-replay'
  | 'home-score'
  | 'home-lcp'
  | 'home-tbt'
  | 'home-cls'
  | 'landing-js-untouched'
  | 'attack-score'
  | 'attack-lcp'
  | 'attack-score-returning'
  | 'offline-visit'
  | 'notification-return-online'
  | 'notification-return-offline'
  | 'api-throughput'
  | 'api-p99'
  | 'api-errors'
  | 'search-p95'
  | 'search-growth';

export interface TargetCheck {
  id: TargetId;
  target: string;
  measured: string;
  /** undefined: not measured in this run. */
  met: boolean | undefined;
}

/** What a first visitor of `/` who touches nothing may download by 5 s after load. */
const LANDING_UNTOUCHED_JS_BYTES = 40 * 1024;
/** A Lighthouse figure is checked on the median of at least this many runs, never on one lucky run. */
const LIGHTHOUSE_MIN_RUNS = 5;
/** Notification tap to the offer's countdown visible. */
const NOTIFICATION_RETURN_MS = 300;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function check<T>(
  section: Section<T>,
  id: TargetId,
  target: string,
  measure: (value: T) => { measured: string; met: boolean | undefined } | undefined,
): TargetCheck {
  if (!section.ok) return { id, target, measured: `not measured: ${section.error}`, met: undefined };
  const result = measure(section.value);
  return result ? { id, target, ...result } : { id, target, measured: 'not measured in this run', met: undefined };
}

/** A figure's median over the runs, with their spread; checked only on enough runs. */
function lighthouseCheck(
  section: Section<LighthousePage[]>,
  id: TargetId,
  target: string,
  find: (pages: LighthousePage[]) => LighthousePage | undefined,
  figure: keyof LighthouseFigures,
  meets: (median: number) => boolean,
): TargetCheck {
  const shown = (value: number) =>
    figure === 'cls'
      ? value.toFixed(3)
      : figure === 'score'
        ? String(value)
        : figure === 'lcpMs'
          ? `${(value / 1000).toFixed(2)} s`
          : ms(value);
  return check(section, id, `${target} (median of ${LIGHTHOUSE_MIN_RUNS})`, (pages) => {
    const page = find(pages);
    if (!page) return undefined;
    const runs = page.runs.length;
    const spread = runs > 1 ? `, runs ${shown(page.min[figure])}–${shown(page.max[figure])}` : '';
    const measured = `${shown(page.median[figure])}${spread} (${runs} run${runs === 1 ? '' : 's'})`;
    if (runs < LIGHTHOUSE_MIN_RUNS) return { measured: `${measured}: too few runs to check`, met: undefined };
    return { measured, met: meets(page.median[figure]) };
  });
}

/** Every way back from a tap, on one connection: each way's median within the target, and every tap shown. */
function notificationCheck(section: Section<NotificationReturnResult>, connection: Connection): TargetCheck {
  return check(
    section,
    `notification-return-${connection}`,
    `Notification tap → the offer's countdown visible, ${connection}: ≤ ${NOTIFICATION_RETURN_MS} ms (each way, median of 5)`,
    ({ cases }) => {
      const mine = cases.filter((entry) => entry.connection === connection);
      if (mine.length === 0) return undefined;
      const failed = mine.reduce((sum, entry) => sum + entry.failures.length, 0);
      return {
        measured:
          mine.map((entry) => `${entry.way} ${ms(entry.medianMs)}`).join(', ') +
          (failed ? `; ${failed} tap${failed === 1 ? '' : 's'} never showed it` : ''),
        met: failed === 0 && mine.every((entry) => entry.medianMs <= NOTIFICATION_RETURN_MS),
      };
    },
  );
}

const loadOf = (loads: EndpointLoad[], endpoint: EndpointLoad['endpoint'], target: EndpointLoad['target']) =>
  loads.find((load) => load.endpoint === endpoint && load.target === target);

export function checkTargets(results: BenchResults): TargetCheck[] {
  const { bytes, lighthouse, landingJs, offline, notificationReturn, api, growth } = results;
  const preact = (value: BytesResult) => value.builds.find((build) => build.build === 'preact');
  const page =
    (pagePath: string, visit: LighthousePage['visit'] = 'first') =>
    (pages: LighthousePage[]) =>
      pages.find((entry) => entry.path === pagePath && entry.visit === visit);
  return [
    check(bytes, 'landing-js', `Landing initial JavaScript ≤ ${kb(LANDING_JS_BUDGET)} gzip (Preact build)`, (value) => {
      const landing = preact(value)?.landing;
      return landing && { measured: kb(landing.jsBytes), met: landing.jsBytes <= LANDING_JS_BUDGET };
    }),
    check(
      bytes,
      'route-max',
      `No route's initial JavaScript (gzip) above ${ROUTE_BUDGET / 1024} KB (Preact build)`,
      (value) => {
        const routes = preact(value)?.routes ?? [];
        const heaviest = routes.reduce<(typeof routes)[number] | undefined>(
          (max, route) => (!max || route.jsBytes > max.jsBytes ? route : max),
          undefined,
        );
        return (
          heaviest && {
            measured: `${kb(heaviest.jsBytes)} JS, + ${kb(heaviest.cssBytes)} CSS (${heaviest.route})`,
            met: heaviest.jsBytes <= ROUTE_BUDGET,
          }
        );
      },
    ),
    check(bytes, 'sentry-replay', 'Sentry replay never in the initial load', ({ sentry }) => {
      if (sentry.error) return { measured: sentry.error, met: false };
      if (sentry.replayFiles.length === 0)
        return { measured: 'no replay code found in the build with a DSN', met: false };
      return {
        measured:
          sentry.routesWithReplay.length === 0
            ? 'in no route’s initial load'
            : `in ${sentry.routesWithReplay.join(', ')}`,
        met: sentry.routesWithReplay.length === 0,
      };
    }),
    lighthouseCheck(
      lighthouse,
      'home-score',
      'Lighthouse `/`: performance ≥ 99',
      page('/'),
      'score',
      (score) => score >= 99,
    ),
    lighthouseCheck(lighthouse, 'home-lcp', 'Lighthouse `/`: LCP ≤ 1.0 s', page('/'), 'lcpMs', (lcp) => lcp <= 1000),
    lighthouseCheck(lighthouse, 'home-tbt', 'Lighthouse `/`: TBT ≤ 50 ms', page('/'), 'tbtMs', (tbt) => tbt <= 50),
    lighthouseCheck(lighthouse, 'home-cls', 'Lighthouse `/`: CLS 0 (≤ 0.005)', page('/'), 'cls', (cls) => cls <= 0.005),
    check(
      landingJs,
      'landing-js-untouched',
      'JavaScript a first visitor of `/` downloads by 5 s after load, touching nothing: ≤ 40 KB (median of 5)',
      (value) => ({
        measured: `${kb(value.medianByQuietEndBytes)}, ${kb(value.medianBeforeLoadBytes)} before load (median of ${value.visits.length})`,
        met: value.medianByQuietEndBytes <= LANDING_UNTOUCHED_JS_BYTES,
      }),
    ),
    lighthouseCheck(
      lighthouse,
      'attack-score',
      'Lighthouse `/my/attack` (signed in, first visit): performance ≥ 97',
      page('/my/attack'),
      'score',
      (score) => score >= 97,
    ),
    lighthouseCheck(
      lighthouse,
      'attack-lcp',
      'Lighthouse `/my/attack` (signed in, first visit): LCP ≤ 1.8 s',
      page('/my/attack'),
      'lcpMs',
      (lcp) => lcp <= 1800,
    ),
    lighthouseCheck(
      lighthouse,
      'attack-score-returning',
      'Lighthouse `/my/attack` (signed in, returning: service worker and persisted offers): performance ≥ 95',
      page('/my/attack', 'returning'),
      'score',
      (score) => score >= 95,
    ),
    check(offline, 'offline-visit', 'Offline repeat visit: offers visible ≤ 400 ms after navigation', (value) => ({
      measured: `${ms(value.medianVisibleMs)} (median of ${value.visits.length})`,
      met: value.medianVisibleMs <= 400,
    })),
    notificationCheck(notificationReturn, 'online'),
    notificationCheck(notificationReturn, 'offline'),
    check(
      api,
      'api-throughput',
      "Offers list at ≥ 50 % of the bare endpoint's throughput (PostgreSQL)",
      ({ loads }) => {
        const real = loadOf(loads, 'offers', 'postgres');
        const bare = loadOf(loads, 'offers', 'bare');
        if (!real || !bare) return undefined;
        const ratio = real.max.throughput / bare.max.throughput;
        const cpu = (load: EndpointLoad) => load.cpuMsPerRequest.server.toFixed(2);
        return {
          measured: `${(ratio * 100).toFixed(0)} % (${Math.round(real.max.throughput)} of ${Math.round(bare.max.throughput)} requests/s); server CPU per request ${cpu(real)} ms + PostgreSQL ${real.cpuMsPerRequest.database.toFixed(2)} ms, bare ${cpu(bare)} ms`,
          met: ratio >= 0.5,
        };
      },
    ),
    check(api, 'api-p99', 'Offers list p99 ≤ 25 ms at 1,000 requests/s (PostgreSQL)', ({ loads }) => {
      const real = loadOf(loads, 'offers', 'postgres');
      return (
        real && {
          measured: `${real.fixedRate.p99Ms.toFixed(1)} ms (at ${Math.round(real.fixedRate.throughput)} requests/s achieved)`,
          met: real.fixedRate.p99Ms <= 25 && real.fixedRate.throughput >= 950,
        }
      );
    }),
    check(api, 'api-errors', 'No errors under load (both endpoints, both databases)', ({ loads }) => {
      const errors = loads.reduce((sum, load) => sum + load.fixedRate.errors + load.max.errors, 0);
      return { measured: `${errors} errors`, met: errors === 0 };
    }),
    check(growth, 'search-p95', 'Candidate search p95 ≤ 50 ms at 100,000 candidates (PostgreSQL)', ({ search }) => {
      const largest = search.filter((entry) => entry.viewer === 'agent').at(-1);
      return (
        largest && {
          measured: `${largest.p95Ms.toFixed(1)} ms at ${largest.size.toLocaleString('en')} (recruiter: ${search.at(-1)?.p95Ms.toFixed(1)} ms)`,
          met: largest.size >= 100_000 && largest.p95Ms <= 50,
        }
      );
    }),
    check(growth, 'search-growth', 'Search grows sub-linearly (indexes, not scans)', ({ search, plans }) => {
      const agent = search.filter((entry) => entry.viewer === 'agent');
      const [smallest, largest] = [agent[0], agent.at(-1)];
      if (!smallest || !largest || smallest === largest) return undefined;
      const exponent = Math.log(largest.p95Ms / smallest.p95Ms) / Math.log(largest.size / smallest.size);
      const scans = plans.filter((plan) => plan.size === largest.size && /Seq Scan/.test(plan.candidatesAccess));
      return {
        measured: `p95 ×${(largest.p95Ms / smallest.p95Ms).toFixed(1)} for ×${largest.size / smallest.size} candidates (exponent ${exponent.toFixed(2)}); ${scans.length === 0 ? 'no sequential scan of candidates' : `${scans.length} of ${plans.filter((plan) => plan.size === largest.size).length} plans scan candidates`}`,
        met: exponent < 0.5 && scans.length === 0,
      };
    }),
  ];
}
