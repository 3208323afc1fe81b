/** What a rehearsal run measured and concluded (rehearsal.ts), as results.json holds it and report.ts renders it. */
import type { PhaseFigures } from './phase-summary';
import type { ReplicaExit } from './replica';
import type { RehearsalSettings } from './settings';
import type { StartAttempt } from './stack';

export interface Restart {
  phase: string;
  replica: string;
  exit: ReplicaExit;
  /** From the start to readiness 200. */
  readyAfterMs: number;
  /** From the start to HAProxy marking it UP. */
  inRotationAfterMs: number;
}

export interface RehearsalResult {
  startedAt: string;
  durationSeconds: number;
  settings: RehearsalSettings;
  machine: { cores: number; loadAverageStart: number; loadAverageEnd: number; commit: string };
  replicaCommand: string;
  startedTogether: StartAttempt[];
  setup: { candidates: number; candidatesWithOffers: number; seconds: number };
  /** `loadAverage`: the host's 1-minute load average as the run ended (other work skews the figures). */
  throughput: { replicas: number; figures: PhaseFigures; loadAverage: number }[];
  phases: PhaseFigures[];
  restarts: Restart[];
  database: {
    downSeconds: number;
    /** After PostgreSQL was started again: the first 2xx answer, the last MAINTENANCE answer. */
    firstOkAfterStartSeconds?: number;
    lastMaintenanceAfterStartSeconds?: number;
    /** HAProxy's server changes while the database was stopped (none: every replica stayed in rotation). */
    balancerChanges: string[];
  };
  resent: { writes: number; outcomes: Record<string, number> };
  profileMismatches: number;
  /** What happened when, in seconds since the traffic began (HAProxy's server changes included). */
  events: { at: number; what: string }[];
  /** The first few requests of each phase and outcome that were not answered 2xx. */
  failureSamples: { at: number; phase: string; kind: string; ms: number; outcome: string }[];
  problems: string[];
  findings: string[];
}
