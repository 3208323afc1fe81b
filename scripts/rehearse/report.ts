/** The rehearsal's result as the markdown of its section in docs/PERFORMANCE.md. */
import { ms, table } from '../bench/report-format';
import type { PhaseFigures } from './phase-summary';
import type { RehearsalResult } from './result';

const listed = (outcomes: Record<string, number>) =>
  Object.entries(outcomes)
    .sort((a, b) => b[1] - a[1])
    .map(([outcome, count]) => `${count} × ${outcome}`)
    .join(', ') || '—';

function phaseRow(phase: PhaseFigures): (string | number)[] {
  const { writes } = phase;
  return [
    phase.name,
    `${phase.seconds} s`,
    phase.requests,
    phase.ok,
    phase.maintenance,
    phase.failed === 0 ? 0 : `${phase.failed}: ${listed(phase.failures)}`,
    `${writes.sent} (${writes.acknowledged} at once)`,
    writes.lost,
    writes.duplicated,
    writes.committedUnanswered,
    ms(phase.p99Ms),
  ];
}

function startup(result: RehearsalResult): string {
  const failed = result.startedTogether.filter((attempt) => !attempt.ok);
  if (failed.length === 0) return 'The three replicas, started at the same moment on the empty database, all came up.';
  return `Started at the same moment on the empty database, ${failed.map((attempt) => attempt.name).join(', ')} did not come up (started again alone afterwards): ${failed.map((attempt) => `\`${(attempt.error ?? '').split('\n')[0]}\``).join('; ')}.`;
}

function throughput(result: RehearsalResult): string[] {
  const [one, three] = result.throughput;
  if (!one || !three) return ['Not measured (the rehearsal stopped before).'];
  const { settings } = result;
  return [
    table(
      ['replicas in rotation', 'requests', '2xx per second', 'failed', 'p50', 'p99', 'host load average'],
      result.throughput.map(({ replicas, figures, loadAverage }) => [
        replicas,
        figures.requests,
        figures.okPerSecond,
        figures.failed === 0 ? 0 : `${figures.failed}: ${listed(figures.failures)}`,
        ms(figures.p50Ms),
        ms(figures.p99Ms),
        loadAverage?.toFixed(2) ?? '—',
      ]),
    ),
    '',
    `The same fixed load both times: ${settings.throughputConcurrency} candidates acting back to back (no pause) for ${settings.throughputSeconds} s through HAProxy; for the first run two servers were set to \`maint\` on HAProxy's runtime API. 3 replicas: ×${(three.figures.okPerSecond / Math.max(one.figures.okPerSecond, 0.1)).toFixed(2)}. The replicas, PgBouncer, PostgreSQL, HAProxy and the load itself share ${result.machine.cores} cores, so more replicas add concurrency here, hardly CPU: one replica uses about one core, three share the same two with everything else, and the ratio moves with whatever else runs on the machine (the load average column). The figure says that spreading the load over replicas costs nothing and survives faults, not how it scales on separate machines.`,
  ];
}

function databaseOutage({ database }: RehearsalResult): string {
  const rotation =
    database.balancerChanges.length === 0
      ? 'HAProxy kept every replica in rotation throughout (no server went DOWN).'
      : `HAProxy changed servers meanwhile: ${database.balancerChanges.join('; ')}.`;
  const recovery =
    database.firstOkAfterStartSeconds === undefined
      ? 'After PostgreSQL was started again, no request of the phase was answered 2xx.'
      : `After PostgreSQL was started again, the first 2xx answer came ${database.firstOkAfterStartSeconds} s later${database.lastMaintenanceAfterStartSeconds === undefined ? '' : `, the last MAINTENANCE answer ${database.lastMaintenanceAfterStartSeconds} s later`}.`;
  return `Database stop: ${rotation} ${recovery}`;
}

function restarts(result: RehearsalResult): string {
  return table(
    ['phase', 'replica', 'exit', 'signal to exit', 'start to ready', 'start to back in rotation'],
    result.restarts.map((restart) => [
      restart.phase,
      restart.replica,
      restart.exit.code ?? restart.exit.signal ?? '—',
      ms(restart.exit.afterMs ?? Number.NaN),
      ms(restart.readyAfterMs),
      ms(restart.inRotationAfterMs),
    ]),
  );
}

function verdict(result: RehearsalResult): string[] {
  const lines = [
    result.problems.length === 0
      ? '**No lost or duplicated write, no failed request during the rolling restart, every SIGTERM ended with exit code 0.**'
      : `**Problems (the rehearsal fails on these):**\n\n${result.problems.map((problem) => `- ${problem}`).join('\n')}`,
  ];
  if (result.findings.length > 0) {
    lines.push('', 'Also seen:', '', ...result.findings.map((finding) => `- ${finding}`));
  }
  return lines;
}

export function renderRehearsal(result: RehearsalResult): string {
  const { settings, machine, database } = result;
  const phases = result.phases;
  return [
    '## Rehearsal: three replicas behind HAProxy on PgBouncer, faults under traffic',
    '',
    `Written by \`npm run rehearse\` (scripts/rehearse/) on ${result.startedAt} in ${Math.round(result.durationSeconds)} s${settings.short ? ' — **the short form (REHEARSE_SHORT=1): fewer candidates and seconds**' : ''}, commit ${machine.commit}. \`npm run bench\` rewrites the rest of this page and keeps this section; the rehearsal rewrites only this section.`,
    '',
    `On this machine (${machine.cores} cores, 1-minute load average ${machine.loadAverageStart.toFixed(2)} at the start, ${machine.loadAverageEnd.toFixed(2)} at the end): a scratch PostgreSQL cluster of its own; PgBouncer in transaction pooling on \`deploy/pgbouncer.ini\`; three replicas (\`${result.replicaCommand}\`) with DATABASE_URL on PgBouncer; HAProxy on \`deploy/haproxy.cfg\` in front. ${startup(result)}`,
    '',
    `Traffic: ${result.setup.candidates} candidates signed up through the balancer${result.setup.candidatesWithOffers ? ` (${result.setup.candidatesWithOffers} with demo offers)` : ''}, each looping over offers list reads (50 %), a message sent with an Idempotency-Key (30 %) and a profile edit with an Idempotency-Key (20 %), ${settings.thinkMs} ms apart on average. A write is lost when it was answered 2xx (at once, or when sent again) but is not in the database; duplicated when one key made more than one row. Writes that failed were sent again afterwards with their keys, as the app's outbox does: ${result.resent.writes} of them (${listed(result.resent.outcomes)}).`,
    '',
    '### Throughput, 1 and 3 replicas',
    '',
    ...throughput(result),
    '',
    '### Phases',
    '',
    `Each under steady traffic: steady (${settings.steadySeconds} s); one replica SIGKILLed and started again ${settings.restartDelaySeconds} s later; a rolling restart (SIGTERM each replica in turn, wait for its exit, start it, wait until HAProxy has it back); PostgreSQL stopped (\`pg_ctl stop -m fast\`) for ${database.downSeconds} s and started again; after (${settings.steadySeconds} s). Each fault's phase goes on ${settings.settleSeconds} s after its repair. A request counts in the phase its answer (or its failure) came in: what a fault cuts is counted with the fault. MAINTENANCE is the app's own 503 with Retry-After (a known state the app shows and its outbox waits out); "HAProxy page" is the balancer's own HTML error page. HAProxy sends a request to another replica when its connection was refused or closed before any answer (\`retry-on conn-failure empty-response\`, for GETs and writes with an Idempotency-Key); an answer already on its way when its replica is killed cannot be sent again: the client sees the connection cut (HAProxy logs it \`SD\`) and retries.`,
    '',
    table(
      [
        'phase',
        'time',
        'requests',
        '2xx',
        'MAINTENANCE',
        'failed',
        'writes sent',
        'lost',
        'duplicated',
        'answer lost, written',
        'p99',
      ],
      phases.map(phaseRow),
    ),
    '',
    databaseOutage(result),
    '',
    restarts(result),
    '',
    ...verdict(result),
    '',
    '<details><summary>What happened when (seconds since the traffic began)</summary>',
    '',
    ...result.events.map((event) => `- ${event.at} s: ${event.what}`),
    '',
    '</details>',
    ...(result.failureSamples.length === 0
      ? []
      : [
          '',
          '<details><summary>Requests not answered 2xx: the first few of each phase and kind of answer</summary>',
          '',
          table(
            ['sent at', 'phase', 'request', 'answered after', 'answer'],
            result.failureSamples.map((sample) => [
              `${sample.at} s`,
              sample.phase,
              sample.kind,
              ms(sample.ms),
              sample.outcome,
            ]),
          ),
          '',
          '</details>',
        ]),
  ].join('\n');
}
