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
  'sentry-replay': '',
  'home-score': 'The score follows blocking time on this page (the row below).',
  'home-lcp': '',
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
    'Since 2026-11-26 the server draws the page (server/http/offers-render.ts): LCP 2.2 s → 0.72 s, CLS 0.035 ' +
    '→ 0, but the work moved after the first paint, where it counts as blocking (TBT 810–1069 ms). Traced since: ' +
    "the loader adding the page's 25 preloads in one task (~265 ms at 4×, ~2.5 ms each with DevTools attached), " +
    'the first ko-KR number formatter loading the locale (~260 ms at 4×, inside the hydration) and the hydration ' +
    'itself. Now the preloads go one per task, amounts are grouped by hand, the page is hydrated in the task after ' +
    'its code, and its parts with nothing to press (top area, tabs, each card) each in a task of their own ' +
    '(ui/hydrate-apart.tsx). Measured alternately against the build before (medians): with the cards apart, 82 → 94 and TBT 736 → 278 ms (3 runs each, load 2.7–3.6); with the top area and tabs too, 79 → 87, TBT ~1270 → ~550 ms (4 runs each, load 8–12, so slower throughout). ' +
    "Left, one task each: the shell's static module graph (~60 ms unthrottled) and the page's chunk (~40 ms). " +
    "Next: import the shell's layers one by one from main.tsx — tried, rolldown then split the shared chunks " +
    "into ~30 more files (the landing's too): it needs codeSplitting groups that keep them together first. " +
    'Full benches of 2026-11-26 16:24 and 16:50 with that work: 86 (82–90) and 93 (81–93), TBT 310–803 ms (was ' +
    '78). The largest parts left: ' +
    "the shell's shared chunk (install-event-*.js, 220–325 ms of script at 4×), the restore and the token mirror " +
    "(persister, mirror-tokens: ~50–75 ms each), and Lighthouse's own evaluations (_lighthouse-eval.js, 97–286 ms) " +
    'counted because they come before the page is quiet.',
  'attack-lcp':
    "Met since the server draws the page (2026-11-26: 0.72 s). With the page's modulepreloads left in the head " +
    "(so the code would download while the page paints), Lighthouse's LCP went to 1.5–2.1 s: the code shared " +
    "the slow connection with the page. They wait for the first paint, as the landing's do.",
  'attack-score-returning':
    "The returning visit gets the worker's precached shell, not the drawn page: 92 (86–93) in the 2026-11-26 " +
    "run, TBT 318–564 ms from the same boot as the first visit's (the row above), and CLS 0.035 in 4 of 5 runs " +
    "from the sandbox strip pushed in by /health's answer — since then the sandbox flag is kept on the device " +
    "(lib/persister.ts, 'health'). The 2026-11-26 16:24 bench still had CLS 0.035 in 4 of 5 runs (93, 89–94): " +
    "the strip arrives with the restore, after the first frame, and pushed the route's full-height loading box " +
    'down. That box is now fixed behind the top area (app/route-switch.tsx): CLS 0 in 4 of 4 runs after it; ' +
    'the 16:50 bench then caught the strip pushing the page itself down once (the page drawn before the ' +
    "restore), so the strip now follows the last answer the device saw until /health's is in the cache " +
    '(app/sandbox-badge.tsx, localStorage): CLS 0 in 5 of 5 runs after that, scores 87–98 (median 92), the ' +
    "spread all blocking time (153–524 ms) from the same boot as the first visit's.",
  'offline-visit': '',
  'notification-return-online':
    "Traced on 2026-11-26: the ~410 ms of a new window were the worker's single thread serving ~34 scripts and " +
    "stylesheets one by one (the largest part), the commit and parse (~50–80 ms), the persisted cache's " +
    "IndexedDB open starting only after the first frame, the offer page's lazy import and its first render. " +
    'Since then the browser reads /assets/* from Cache Storage itself (the Service Worker static routing API, ' +
    'sw/static-routes.ts; Chromium only) and the stored cache is read beside the first render ' +
    '(persister.readAhead): 348 ms online, 313 offline in that run (was 420/398). What gates the countdown ' +
    "now: the offer page's lazy import (Chromium walks the module graph in 3–4 rounds, ~50–65 ms, though every " +
    "chunk is preloaded), the offer page's first render (~45–65 ms), and no V8 code cache consumed for the " +
    'chunks (compiled from source in each new window). Next: render the page the shell names without a dynamic ' +
    "import, a CPU profile of the offer page's first render. Met in the 2026-11-26 16:24 bench (247 ms online, " +
    '248 offline), missed in the 16:50 one (419 / 329) with no change on this path between them; runs alone ' +
    'minutes later gave 239 / 328, and 306 / 303 for the build before the last change: on this machine the ' +
    'new window varies by ±80 ms from run to run, around the 300 ms line.',
  'notification-return-offline':
    'Offline the page paints from the offer list kept on the device (features/offers/listed-offer.ts), so the ' +
    'times are those of the row above: what is slow is starting the code, not waiting for data.',
  'api-throughput':
    'Met since issue 23: PostgreSQL writes the JSON (server/db/json-text.ts), the ETag comes from a ' +
    'per-candidate offers_version and the next expiry (304 without building), and built lists are kept in a ' +
    'byte-bounded LRU by that tag. Below 50 % only when other work shares the machine (49 % in a busy run); ' +
    "what is left per request is the tag statement's round trip and the token check.",
  'api-p99':
    'Met in two 2026-11-26 runs (21.9 and 23.8 ms), 30.0 ms in the last one with no change to the API between them. At 1,000 requests/s the list needs about a core of ' +
    "the two plus autocannon's; with other work on the machine the queue grows and p99 with it.",
  'api-errors': '',
  'search-p95':
    "Met since 2026-11-26 (28–35 ms at 100,000; was 118–164). Two causes, found by running the bench's 200 " +
    'queries one by one: the 직무 filter had become `job_label = X or job_sub_label = X` (no index gives that in ' +
    "the pool's order, so PostgreSQL fetched the whole job and sorted it) — now a union of two ordered index " +
    'walks, each stopping at the page (server/domain/candidate-pool.ts); and JIT compilation, 40–230 ms for ' +
    "statements that run in 2 ms — off on the server's connections (server/db/postgres-pool.ts). The slowest " +
    'left combine salary, tech stack and hashtag (60–160 ms).',
  'search-growth': '',
};
