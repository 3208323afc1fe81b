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
  'home-tbt': '',
  'home-cls': '',
  'attack-score': '',
  'attack-score-returning': '',
  'offline-visit': '',
  'api-throughput':
    'The list is one prepared statement now (live check, cards and counts; was three), rows mapped without ' +
    "Drizzle's per-field walk (server/db/prepared-select.ts), tokens verified once per token, and headers set " +
    'in place so @hono/node-server keeps the string body: 3.7 ms of CPU per request became 1.2 (server 0.75, ' +
    "PostgreSQL 0.45), against the bare endpoint's 0.2. What is left is the work itself: PostgreSQL running the " +
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
