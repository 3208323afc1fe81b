/**
 * Mixed traffic of simulated candidates (200 candidates, 60 s, zero errors, p99).
 *
 *   import { runMixedTraffic } from './scripts/load/mixed-traffic';
 *   const report = await runMixedTraffic({ baseUrl: 'http://127.0.0.1:8080', candidates: 200, seconds: 60 });
 *
 * `runMixedTraffic(options): Promise<MixedTrafficReport>` — the signature `npm run bench` relies on:
 * - options.baseUrl (required): a running server in sandbox mode (SANDBOX=1, the default without
 *   provider credentials), with access tokens living longer than the setup and the run (default 15 min).
 * - options.candidates (default 200), options.seconds (default 60): simulated candidates, measured time.
 * - options.thinkMs (default 1000): mean pause between one candidate's actions (uniform 0.5×–1.5×);
 *   0 makes every candidate a closed loop firing back to back (a stress run, not a person).
 * - options.offerWaitSeconds (default 180): how long the setup waits for the demo offers (the sandbox's job
 *   runner sends them ~5 candidates a second).
 * Setup (not measured): every candidate signs up through the sandbox API, submits and opens an inquiry
 * room (load-candidates.ts); the submit's demo life sends them offers, which the setup waits for.
 * Then each candidate loops until the time is up, choosing an action by weight:
 * - browse (50%): GET /api/v3/users/offers, then GET /api/v2/users/offers/{id} of one of them
 * - message (30%): POST /api/users/message with its own Idempotency-Key, then GET the room's latest page
 * - profile (20%): PATCH /api/v2/users/more/{id} (new hashtags) with its own Idempotency-Key
 * The report: `requests`, `errors` (non-2xx answers + network failures), `non2xx` by status,
 * `networkErrors`, latency in ms (p50/p95/p99/max/mean) `overall` and `byKind`, `throughput` (requests/s
 * over the measured time), `timeline` (per 10 s: requests, p99, max), `setupSeconds`, `candidatesWithOffers`,
 * `hostLoadAverage` (other work on the machine skews latency), and up to 10 `errorSamples`.
 * `runMixedTrafficOnOwnServer(options)` in own-server-run.ts starts a server of its own first;
 * that file is also the command line.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { OfferList } from '../../src/contract/offers';
import { LatencyRecorder, type LatencySummary } from './latency';
import { apiClient, prepareCandidates, type SimulatedCandidate, waitForOffers } from './load-candidates';

export type RequestKind = 'offers.list' | 'offers.detail' | 'message.send' | 'message.read' | 'profile.edit';

export interface MixedTrafficOptions {
  baseUrl: string;
  candidates?: number;
  seconds?: number;
  thinkMs?: number;
  offerWaitSeconds?: number;
}

export interface MixedTrafficReport {
  baseUrl: string;
  candidates: number;
  /** The measured time, from the first action to the last answer. */
  seconds: number;
  thinkMs: number;
  setupSeconds: number;
  /** Candidates that had received an offer when the measured run began. */
  candidatesWithOffers: number;
  requests: number;
  errors: number;
  non2xx: Record<string, number>;
  networkErrors: number;
  /** Requests per second over `seconds`. */
  throughput: number;
  latency: { overall: LatencySummary; byKind: Partial<Record<RequestKind, LatencySummary>> };
  /** Per 10 s of the run (by when a request started): how many, their p99 and max. */
  timeline: { fromSecond: number; requests: number; p99: number; max: number }[];
  /** The host's 1-minute load average at the start and the end: other work on the machine skews latency. */
  hostLoadAverage: { start: number; end: number };
  errorSamples: { kind: RequestKind; status: number | 'network'; body: string }[];
}

const ERROR_SAMPLES = 10;
const HASHTAGS = ['백엔드', '성장', '협업', '자동화', '리팩터링', '테스트', '클라우드', '코드리뷰'];

const TIMELINE_BUCKET_S = 10;

class TrafficStats {
  readonly latency = new LatencyRecorder<RequestKind>();
  readonly buckets = new LatencyRecorder<string>();
  constructor(private readonly startedAt: number) {}
  requests = 0;
  networkErrors = 0;
  readonly non2xx: Record<string, number> = {};
  readonly samples: MixedTrafficReport['errorSamples'] = [];

  /** Sends one request, timed to the end of its body; answers the body when it was 2xx. */
  async call<T>(
    kind: RequestKind,
    baseUrl: string,
    candidate: SimulatedCandidate,
    method: string,
    pathname: string,
    json?: unknown,
    headers?: Record<string, string>,
  ): Promise<T | undefined> {
    const started = performance.now();
    this.requests += 1;
    const bucket = String(Math.floor((started - this.startedAt) / 1000 / TIMELINE_BUCKET_S) * TIMELINE_BUCKET_S);
    try {
      const answer = await apiClient(baseUrl, candidate.token)<T>(method, pathname, json, headers);
      this.latency.record(kind, performance.now() - started);
      this.buckets.record(bucket, performance.now() - started);
      if (answer.status >= 200 && answer.status < 300) return answer.body;
      this.non2xx[answer.status] = (this.non2xx[answer.status] ?? 0) + 1;
      this.sample(kind, answer.status, JSON.stringify(answer.body));
    } catch (error) {
      this.latency.record(kind, performance.now() - started);
      this.buckets.record(bucket, performance.now() - started);
      this.networkErrors += 1;
      this.sample(kind, 'network', error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    }
    return undefined;
  }

  private sample(kind: RequestKind, status: number | 'network', body: string) {
    if (this.samples.length < ERROR_SAMPLES) this.samples.push({ kind, status, body: body.slice(0, 300) });
  }
}

const round = (value: number) => Math.round(value * 10) / 10;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

async function browse(stats: TrafficStats, baseUrl: string, candidate: SimulatedCandidate) {
  const list = await stats.call<OfferList>('offers.list', baseUrl, candidate, 'GET', '/api/v3/users/offers');
  if (!list || list.offerItems.length === 0) return;
  const offer = pick(list.offerItems);
  await stats.call('offers.detail', baseUrl, candidate, 'GET', `/api/v2/users/offers/${offer.id}`);
}

async function message(stats: TrafficStats, baseUrl: string, candidate: SimulatedCandidate, serial: number) {
  const text = `부하 시험 메시지 ${serial} (${new Date().toISOString()})`;
  await stats.call(
    'message.send',
    baseUrl,
    candidate,
    'POST',
    '/api/users/message',
    {
      roomId: candidate.roomId,
      message: text,
    },
    { 'Idempotency-Key': randomUUID() },
  );
  await stats.call('message.read', baseUrl, candidate, 'GET', `/api/users/message/${candidate.roomId}`);
}

async function editProfile(stats: TrafficStats, baseUrl: string, candidate: SimulatedCandidate) {
  const hashtags = [pick(HASHTAGS), pick(HASHTAGS)];
  await stats.call(
    'profile.edit',
    baseUrl,
    candidate,
    'PATCH',
    `/api/v2/users/more/${candidate.id}`,
    {
      ...candidate.patch,
      hashtags,
    },
    { 'Idempotency-Key': randomUUID() },
  );
}

async function simulate(
  stats: TrafficStats,
  baseUrl: string,
  candidate: SimulatedCandidate,
  until: number,
  thinkMs: number,
) {
  let serial = 0;
  // Staggered starts, so 200 people do not press at the same millisecond.
  if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * thinkMs));
  while (Date.now() < until) {
    const roll = Math.random();
    serial += 1;
    if (roll < 0.5) await browse(stats, baseUrl, candidate);
    else if (roll < 0.8) await message(stats, baseUrl, candidate, serial);
    else await editProfile(stats, baseUrl, candidate);
    if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
  }
}

export async function runMixedTraffic(options: MixedTrafficOptions): Promise<MixedTrafficReport> {
  const { baseUrl, candidates: count = 200, seconds = 60, thinkMs = 1000, offerWaitSeconds = 180 } = options;
  const setupStarted = performance.now();
  const candidates = await prepareCandidates(baseUrl, count);
  const candidatesWithOffers = await waitForOffers(baseUrl, candidates, offerWaitSeconds * 1000);
  const setupSeconds = (performance.now() - setupStarted) / 1000;

  const loadAtStart = os.loadavg()[0];
  const started = performance.now();
  const stats = new TrafficStats(started);
  const until = Date.now() + seconds * 1000;
  await Promise.all(candidates.map((candidate) => simulate(stats, baseUrl, candidate, until, thinkMs)));
  const measured = (performance.now() - started) / 1000;
  const non2xxCount = Object.values(stats.non2xx).reduce((sum, value) => sum + value, 0);
  return {
    baseUrl,
    candidates: count,
    seconds: round(measured),
    thinkMs,
    setupSeconds: round(setupSeconds),
    candidatesWithOffers,
    requests: stats.requests,
    errors: non2xxCount + stats.networkErrors,
    non2xx: stats.non2xx,
    networkErrors: stats.networkErrors,
    throughput: round(stats.requests / measured),
    latency: { overall: stats.latency.overall(), byKind: stats.latency.byKind() },
    timeline: Object.entries(stats.buckets.byKind())
      .map(([from, summary]) => ({
        fromSecond: Number(from),
        requests: summary.count,
        p99: summary.p99,
        max: summary.max,
      }))
      .sort((a, b) => a.fromSecond - b.fromSecond),
    hostLoadAverage: { start: round(loadAtStart), end: round(os.loadavg()[0]) },
    errorSamples: stats.samples,
  };
}

/** `--name=value` arguments as numbers. */
