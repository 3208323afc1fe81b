/** Issue 9's targets, checked against one run's figures. */
import type { EndpointLoad } from './api-load';
import type { BytesResult } from './bytes';
import type { LighthousePage } from './lighthouse';
import type { BenchResults, Section } from './results';

export type TargetId =
  | 'landing-js'
  | 'route-max'
  | 'sentry-replay'
  | 'home-score'
  | 'home-lcp'
  | 'home-tbt'
  | 'home-cls'
  | 'attack-score'
  | 'attack-score-returning'
  | 'offline-visit'
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

export const ROUTE_BUDGET_BYTES = 90 * 1024;
export const LANDING_JS_BUDGET_BYTES = 45 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function check<T>(
  section: Section<T>,
  id: TargetId,
  target: string,
  measure: (value: T) => { measured: string; met: boolean } | undefined,
): TargetCheck {
  if (!section.ok) return { id, target, measured: `not measured: ${section.error}`, met: undefined };
  const result = measure(section.value);
  return result ? { id, target, ...result } : { id, target, measured: 'not measured in this run', met: undefined };
}

const loadOf = (loads: EndpointLoad[], endpoint: EndpointLoad['endpoint'], target: EndpointLoad['target']) =>
  loads.find((load) => load.endpoint === endpoint && load.target === target);

export function checkTargets(results: BenchResults): TargetCheck[] {
  const { bytes, lighthouse, offline, api, growth } = results;
  const preact = (value: BytesResult) => value.builds.find((build) => build.build === 'preact');
  const page =
    (pagePath: string, visit: LighthousePage['visit'] = 'first') =>
    (pages: LighthousePage[]) =>
      pages.find((entry) => entry.path === pagePath && entry.visit === visit)?.median;
  return [
    check(bytes, 'landing-js', 'Landing initial JavaScript ≤ 45 KB gzip (Preact build)', (value) => {
      const landing = preact(value)?.landing;
      return landing && { measured: kb(landing.jsBytes), met: landing.jsBytes <= LANDING_JS_BUDGET_BYTES };
    }),
    check(bytes, 'route-max', "No route's initial JavaScript (gzip) above 90 KB (Preact build)", (value) => {
      const routes = preact(value)?.routes ?? [];
      const heaviest = routes.reduce<(typeof routes)[number] | undefined>(
        (max, route) => (!max || route.jsBytes > max.jsBytes ? route : max),
        undefined,
      );
      return (
        heaviest && {
          measured: `${kb(heaviest.jsBytes)} JS, + ${kb(heaviest.cssBytes)} CSS (${heaviest.route})`,
          met: heaviest.jsBytes <= ROUTE_BUDGET_BYTES,
        }
      );
    }),
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
    check(lighthouse, 'home-score', 'Lighthouse `/`: performance ≥ 98', (pages) => {
      const home = page('/')(pages);
      return home && { measured: String(home.score), met: home.score >= 98 };
    }),
    check(lighthouse, 'home-lcp', 'Lighthouse `/`: LCP ≤ 1.0 s', (pages) => {
      const home = page('/')(pages);
      return home && { measured: `${(home.lcpMs / 1000).toFixed(2)} s`, met: home.lcpMs <= 1000 };
    }),
    check(lighthouse, 'home-tbt', 'Lighthouse `/`: TBT ≤ 50 ms', (pages) => {
      const home = page('/')(pages);
      return home && { measured: ms(home.tbtMs), met: home.tbtMs <= 50 };
    }),
    check(lighthouse, 'home-cls', 'Lighthouse `/`: CLS ≤ 0.02', (pages) => {
      const home = page('/')(pages);
      return home && { measured: home.cls.toFixed(3), met: home.cls <= 0.02 };
    }),
    check(lighthouse, 'attack-score', 'Lighthouse `/my/attack` (signed in, first visit): performance ≥ 95', (pages) => {
      const attack = page('/my/attack')(pages);
      return attack && { measured: String(attack.score), met: attack.score >= 95 };
    }),
    check(
      lighthouse,
      'attack-score-returning',
      'Lighthouse `/my/attack` (signed in, returning: service worker and persisted offers): performance ≥ 95',
      (pages) => {
        const attack = page('/my/attack', 'returning')(pages);
        return attack && { measured: String(attack.score), met: attack.score >= 95 };
      },
    ),
    check(offline, 'offline-visit', 'Offline repeat visit: offers visible ≤ 400 ms after navigation', (value) => ({
      measured: `${ms(value.medianVisibleMs)} (median of ${value.visits.length})`,
      met: value.medianVisibleMs <= 400,
    })),
    check(
      api,
      'api-throughput',
      "Offers list at ≥ 50 % of the bare endpoint's throughput (PostgreSQL)",
      ({ loads }) => {
        const real = loadOf(loads, 'offers', 'postgres');
        const bare = loadOf(loads, 'offers', 'bare');
        if (!real || !bare) return undefined;
        const ratio = real.max.throughput / bare.max.throughput;
        const cpuRatio = bare.cpuMsPerRequest.server / real.cpuMsPerRequest.server;
        return {
          measured: `${(ratio * 100).toFixed(0)} % (${Math.round(real.max.throughput)} of ${Math.round(bare.max.throughput)} requests/s; by server CPU per request ${(cpuRatio * 100).toFixed(0)} %)`,
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
