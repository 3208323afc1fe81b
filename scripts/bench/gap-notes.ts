/**
 * Why a target is missed and what would close it, by target: what the bench found when it was last
 * analysed. Printed under the targets table for every target a run does not meet.
 */
import type { TargetId } from './targets';

export const GAP_NOTES: Record<TargetId, string> = {
  'landing-js': '',
  'route-max': '',
  'sentry-replay': '',
  'home-score': '',
  'home-lcp': '',
  'home-tbt':
    'Blocking time is what runs after the first paint, in tasks over 50 ms once the 4× CPU slowdown is applied, ' +
    'i.e. over ~12.5 ms on this CPU: evaluating the landing modules (~12 ms), hydrating (~12–16 ms), the extras ' +
    'chunk — PWA layer, sandbox badge, visit record (~14–20 ms) — and one relayout (~15 ms) when the rolling strip ' +
    "and the extras' CSS arrive; runs land between 40 and 135 ms depending on which of them cross the line. " +
    'Already done: the page paints before any JavaScript loads, the work is three tasks instead of one, and the ' +
    "landing no longer loads Pretendard (its subsets' relayouts were the longest tasks). Would close it: islands — " +
    'hydrate only the header menu, the rolling strip and the lazy sections, each as its own small root, leaving ' +
    'the static hero and steps as HTML — and the extras after an idle period, with their 2 KB of CSS inlined.',
  'home-cls': '',
  'attack-score':
    'A cold first visit of a client-rendered page, simulated on a slow 4G phone: the shell, the page chunk and ' +
    'its ~18 small shared chunks (now all named in the shell the server sends for /my/attack, so they load ' +
    'together), then the two offers requests, then the render. The app no longer downloads Pretendard (~300 KB ' +
    'of font slices took the bandwidth the code and data needed: LCP 3.2 → 2.4 s), and the score went from 88 to ' +
    '89–96 over the runs of the day; what decides it now is blocking time (125–310 ms): ~90 KB of JavaScript ' +
    'evaluated at 4× slowdown, the persisted-cache restore, and the first layout of Korean text (~95 ms at 4× ' +
    "here, mostly this Linux machine's font fallback). A signed-in candidate rarely meets this page cold: " +
    'signing in happens in the app, which installs the service worker; returning, the same page scores 95–100 ' +
    '(the row below). Would close the first visit: the signed-in page rendered on the server with its offers ' +
    'inlined, or fewer, larger shared chunks for the /my pages.',
  'attack-score-returning': '',
  'offline-visit': '',
  'api-throughput':
    'The list is one prepared statement now (live check, cards and counts; was three), rows mapped without ' +
    "Drizzle's per-field walk (server/db/prepared-select.ts), tokens verified once per token, and headers set " +
    'in place so @hono/node-server keeps the string body: 3.7 ms of CPU per request became 1.1 (server 0.73, ' +
    "PostgreSQL 0.40), against the bare endpoint's 0.17. What is left is the work itself: PostgreSQL running the " +
    'statement and pg decoding 50 rows of 27 columns (~0.3 ms each side), toOffer and JSON (0.2), HTTP. On these 2 ' +
    'cores PostgreSQL and autocannon take CPU the bare server never needs, so 50 % means ~0.35 ms in all: out of ' +
    'reach with a database round trip per request. Closing it needs the database off this machine (or a replica ' +
    'per core), or a cache of the serialised list that every write to offers, coffee chats, companies, senders ' +
    'and the candidate invalidates across replicas and that expires at the next offer expiry.',
  'api-p99':
    "At 1,000 requests/s the list needs ~1.2 cores of 2 (server and PostgreSQL) plus autocannon's; with other " +
    'work on the machine the queue grows and p99 with it (the bare endpoint itself passed 25 ms in such runs). ' +
    'Measure on a quiet machine (load average under 1), or with PostgreSQL on its own cores; the CPU per request ' +
    'above is the figure that holds.',
  'api-errors': '',
  'search-p95': '',
  'search-growth': '',
};
