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
  'api-throughput': '',
  'api-p99': '',
  'api-errors': '',
  'search-p95': '',
  'search-growth': '',
};
