/**
 * What a run concludes. `problems` must never happen: a replica that cannot start beside the
 * others, a write lost or duplicated, a request failed during the rolling restart, a replica not
 * exiting with 0 on SIGTERM. `findings` are worth reading but expected of some faults: requests cut
 * by a SIGKILL, writes never confirmed, a replica that exited by itself.
 */
import { type PhaseFigures, writeFigures } from './phase-summary';
import { PHASES } from './phases';
import type { Replica } from './replica';
import type { RehearsalResult } from './result';
import type { RequestRecord } from './traffic';
import type { WriteAudit } from './write-audit';

const round = (value: number) => Math.round(value * 10) / 10;

const listed = (outcomes: Record<string, number>) =>
  Object.entries(outcomes)
    .map(([outcome, count]) => `${count} × ${outcome}`)
    .join(', ');

const SAMPLES_PER_OUTCOME = 5;

/** The first few requests of each phase and kind of answer that were not 2xx, in the order they were sent. */
export function failureSamples(requests: RequestRecord[]): RehearsalResult['failureSamples'] {
  const seen = new Map<string, number>();
  const samples: RehearsalResult['failureSamples'] = [];
  for (const request of requests) {
    if (request.outcome === 'ok') continue;
    const group = `${request.phase} ${request.outcome}`;
    const count = seen.get(group) ?? 0;
    seen.set(group, count + 1);
    if (count >= SAMPLES_PER_OUTCOME) continue;
    const { phase, kind, outcome } = request;
    samples.push({ at: round(request.sentAt / 1000), phase, kind, ms: Math.round(request.ms), outcome });
  }
  return samples.sort((a, b) => a.at - b.at);
}

export function verdict(
  result: Omit<RehearsalResult, 'problems' | 'findings'>,
  audit: WriteAudit,
  replicas: Replica[],
) {
  const problems: string[] = [];
  const findings: string[] = [];
  for (const attempt of result.startedTogether.filter((entry) => !entry.ok)) {
    problems.push(`${attempt.name} did not start beside the others on the empty database: ${attempt.error}`);
  }
  const all = writeFigures(audit.writes);
  const byPhase = (pick: (figures: PhaseFigures) => number) =>
    [...result.throughput.map((run) => run.figures), ...result.phases]
      .filter((figures) => pick(figures) > 0)
      .map((figures) => `${pick(figures)} in “${figures.name}”`)
      .join(', ');
  if (all.lost > 0)
    problems.push(
      `${all.lost} acknowledged writes are not in the database (${byPhase((figures) => figures.writes.lost)})`,
    );
  if (all.duplicated > 0)
    problems.push(
      `${all.duplicated} writes are in the database twice or more (${byPhase((figures) => figures.writes.duplicated)})`,
    );
  if (result.profileMismatches > 0) {
    problems.push(`${result.profileMismatches} candidates' hashtags are not those of their last acknowledged edit`);
  }
  const rolling = result.phases.find((phase) => phase.name === PHASES.rolling);
  if (rolling && rolling.ok < rolling.requests) {
    const failures = { ...rolling.failures, ...(rolling.maintenance ? { maintenance: rolling.maintenance } : {}) };
    problems.push(`${rolling.requests - rolling.ok} requests failed during the rolling restart: ${listed(failures)}`);
  }
  for (const restart of result.restarts.filter((entry) => entry.phase === PHASES.rolling)) {
    if (restart.exit.code !== 0) {
      problems.push(`${restart.replica} ended with ${restart.exit.code ?? restart.exit.signal} on SIGTERM, not 0`);
    }
  }
  for (const phase of [...result.throughput.map((run) => run.figures), ...result.phases]) {
    if (phase.name === PHASES.rolling || phase.failed === 0) continue;
    findings.push(`“${phase.name}”: ${phase.failed} of ${phase.requests} requests failed: ${listed(phase.failures)}`);
  }
  if (all.unconfirmed > 0) findings.push(`${all.unconfirmed} writes got no 2xx answer, even when sent again`);
  for (const replica of replicas) {
    const unasked = replica.exits.filter((exit) => exit.afterMs === undefined);
    if (unasked.length > 0) findings.push(`${replica.name} exited by itself ${unasked.length} time(s)`);
  }
  return { problems, findings };
}
