/**
 * Why a target is missed and what would close it, by target: what the bench found when it was last
 * analysed. Printed under the targets table for every target a run does not meet; after editing,
 * `npx tsx scripts/bench/rewrite-report.ts` writes the report again from the last run. A note says
 * which run it comes from, since the code may have moved on since.
 */
import type { TargetId } from './targets';

export const GAP_NOTES: Record<TargetId, string> = {
  'landing-js': '',
  'route-max': '',
  'candidate-routes':
    'Issue 35 (2026-11-29): shell 56.3 → 42.8 KB, heaviest /my route 87.8 → 61.2 KB over sessions 20–25, by ' +
    'keeping route code out of the shell, $-named style props, the bundler’s own chunks for pages, hashed names ' +
    'for shared chunks, the outbox’s working parts and IndexedDB code on first use, the stored cache’s restoring ' +
    'code only where there is a copy, contracts split and their structs marked pure (scripts/pure-contracts.ts), ' +
    'chips styled without page code, the shell in 6 files instead of 15 (scripts/chunk-groups.ts), the console’s ' +
    'and everyone’s route tables loaded by area (routes.tsx), alerts and sheets fetched once the page is up, ' +
    'preact/compat’s members nobody uses dropped (scripts/compat-members.ts: jotai and wouter held its whole ' +
    'default object, 0.7 KB) and the pages’ stylesheets one per feature (fewer names in every list of them, ' +
    '0.4 KB). What the shell holds now is mostly the stack: Preact 8.6 KB, query-core 9.8, jotai 3.4, ' +
    'superstruct 2.6, wouter 1.1 (~26 KB of the 43), so 35 KB leaves ~9 KB for the app’s own boot: the session, ' +
    'the HTTP client, the candidate’s route table, the top area, the persisted cache. A page’s own code is ' +
    '~18 KB over ~30 files (~13 KB gzipped together); merging them cost other pages more code than it saved ' +
    '(tried 2026-11-29: groups of the modules only candidate pages share, closed over their imports: +0.4 KB, ' +
    '5 files fewer; session 25: modules shared by ≥ 2, 3 or 5 candidate pages, +1–11 KB and more files; a ' +
    'feature’s modules in one file, 36 → 53 files; a greedy merge of chunks by who loads them, simulated on the ' +
    'manifest: 29 → 23 files on the offer page for ~0.7 KB less; terser instead of Oxc: +0.1 KB). 50 KB a ' +
    'route would need a smaller stack or pages of half their code (the write path — mutations, the outbox, ' +
    'idempotency keys, ~3–4 KB of a page — loaded at the first press is the largest piece left); what is left ' +
    'by module: `npm run bundle-map`. Session 27 (2026-11-29 night): Rolldown’s own merging of small chunks ' +
    '(a group of every page module with `entriesAware` and `entriesAwareMergeThreshold` 1,000 or 4,000 bytes) ' +
    'gave more files, not fewer, and +0.2–49 KB a route; groups by page folder without their dependencies, ' +
    'more files too. Of the offer page’s 61.9 KB, 5.4 KB is the cost of its 30 files (the same code in one ' +
    'file: 56.5 KB), so a cut with fewer files would gain bytes too, if one existed that does not load other ' +
    'pages’ code. `npm test` now holds the candidate’s routes to 63 KB (size-budgets.ts), the console’s to 70. ' +
    'Session 32 (2026-11-30), every module of the offer page’s 62.2 KB in 36 files, from source maps: the ' +
    'stack 28.1 KB (query-core 10.5, Preact 8.6, jotai 3.4, superstruct 2.6, wouter 1.1, react-query 0.7, ' +
    'Linaria’s runtime 0.5, jotai-tanstack-query 0.4, idb-keyval 0.2, regexparam 0.1), the bundler’s own ' +
    'code 2.5 KB (the 36 files’ imports and preload lists), and the app’s 31.6 KB over ~100 modules, none ' +
    'above 2 KB (the page 2.0, the candidate’s route table 1.4, the HTTP client 1.3). 50 KB leaves ~19 KB for ' +
    'the app: 40 % less of it, spread over every module; and query-core keeps what the app never calls ' +
    '(infinite queries, ~0.5 KB) through QueryClient’s own methods. So the row is the team’s choice: a ' +
    'lighter stack than the design card’s, or a goal that fits it. Session 33 (2026-11-30) wrote that choice ' +
    'down for the team (docs/decisions/2026-11-30-javascript-bytes-need-a-choice.md): without React Query and ' +
    'jotai-tanstack-query the offer page would still be 50.6 KB before the code replacing them.',
  'sentry-replay': '',
  'home-score': 'The score follows blocking time on this page (the row below).',
  'home-lcp': '',
  'home-tbt-worst': 'The worst runs are the long tasks of the row above, when the machine is busy.',
  'home-tbt':
    'Two 2026-11-26 runs of the same landing: 35 ms (8–67) and 67 ms (31–76) — the median sits at the threshold, moved by the machine. What the ' +
    "long tasks are: before the first paint, Chromium's navigation commit creating the page's JavaScript " +
    'context ("Unattributable", 15–60 ms real, early because DevTools is attached, and counted as blocking by ' +
    "the simulation), then the first layout, dominated by synchronous font lookups in the browser's font " +
    'service — 15 for 106 elements, each size and weight needing DejaVu for Latin and Noto CJK by fallback for ' +
    "Hangul. Naming Source Han Sans by its Linux name too ('Noto Sans CJK KR', ui/tokens.ts) halved them; the " +
    'rolling strip renders its items in a task of their own. With the commit task at 40–60 ms (a busy machine) ' +
    'the median passes 50 ms again. Two runs of 2026-11-26 afternoon: 96 ms (62–118) in the full bench, 67 ms ' +
    '(0–128) alone minutes later with the same build. In each the largest task is that "Unattributable" one ' +
    '(105–256 ms simulated, Lighthouse\'s "other" 560–670 ms of main-thread time against ~220 ms of our script ' +
    'evaluation): it starts just before the first paint and how much of it falls after it decides the figure.',
  'home-cls': '',
  'landing-js-untouched':
    'When issue 23 was filed a visitor who touched nothing received 49.7 KB by 5 s after load (none before it): ' +
    'the landing page and its extras, and on idle the PWA layer (pwa-layer, push-device, push-subscription, ' +
    'install-platform, service-worker-updates), analytics and the sandbox badge — section 2a lists the files. ' +
    'Would close it: load only what the visitor uses, after the first interaction or 5 s, whichever comes first.',
  'attack-score':
    'Met in the 2026-11-26 22:22 bench (97, runs 96–100); missed in the 20:05 one (95, 87–97) and met in the ' +
    "19:30 one (97, 96–99): the runs' blocking time spreads widely, so watch the median. Since the server draws " +
    'the page (server/http/offers-render.ts; LCP 2.2 → 0.72 s, CLS 0.035 → 0) the work after the first paint is ' +
    "what counts. Done on 2026-11-26: the page's preloads one per task, amounts grouped by hand (no Intl locale " +
    "load), the parts with nothing to press hydrated each in a task of their own (ui/hydrate-apart.tsx), the shell's " +
    "modules, the page's start and the taking over in three tasks (main.tsx), V8 compile hints on the copies a page " +
    'loads of the shell and /my chunks (scripts/compile-hints.ts), the company logos as outlines instead of SVG ' +
    '<text>; then the offer list memoized (the page rendered again after the takeover as its queries settled, a ' +
    '25–40 ms task), the outbox, the PWA layer and the visit record each in a task of its own after load with no ' +
    'modulepreload links (one 20–50 ms task before), and the sessionStorage atoms read on first use: alternating ' +
    'runs against the build before, 91 → 97 and TBT 399 → 210 ms (medians of 6). Left in a trace: the takeover ' +
    "(RunMicrotasks, 18–35 ms with DevTools attached), the first render's effects flushed in one task (12–19 ms), " +
    "the page start reading and checking the first offers (superstruct mask + GC, ~15 ms), the shell's module " +
    "evaluation (~13–15 ms). With Lighthouse's CPU profile on, hydrate-apart.tsx's nextPart (two promises per " +
    'part) showed 13–18 ms of its own; not verified why (a guess: async stacks recorded for each promise). Next: ' +
    'effects of the first render in tasks of their own, a thenable without promises for the parts.',
  'attack-lcp':
    "Met since the server draws the page (2026-11-26: 0.72 s). With the page's modulepreloads left in the head " +
    "(so the code would download while the page paints), Lighthouse's LCP went to 1.5–2.1 s: the code shared " +
    "the slow connection with the page. They wait for the first paint, as the landing's do.",
  'attack-score-returning':
    "Met since 2026-11-26 evening (96, runs 88–97; 99, runs 99–99 in the 22:22 bench). The returning visit gets the worker's precached shell, not " +
    'the drawn page. What closed it: CLS 0.035 → 0 (the sandbox strip follows the last /health answer the device ' +
    "saw, app/sandbox-badge.tsx; the route's loading box is fixed behind the top area), the boot work shared " +
    'with the first visit (the row above), and a fairer measurement: the visit now starts a browser closed after ' +
    "the setup visit. In the same browser, V8's compiled code of the very same scripts from seconds before was " +
    'still in memory, which a candidate coming back does not have; it made builds whose scripts differ between ' +
    'the two visits (compile hints) look 6–11 points worse than they are.',
  'offline-visit': '',
  'notification-return-online':
    "Traced on 2026-11-26: the ~410 ms of a new window were the worker's single thread serving ~34 scripts and " +
    "stylesheets one by one (the largest part), the commit and parse (~50–80 ms), the persisted cache's " +
    "IndexedDB open starting only after the first frame, the offer page's lazy import and its first render. " +
    'Since then the browser reads /assets/* from Cache Storage itself (the Service Worker static routing API, ' +
    'sw/static-routes.ts; Chromium only) and the stored cache is read beside the first render ' +
    '(persister.readAhead). On a quiet machine (2026-11-29 10:51, load 1.3) the new window took 213 ms online ' +
    'and 222 offline; the two other ways are well under the line (navigated 98 ms, message 48 ms). What gates ' +
    "the new window, from the 2026-11-26 traces: the offer page's lazy import (Chromium walks the module graph " +
    "in 3–4 rounds, ~50–65 ms, though every chunk is preloaded), the offer page's first render (~45–65 ms), and " +
    'no V8 code cache consumed for the chunks (compiled from source in each new window). Resource and navigation ' +
    'timing of four new windows on the quiet machine (2026-11-29, after the restoring code moved out of the ' +
    'shell): the worker answers the HTML by 10–14 ms; 62 scripts and 14 stylesheets follow, all from Cache ' +
    'Storage; the shell has run by 114–123 ms (it then asks for the stored cache and its restoring code) and ' +
    'DOMContentLoaded comes at 128–135 ms; the countdown is laid out at 153–176 ms, while the ' +
    "offer page's sheets (fetched as it is drawn) and 9 more stylesheets arrive beside it. So the count of " +
    'files, not their bytes, is most of the time. The sheets now come once the page is up (offer-detail-page.tsx, ' +
    'revision-ask.tsx): 185/199 → 163/169 ms offline/online in five taps each. Since (session 24): 37 files on ' +
    'this path instead of 62 (the shell in 6, alerts and the outbox store on demand). A trace of the new window ' +
    '(2026-11-29 13:16) shows the HTML parser on the main thread for ~38 ms issuing the preloads ' +
    '(HTMLDocumentParser::MaybeFetchQueuedPreloads, about 0.7 ms a file under tracing) before the context is ' +
    'even created: the file count is still what is left, with the stylesheets (9 on this page) among them. ' +
    'Session 25 (2026-11-29 afternoon, on a machine ~2× slower than the morning’s: navigated ~220 ms): the ' +
    'pages’ stylesheets one per feature (scripts/chunk-groups.ts), 12 → 6 on this page; in alternating runs ' +
    'against the build before, the new window went 520/475 → 423/453 ms offline and 490/475 → 369/439 online ' +
    '(medians of 5, two rounds). Navigation timing there: the HTML at ~37 ms, scripts from Cache Storage ' +
    'arriving until ~400 ms, stylesheets until ~190 ms: Cache Storage answers a file at a time here, so each ' +
    'file still costs. Tried and left: the whole offer path in one file (8 instead of 36 scripts: ~25 % ' +
    'sooner, but every other page +10 KB); the assets raced between the network (HTTP cache) and the fetch ' +
    'handler instead of read from Cache Storage: ~35 % slower. Session 26 (the evening, same slow machine, ' +
    'the build before at 243 ms, median of 16 rounds of five taps): V8 compile hints now in the precached files ' +
    '(scripts/compile-hints.ts): the main thread compiled ~950 functions lazily, 70–80 ms, now 18–24 ms; 235 ms ' +
    "(20 rounds). In a trace the page's ~40 preloads cost the main thread ~0.5 ms each in a warm browser, " +
    '1–1.5 ms in its first window, with or without the static routes. Tried and left: without the page’s ' +
    'preloads, 30–40 % slower, and with only its entry chunk preloaded, 40–60 % slower; each page chunk importing ' +
    'all its chunks directly (one round of the module graph instead of 3–4): no gain. Session 27 (same slow ' +
    'machine): the shell’s 4 stylesheets inline in index.html (4 files fewer on every page): within the noise ' +
    '(medians 325 → 295 ms offline, 318 → 317 online, three rounds), left. What closes the gap is not a ' +
    'faster start of the code but the page drawn before it, as the server draws /my/attack for a first visit ' +
    '(src/app/offers-prerender.tsx into offers-shell.html: its stylesheets inline, its code started after the ' +
    'first paint; main.tsx takes a drawn #root over). A spike (not kept) had the worker answer /my/result/:id ' +
    'with that shell and an offer page’s markup captured from the app: the new window’s countdown 290–397 → ' +
    '97–128 ms and the navigated way 163–200 → 75–126 ms, in two alternating rounds on this slow machine (the ' +
    'same markup in index.html, with its stylesheets linked and the page’s preloads in the head: 206–305 ms, ' +
    'so both halves of the server’s shell matter). With the server’s renderer of /my/attack bundled into the ' +
    'worker (142 KB minified beside its 67 KB; in Node here 22 ms to evaluate, 18 ms for a first render, 4.5 ' +
    'warm) and run on each such navigation: 121–151 ms against 113–139 without it, alternating. What the ' +
    'real thing takes: a renderer of the offer page (Preact’s render-to-string, the page’s components) in the ' +
    'worker’s script, which every start of the worker then evaluates (a push starts it before the tap); the offer ' +
    'read from the list persisted on the device (lib/persister.ts’s format read in the worker too); ' +
    'offers-shell.html precached; the CSP hashes of the inline stylesheet, the loader and the drawn style ' +
    'attributes computed in the worker (server/http/offers-render.ts does it for the server); and the app ' +
    'taking the drawn page over only once its restored list is there, so nothing is drawn twice. Session 28 ' +
    '(2026-11-30, scratch, not kept): the real offer page (OfferDetailPage under its TopArea, from a QueryClient ' +
    'holding the list) builds with the SSR config for `ssr.target` webworker into one file (dynamic imports ' +
    'inlined): 153 KB minified, 55 KB gzip, and renders with no DOM: in Node on this slow machine 32–86 ms to ' +
    'evaluate, 14–21 ms for a first render, 2–3 ms warm, the countdown and the style attributes (logo size, ' +
    'the increase bar) in the markup. The one thing it could not render: the session. isSignedInAtom reads the ' +
    'tokens from localStorage (lib/tokens.ts), which a worker has not, so it drew the sign-in prompt until a ' +
    'storage stand-in held a token; the worker knows the candidate from the mirrored token ' +
    '(sw/candidate-session.ts), so the renderer needs the signed-in state given to it. The worker is a classic ' +
    'script (workbox-window registers it so): the renderer comes in by importScripts of an iife build, or bundled ' +
    'into sw.js by a build step after the SSR one. Session 29 (2026-11-30): built. The worker draws the page ' +
    '(sw/offer-page.ts) from the offer kept on the device, with the app’s renderer (app/offer-prerender.tsx: ' +
    'OfferDetail under its TopArea, a static location hook) built as one classic script the worker imports at ' +
    'its start and runs at its first drawing (vite.worker-renderer.config.ts: 154 KB, 56 KB gzip; in Node here ' +
    '11 ms to load, 16 ms to run, 27 ms for a first render, 6 warm), into the precached offer-shell.html; the ' +
    'app takes the drawn page over (features/offers/drawn-offer.ts). A/B on the same machine (the renderer ' +
    'script removed for A; medians of 5, load ~2): new window 453 → 156 ms offline and 449 → 146 online; the ' +
    'navigated way, whose navigation the worker answers too, 241 → 125 and 248 → 111. With an offer’s revision ' +
    'drawn too and the renderer run as a notification is tapped: 147 offline, 158 online (load ~3). Not yet ' +
    'measured on a quiet machine, where the page the app drew took ~213 ms (2026-11-29). What is left is the ' +
    'window itself: navigation timing of new windows in the same run (load ~1.4), as responseEnd / DOM ' +
    'interactive / first contentful paint: the drawn offer 31–66 / 87–140 / 152–188 ms, the prerendered landing ' +
    '27–35 / 128–170 / 256–296, and a bare SVG icon 22–30 / 79–105 / 104–140. So the drawn page paints within ' +
    '~40 ms of the fastest any document paints in a new window here.',
  'notification-return-offline':
    'Offline the page paints from the offer list kept on the device (features/offers/listed-offer.ts), so the ' +
    'times are those of the row above: what is slow is starting the code, not waiting for data.',
  'api-throughput':
    "Issue 35 (2026-11-29): the tag's statement was the offers_version and the next expiry's subquery, which " +
    'PostgreSQL parsed and planned at every request (statements are unnamed unless ' +
    'DATABASE_PREPARED_STATEMENTS=1). Now each request reads the version only and works the next expiry out ' +
    'from the WAITING expiries read once per version (offer-list-version.ts); the request log writes once per ' +
    'turn of the event loop, and a GET no longer sets up the unread-body drain. A CPU profile under load ' +
    '(BENCH_CPU_PROFILE_DIR, the evening of the same day) then showed the one read per request as the rest of ' +
    'the gap: sending it to PostgreSQL cost the server more than writing the HTTP answer, and PostgreSQL ~0.2 ms ' +
    'per request. The reads of one turn of the event loop now go as one statement (server/db/batched-read.ts): ' +
    '55–71 % → 92 % of the bare endpoint on a busy machine (3,200 of 3,490 requests/s; PostgreSQL 0.20 → 0.04 ms ' +
    'and the server 0.56 → 0.31 ms of CPU per request). The bench asks for one candidate, so a batch holds one ' +
    'key; for many candidates the statement reads one row each, and what it saves is per statement.',
  'api-p99':
    "At 1,000 requests/s the list needs about a core of the two plus autocannon's; with other work on the " +
    'machine the queue grows and p99 with it (17.6 ms in the last quiet run, 30–120 ms at load average 4–17). ' +
    'One 10-second round’s p99 is its 100th slowest answer: on a quiet machine (2026-11-30, load ~1) five ' +
    'rounds in one run gave 6.9–17.5 ms on PostgreSQL and 9.2–15.9 ms on the bare endpoint, and two full ' +
    'benches a day apart 10.8 and 20.2 ms; the row is now the median of five rounds.',
  'api-errors': '',
  'server-start':
    'First measured 2026-11-29 (PostgreSQL 1.45 s, 1.27–1.54 s, 1.1 s of CPU): the 5–11 s of issue 35 were tsx ' +
    'compiling the server at every start; the build runs on plain node. Above the line only on a busy machine.',
  'search-p95':
    "Met since 2026-11-26 (28–35 ms at 100,000; was 118–164). Two causes, found by running the bench's 200 " +
    'queries one by one: the 직무 filter had become `job_label = X or job_sub_label = X` (no index gives that in ' +
    "the pool's order, so PostgreSQL fetched the whole job and sorted it) — now a union of two ordered index " +
    'walks, each stopping at the page (server/domain/candidate-pool.ts); and JIT compilation, 40–230 ms for ' +
    "statements that run in 2 ms — off on the server's connections (server/db/postgres-pool.ts). The slowest " +
    'left combine salary, tech stack and hashtag (60–160 ms).',
  'search-growth': '',
};
