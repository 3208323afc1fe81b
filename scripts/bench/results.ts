/** Everything one `npm run bench` measured; main.ts fills it, report.ts writes it out. */
import type { ApiLoadResult } from './api-load';
import type { BytesResult } from './bytes';
import type { GrowthResult } from './growth';
import type { LandingJsResult } from './landing-js';
import type { LighthousePage } from './lighthouse';
import type { MachineInfo } from './machine';
import type { NotificationReturnResult } from './notification-return';
import type { OfflineVisitResult } from './offline-visit';
import type { ServerStartResult } from './server-start';

/** The part of scripts/load/mixed-traffic.ts's report the bench shows (another module's contract: checked loosely). */
export interface MixedTrafficResult {
  requests: number;
  errors: number;
  /** Requests per second over the measured time. */
  throughput: number;
  setupSeconds?: number;
  latency: { overall: { p50: number; p95: number; p99: number } };
}

export type MixedTraffic =
  | { status: 'measured'; candidates: number; seconds: number; database: string; result: MixedTrafficResult }
  | { status: 'missing' | 'failed'; note: string };

/** A section that could not be measured says why instead of holding figures. */
export type Section<T> =
  | { ok: true; value: T; loadAverage: number }
  | { ok: false; error: string; loadAverage: number };

export interface BenchResults {
  startedAt: string;
  durationSeconds: number;
  quick: boolean;
  /** The 1-minute load average when the timed measurements began. */
  loadAverageAtStart: number;
  machine: MachineInfo;
  bytes: Section<BytesResult>;
  lighthouse: Section<LighthousePage[]>;
  landingJs: Section<LandingJsResult>;
  offline: Section<OfflineVisitResult>;
  notificationReturn: Section<NotificationReturnResult>;
  api: Section<ApiLoadResult>;
  serverStart: Section<ServerStartResult>;
  growth: Section<GrowthResult>;
  mixedTraffic: MixedTraffic;
}
