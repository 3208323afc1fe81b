/**
 * How much the bench measures: the full run behind `npm run bench`, or BENCH_QUICK=1 for a fast check
 * of the machinery (one Lighthouse run, smaller databases, shorter loads). Figures from a quick run are
 * not comparable with the targets and the report says so.
 */
const quick = process.env.BENCH_QUICK === '1';

export const settings = {
  quick,
  /** Every Lighthouse figure is the median of these runs (at least 5). */
  lighthouseRuns: quick ? 1 : 5,
  offlineVisits: quick ? 2 : 5,
  /** Fresh first visits of `/` whose JavaScript is counted (landing-js.ts). */
  landingJsVisits: quick ? 2 : 5,
  /** Notification taps timed per way and per connection (notification-return.ts). */
  notificationReturns: quick ? 2 : 5,
  /** Offers the offline visit and Lighthouse's /my/attack show. */
  browserOffers: 5,
  /** Offers of the signed-in candidate whose list the API load reads (50). */
  loadOffers: 50,
  /** Timed starts of the built server per database (server-start.ts). */
  serverStarts: quick ? 3 : 5,
  warmUpSeconds: quick ? 1 : 3,
  loadSeconds: quick ? 3 : 10,
  /** The fixed rate the p99 target is stated at. */
  fixedRate: 1000, // requests/s
  /**
   * Rounds of the fixed rate for the offers list, whose p99 is a target: one 10-second round's p99 is
   * its 100th slowest answer, which one pause of the machine moves (10.8 and 20.2 ms in two benches a day apart).
   */
  offersFixedRateRounds: quick ? 1 : 5,
  /** Connections autocannon keeps open; enough to sustain the fixed rate at a few ms per request. */
  connections: 20,
  poolSizes: quick ? [1_000, 5_000] : [1_000, 10_000, 100_000],
  offerCounts: quick ? [10, 100] : [10, 100, 1_000],
  searchRequests: quick ? 60 : 200,
  offerListRequests: quick ? 30 : 100,
  mixedTraffic: quick ? { candidates: 20, seconds: 10 } : { candidates: 200, seconds: 60 },
} as const;

export type BenchSettings = typeof settings;
