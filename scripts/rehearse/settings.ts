/** How long and how hard the rehearsal runs: the full run, and the short form `npm test` runs. */

export interface RehearsalSettings {
  short: boolean;
  /** Simulated candidates in the steady traffic. */
  candidates: number;
  /** Mean pause between one candidate's actions (uniform 0.5×–1.5×). */
  thinkMs: number;
  /** How long the setup waits for the demo offers (the list reads then show real offers). */
  offerWaitSeconds: number;
  /** Each throughput run: candidates acting back to back, for this long. */
  throughputSeconds: number;
  throughputConcurrency: number;
  /** Traffic before the first fault, and after the last. */
  steadySeconds: number;
  /** After a fault is repaired, before the next one: the phase's tail. */
  settleSeconds: number;
  /** A killed replica is started again after this (an orchestrator's restart delay). */
  restartDelaySeconds: number;
  databaseDownSeconds: number;
}

export const FULL_RUN: RehearsalSettings = {
  short: false,
  candidates: 100,
  thinkMs: 1000,
  offerWaitSeconds: 90,
  throughputSeconds: 20,
  throughputConcurrency: 32,
  steadySeconds: 20,
  settleSeconds: 10,
  restartDelaySeconds: 2,
  databaseDownSeconds: 10,
};

/** ≤ 2 minutes on the 2-core machine: fewer candidates, seconds instead of tens of seconds. */
export const SHORT_RUN: RehearsalSettings = {
  short: true,
  candidates: 24,
  thinkMs: 500,
  offerWaitSeconds: 0,
  throughputSeconds: 4,
  throughputConcurrency: 16,
  steadySeconds: 3,
  settleSeconds: 3,
  restartDelaySeconds: 1,
  databaseDownSeconds: 5,
};
