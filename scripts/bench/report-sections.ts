/** The report's measurement sections: each one's tables and a line on how it was measured. */
import type { ApiLoadResult, EndpointLoad } from './api-load';
import type { BytesResult } from './bytes';
import type { GrowthResult } from './growth';
import { type LandingJsResult, type LandingJsVisit, QUIET_AFTER_LOAD_MS } from './landing-js';
import type { LighthouseFigures, LighthousePage } from './lighthouse';
import type { NotificationReturnResult, ReturnWay } from './notification-return';
import type { OfflineVisitResult } from './offline-visit';
import { kb, ms, table } from './report-format';
import type { MixedTraffic } from './results';
import type { ServerStartResult } from './server-start';
import { settings } from './settings';

export function bytesSection(value: BytesResult): string[] {
  const [preact, react] = value.builds;
  const row = (label: string, pick: (build: typeof preact) => { jsBytes: number; cssBytes: number }) => {
    const [p, r] = [pick(preact), pick(react)];
    return [
      label,
      kb(p.jsBytes),
      kb(p.cssBytes),
      kb(r.jsBytes),
      kb(r.cssBytes),
      `${(r.jsBytes / p.jsBytes).toFixed(2)}×`,
    ];
  };
  const heaviest = preact.routes[0];
  const reactOf = (route: string) => react.routes.find((entry) => entry.route === route) ?? react.landing;
  const { sentry } = value;
  return [
    "A route's initial load is the entry chunk, everything it imports statically, the route's chunk and its static imports (scripts/bundle-size.ts reads them from Vite's manifest), gzip level 9.",
    '',
    table(
      ['route', 'Preact JS', 'Preact CSS', 'React JS', 'React CSS', 'React / Preact (JS)'],
      [
        row('`/` (landing)', (build) => build.landing),
        row('`/my/attack`', (build) => build.myAttack),
        row(`\`${heaviest.route}\` (heaviest of ${preact.routes.length} routes, Preact)`, (build) =>
          build === preact ? heaviest : reactOf(heaviest.route),
        ),
      ],
    ),
    '',
    sentry.error
      ? `Sentry check: ${sentry.error}`
      : `Sentry: the builds above have no \`VITE_SENTRY_DSN\`, so they hold no Sentry code at all. A Preact build made with a placeholder DSN puts replay in ${sentry.replayFiles.map((file) => `\`${file}\``).join(', ') || 'no file'}; that file is in ${sentry.routesWithReplay.length === 0 ? 'no' : sentry.routesWithReplay.join(', ')} route's initial load, and Sentry code of any kind is in ${sentry.routesWithSentry.length === 0 ? 'none' : sentry.routesWithSentry.join(', ')}. With the DSN the landing's initial JavaScript is ${kb(sentry.landingJsBytes)} (the buffering monitor that loads the SDK after first paint).`,
    '',
    '<details><summary>Every route, Preact build (JS + CSS gzip, heaviest first)</summary>',
    '',
    table(
      ['route', 'JS', 'CSS', 'total'],
      preact.routes.map((route) => [
        `\`${route.route}\``,
        kb(route.jsBytes),
        kb(route.cssBytes),
        kb(route.jsBytes + route.cssBytes),
      ]),
    ),
    '',
    '</details>',
  ];
}

/** A figure's median with its spread over the runs: "48 ms (31–75)". */
function withSpread(page: LighthousePage, figure: keyof LighthouseFigures, show: (value: number) => string): string {
  const median = show(page.median[figure]);
  return page.runs.length > 1 ? `${median} (${show(page.min[figure])}–${show(page.max[figure])})` : median;
}

const loadAverages = (values: number[]) =>
  values.length > 1 ? `${Math.min(...values)}–${Math.max(...values)}` : String(values[0] ?? '—');

export function lighthouseSection(pages: LighthousePage[]): string[] {
  return [
    `Lighthouse from npm driving Debian's Chromium headless, default config (mobile: Moto G Power emulation, simulated 4G and 4× CPU throttling), performance only. The Preact build is served by the real server (PGlite, compression on). Every run starts a fresh browser profile. A first visit has a cold cache and no service worker; for \`/my/attack\` the demo candidate (5 offers) is signed in by putting her tokens in localStorage first, and Lighthouse runs with \`disableStorageReset\`. A returning visit — how a signed-in candidate, who signed in inside the installed app, opens it — comes after the profile opened \`/my/attack\` once online, until the service worker controlled the page and the offers were persisted to IndexedDB, in a browser then closed and started again (since 2026-11-26 evening: measured in the same browser, the visit found V8's compiled code of the same scripts still in memory, which a candidate coming back later does not). Each figure is the median over the runs, with the lowest and highest run in brackets; the load average is the 1-minute one after each run, lowest–highest (above the number of cores, other work shared the CPU with Lighthouse).`,
    '',
    table(
      ['page', 'runs', 'performance', 'LCP', 'TBT', 'CLS', 'FCP', 'load average', 'LCP element'],
      pages.map((page) => [
        `\`${page.path}\`${page.signedIn ? ' (signed in)' : ''}, ${page.visit === 'first' ? 'first visit' : 'returning'}`,
        page.runs.length,
        withSpread(page, 'score', String),
        withSpread(page, 'lcpMs', (value) => ms(value)),
        withSpread(page, 'tbtMs', (value) => ms(value)),
        withSpread(page, 'cls', (value) => value.toFixed(3)),
        withSpread(page, 'fcpMs', (value) => ms(value)),
        loadAverages(page.loadAverages),
        `\`${page.lcpElement.replaceAll('|', '\\|').slice(0, 80)}\``,
      ]),
    ),
    '',
    `Every run: ${pages.map((page) => `\`${page.path}\` ${page.visit} — scores ${page.runs.map((run) => run.score).join(', ')}, TBT ${page.runs.map((run) => Math.round(run.tbtMs)).join(', ')} ms`).join('; ')}.`,
    ...pages.flatMap((page) =>
      page.warnings.length
        ? ['', `Lighthouse warned on \`${page.path}\` (${page.visit} visit): ${page.warnings.join('; ')}`]
        : [],
    ),
  ];
}

export function landingJsSection(value: LandingJsResult): string[] {
  const each = (pick: (visit: LandingJsVisit) => number) => value.visits.map((visit) => kb(pick(visit))).join(', ');
  const files = value.visits[0]?.files ?? [];
  return [
    `A first visitor of \`/\` who touches nothing: Playwright opens the landing in a fresh profile (cold cache, no service worker yet; a 390 × 844 phone screen, no throttling) and counts every script response the page received by its encoded body — as the server sent it (brotli or gzip) — finished before the load event, and by ${QUIET_AFTER_LOAD_MS / 1000} s after it. What the service worker fetches for its precache is counted apart: it is the worker's install, not the page's. Median of ${value.visits.length} visits.`,
    '',
    table(
      ['', 'median', 'each visit'],
      [
        ['before the load event', kb(value.medianBeforeLoadBytes), each((visit) => visit.beforeLoadBytes)],
        [
          `by ${QUIET_AFTER_LOAD_MS / 1000} s after load`,
          kb(value.medianByQuietEndBytes),
          each((visit) => visit.byQuietEndBytes),
        ],
        ['the worker’s precache, same window', kb(value.medianWorkerBytes), each((visit) => visit.workerBytes)],
      ],
    ),
    '',
    `Scripts of the first visit by ${QUIET_AFTER_LOAD_MS / 1000} s after load: ${files.length === 0 ? 'none' : files.map((file) => `\`${file}\``).join(', ')}.`,
  ];
}

export function offlineSection(value: OfflineVisitResult): string[] {
  return [
    'The demo candidate opens `/my/attack` online until her offers show, the service worker is activated and controls the page, and the persister has written the offer list to IndexedDB; then the network is cut (`context.setOffline(true)`) and `/my/attack` is navigated to again. Measured inside the page from navigation start: when the first offer card (`a[href^="/my/result/"]`) is in the DOM with a size, and when the frame showing it is done (the next animation frame, then a task). Before that, the worker’s first install is timed in fresh profiles as often (scripts/bench/worker-install.ts): how long a first visitor waits before the app works offline.',
    '',
    table(
      ['', 'median', 'each visit'],
      [
        [
          'offer card visible',
          ms(value.medianVisibleMs),
          value.visits.map((visit) => Math.round(visit.visibleMs)).join(', '),
        ],
        [
          'offer card in the DOM',
          ms(value.medianInDomMs),
          value.visits.map((visit) => Math.round(visit.inDomMs)).join(', '),
        ],
        ...(value.installs
          ? [
              [
                'the worker’s first install, installing to activated (a fresh profile on `/faq`)',
                ms(value.installs.medianMs),
                value.installs.samplesMs.map(Math.round).join(', '),
              ],
            ]
          : []),
      ],
    ),
    '',
    `${value.cardsShown} offer cards shown offline.`,
  ];
}

export function notificationReturnSection(value: NotificationReturnResult): string[] {
  const way: Record<ReturnWay, string> = {
    navigated: 'the open window navigated by the worker (`client.navigate`), from the tap',
    message: 'the open window asked to show it in-app (push-navigation.ts), from the message posted',
    'new window': 'a new window opened at the url, from its navigation start',
  };
  return [
    `The demo candidate's phone: the service worker in control and her offer list persisted, the offer (#${value.offerId}) itself not yet opened on the device. An offer push (\`/my/result/${value.offerId}\`, as server/features/offers/offer-sending.ts sends it) is delivered to the worker through DevTools (\`ServiceWorker.deliverPushMessage\`) and shown; headless Chromium cannot click a notification, so each way the worker's click handler (sw/push.ts) brings her back is driven: a \`notificationclick\` dispatched in the worker on the real notification (the window is navigated), the worker's in-app message, or a new page in the same context at the url. Timed to the offer's countdown (\`<time>\`) laid out and its frame presented (an init script's MutationObserver, then rAF and a task), with the worker's and the page's clocks (\`performance.timeOrigin\`). Offline taps come first (\`context.setOffline\`: only the worker's precache and IndexedDB), so the page paints from the list's card.`,
    '',
    table(
      ['way back', 'connection', 'median', 'each tap', 'never shown'],
      value.cases.map((entry) => [
        way[entry.way],
        entry.connection,
        ms(entry.medianMs),
        entry.samplesMs.map((sample) => Math.round(sample)).join(', ') || '—',
        entry.failures.length === 0
          ? '0'
          : `${entry.failures.length}: ${entry.failures[0].replaceAll('|', '\\|').slice(0, 160)}`,
      ]),
    ),
  ];
}

export function apiSection(value: ApiLoadResult): string[] {
  const bare = (load: EndpointLoad) =>
    value.loads.find((entry) => entry.endpoint === load.endpoint && entry.target === 'bare');
  const label = { offers: '`GET /api/v3/users/offers`', message: '`POST /api/users/message`' };
  return [
    `autocannon, ${settings.connections} connections, in the bench's process; the server in its own (LOG_LEVEL info, as in production). \`GET /api/v3/users/offers\` is a signed-in candidate with ${value.offerCount} open offers (${kb(value.responseBytes.offers)} of JSON); \`POST /api/users/message\` writes to their room with the operators under a new Idempotency-Key each time (${value.responseBytes.message} bytes answered). "bare" is plain Hono on @hono/node-server in its own process answering the same JSON from memory (serialised per request). Each pairing: a warm-up, then a fixed 1,000 requests/s (latency; for the offers list ${settings.offersFixedRateRounds} rounds, the round with the median p99 shown), then as fast as it goes (max). Latency percentiles are of every 2xx response; "p99 (CO)" is autocannon's, corrected for coordinated omission, in whole ms. No compression (autocannon sends no Accept-Encoding). CPU per request is read from /proc over the max run — the server's process group, and PostgreSQL's backends for the bench database — and changes little when other work shares the machine, unlike the times.`,
    '',
    table(
      [
        'endpoint',
        'server',
        'p50 @1,000/s',
        'p99 @1,000/s',
        'p99 (CO)',
        'achieved /s',
        'max /s',
        'max vs bare',
        'CPU / request: server + PostgreSQL',
        'errors',
      ],
      value.loads.map((load) => [
        label[load.endpoint],
        load.target,
        ms(load.fixedRate.p50Ms, 2),
        ms(load.fixedRate.p99Ms, 2),
        ms(load.fixedRate.p99CorrectedMs),
        Math.round(load.fixedRate.throughput),
        Math.round(load.max.throughput),
        load.target === 'bare'
          ? '—'
          : `${((load.max.throughput / (bare(load)?.max.throughput ?? Number.NaN)) * 100).toFixed(1)} %`,
        `${load.cpuMsPerRequest.server.toFixed(2)} + ${load.cpuMsPerRequest.database.toFixed(2)} ms`,
        load.fixedRate.errors + load.max.errors,
      ]),
    ),
    ...value.notes.map((note) => `\n${note}`),
  ];
}

export function serverStartSection(value: ServerStartResult): string[] {
  return [
    "`node dist-server/main.js` (the build `npm run build` made; no tsx) spawned by the bench, timed to the first 200 from `/api/health/ready`, asked every 10 ms. The database was migrated by an untimed first start, so each timed start is a replica joining: on PostgreSQL (as production runs it: no sandbox, `SECRETS_KEY` set, the built PWA served) it takes the start lock, checks the migrations, runs the backfills and the seed's upserts, loads its secrets and publishes the release's assets; PGlite reopens its data directory. Median with the lowest–highest start; CPU is the server process's own by the time it answered.",
    '',
    table(
      ['database', 'starts', 'median', 'lowest–highest', 'each start', 'CPU (median)'],
      value.starts.map((start) => [
        start.database,
        start.runs.length,
        ms(start.medianMs),
        `${ms(start.minMs)}–${ms(start.maxMs)}`,
        start.runs.map((run) => Math.round(run.wallMs)).join(', '),
        ms(start.medianCpuMs),
      ]),
    ),
    ...value.notes.map((note) => `\n${note}`),
  ];
}

export function growthSection(value: GrowthResult): string[] {
  const sizes = [...new Set(value.search.map((entry) => entry.size))];
  const of = (size: number, viewer: 'agent' | 'recruiter') =>
    value.search.find((entry) => entry.size === size && entry.viewer === viewer);
  return [
    `A fresh PostgreSQL database grown to each size (INSERT … SELECT generate_series: job families weighted by popularity, 0–20 years over 1–3 employers, three years of verified salaries, typical tech stacks, hashtags; 90 % submitted over 45 days, 5 % paused, 1 % deleted — scripts/bench/seed-pool.ts). \`GET /api/biz/candidates\` one request at a time with ${value.search[0]?.requests ?? 0} varied combinations of the console form's filters (job family, years, verified salary, tech stack, hashtag, pages 2–5; a fifth with none), after 10 warm-up requests.`,
    '',
    table(
      ['candidates', 'agent p50', 'agent p95', 'recruiter p50', 'recruiter p95', 'slowest'],
      sizes.map((size) => {
        const [agent, recruiter] = [of(size, 'agent'), of(size, 'recruiter')];
        return [
          size.toLocaleString('en'),
          ms(agent?.p50Ms ?? Number.NaN, 1),
          ms(agent?.p95Ms ?? Number.NaN, 1),
          ms(recruiter?.p50Ms ?? Number.NaN, 1),
          ms(recruiter?.p95Ms ?? Number.NaN, 1),
          ms(Math.max(agent?.maxMs ?? 0, recruiter?.maxMs ?? 0)),
        ];
      }),
    ),
    '',
    "How PostgreSQL runs the pool's query (captured from `listPool` and EXPLAIN ANALYZE'd, as the agent). Before migration 0012 (`candidates_pool_order`, `candidates_pool_job`: visible candidates newest first; `salaries_verified_latest`: the latest verified salary in one probe) every one of these plans was a sequential scan of all candidates and a sort; at 100,000 candidates the years and salary filters took 1.6 s and 2.3 s to execute, and the agent's p95 over HTTP was 2.6 s.",
    '',
    table(
      ['candidates', 'filters', 'candidates read by', 'rows read', 'execution'],
      value.plans.map((plan) => [
        plan.size.toLocaleString('en'),
        plan.label,
        plan.candidatesAccess,
        plan.candidateRowsRead.toLocaleString('en'),
        ms(plan.executionMs, 1),
      ]),
    ),
    '',
    "One candidate's offer list (`GET /api/v3/users/offers`, every offer open, one request at a time):",
    '',
    table(
      ['open offers', 'p50', 'p95', 'response'],
      value.offers.map((entry) => [
        entry.offers.toLocaleString('en'),
        ms(entry.p50Ms, 1),
        ms(entry.p95Ms, 1),
        kb(entry.responseBytes),
      ]),
    ),
    ...value.notes.map((note) => `\n${note}`),
  ];
}

export function mixedTrafficSection(value: MixedTraffic): string[] {
  const title = '## Mixed traffic (200 candidates, 60 s)';
  if (value.status !== 'measured') return [title, '', value.note, ''];
  const { result } = value;
  return [
    title,
    '',
    `scripts/load/mixed-traffic.ts: ${value.candidates} simulated candidates for ${value.seconds} s against a fresh server on ${value.database}.`,
    '',
    table(
      ['requests', 'requests/s', 'errors', 'p50', 'p95', 'p99', 'setup (not measured)'],
      [
        [
          result.requests,
          result.throughput.toFixed(1),
          result.errors,
          ms(result.latency.overall.p50, 1),
          ms(result.latency.overall.p95, 1),
          ms(result.latency.overall.p99, 1),
          result.setupSeconds === undefined ? '—' : `${result.setupSeconds} s`,
        ],
      ],
    ),
    '',
  ];
}
