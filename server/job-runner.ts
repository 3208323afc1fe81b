/**
 * The background poller, started by server/main.ts only (tests call runDueJobs and the sweep
 * themselves). Every 2 s it runs due jobs from the shared queue; every 60 s it stores EXPIRED on
 * offers and groups past their expiry and sends coffee-chat meeting reminders and nudges
 * (meeting-reminders.ts); every hour it purges deleted accounts whose 30 days have
 * passed, deletes stale uploads (pending past their URL, or rejected), Idempotency-Keys past their 7
 * days, analytics events past their 180, rate-limit events no window reaches, sign-ups unverified
 * after a day (with their consents) and one-time codes older than a day. Any number of
 * replicas may run it: claims skip locked rows, and the sweeps are idempotent. The expiry sweep also
 * sends the 24-hours-before reminders (expiry-reminders.ts), each claimed once across replicas, and
 * closes requests for a revision the company left unanswered (revision-timeouts.ts).
 */
import { validate } from 'superstruct';
import type { AppDeps } from './app-deps';
import { purgeDeletedCandidates } from './domain/account';
import { purgeOldAnalyticsEvents } from './domain/analytics';
import { sweepStaleFiles } from './domain/file-uploads';
import { purgeIdempotencyKeys } from './domain/idempotency-keys';
import { purgeStaleOneTimeCodes } from './domain/one-time-codes';
import { purgeOldRateLimitEvents } from './domain/rate-limits';
import { purgeUnverifiedSignups } from './domain/signups';
import { ApiError } from './errors/api-error';
import { meetingNoticeWithdrawn } from './features/coffeechat/meeting-notices';
import { sendMeetingReminders } from './features/coffeechat/meeting-reminders';
import { sendExpiryReminders } from './features/offers/expiry-reminders';
import { sweepExpiredOffers } from './features/offers/offer-expiry';
import { RevisionEmailPayload, sendRevisionEmail } from './features/offers/revision-email';
import { sweepRevisionTimeouts } from './features/offers/revision-timeouts';
import { DemoLifePayload, runDemoLife } from './features/signup/demo-life';
import { type ClaimedJob, claimDue, markDone, markFailed } from './jobs/job-queue';
import { sendQueuedNoticeSms } from './providers/notice-sms';
import { heldMessage, QueuedNotice } from './providers/notifier';

const JOB_POLL_MS = 2_000;
const EXPIRY_SWEEP_MS = 60_000;
const PURGE_SWEEP_MS = 60 * 60_000; // deleted accounts are kept 30 days: an hour late is fine
/** Why a meeting notice made earlier goes nowhere now. */
const WITHDRAWN = 'the candidate restricted the company since';
/** Jobs one poll claims at most. */
const BATCH_SIZE = 10;

type RunnerDeps = Pick<
  AppDeps,
  | 'db'
  | 'now'
  | 'logger'
  | 'notifier'
  | 'push'
  | 'env'
  | 'fileStorage'
  | 'databaseOutage'
  | 'messageSender'
  | 'emailSender'
>;

/** What a failure is called in logs and in scheduled_jobs.last_error: never a message with personal data. */
function describeFailure(error: unknown): string {
  if (error instanceof ApiError) return `ApiError ${error.code}`;
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } })?.code ??
    (error as { cause?: { code?: unknown } })?.cause?.code;
  const name = error instanceof Error ? error.name : typeof error;
  return typeof code === 'string' ? `${name} ${code}` : name;
}

async function runJob(deps: RunnerDeps, job: ClaimedJob): Promise<void> {
  switch (job.kind) {
    case 'demo-life': {
      // Scheduled while sandbox mode was on (or written by hand): real candidates get no demo offers.
      if (!deps.env.sandbox) {
        deps.logger.info('demo life skipped outside sandbox mode', { id: job.id });
        return;
      }
      const [invalid, payload] = validate(job.payload, DemoLifePayload);
      if (invalid) throw new Error('demo-life payload is malformed');
      const sent = await runDemoLife(deps, payload);
      deps.logger.info('demo life ran', { id: job.id, ...sent });
      return;
    }
    case 'held-push': {
      const [invalid, payload] = validate(job.payload, QueuedNotice);
      if (invalid) throw new Error('held-push payload is malformed');
      if (await meetingNoticeWithdrawn(deps.db, payload)) {
        deps.logger.info('held push withdrawn', { id: job.id, reason: WITHDRAWN });
        return;
      }
      // Never fails: a push service that refuses is logged by the delivery, as for any push.
      await deps.push.deliver(payload.candidateId, heldMessage(payload));
      return;
    }
    case 'notice-sms': {
      const [invalid, payload] = validate(job.payload, QueuedNotice);
      if (invalid) throw new Error('notice-sms payload is malformed');
      if (await meetingNoticeWithdrawn(deps.db, payload)) {
        deps.logger.info('meeting notice SMS skipped', { job: job.id, reason: WITHDRAWN });
        return;
      }
      const { db, now, logger, messageSender, env } = deps;
      await sendQueuedNoticeSms({ db, now, logger, messageSender, quietHours: env.pushQuietHours }, job, payload);
      return;
    }
    case 'revision-email': {
      const [invalid, payload] = validate(job.payload, RevisionEmailPayload);
      if (invalid) throw new Error('revision-email payload is malformed');
      await sendRevisionEmail(deps, job, payload);
      return;
    }
    default:
      throw new Error(`unknown job kind ${job.kind}`);
  }
}

/** Claims and runs the jobs due at `now`; answers how many ran and how many failed. */
export async function runDueJobs(deps: RunnerDeps, now: Date): Promise<{ ran: number; failed: number }> {
  const jobs = await claimDue(deps.db, now, BATCH_SIZE);
  let failed = 0;
  for (const job of jobs) {
    try {
      await runJob(deps, job);
      await markDone(deps.db, job.id, deps.now());
    } catch (error) {
      failed += 1;
      const reason = describeFailure(error);
      deps.logger.warn('job failed', { id: job.id, kind: job.kind, attempts: job.attempts, reason });
      await markFailed(deps.db, job, reason, deps.now());
    }
  }
  return { ran: jobs.length, failed };
}

/** Runs `task` every `periodMs`, never two at once; errors are logged, never thrown. */
function every(periodMs: number, name: string, deps: RunnerDeps, task: () => Promise<unknown>) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .catch((error) => {
        // While the database is away the outage says so once; each failed round says nothing more.
        if (!deps.databaseOutage.failed(error)) deps.logger.error(`${name} failed`, { reason: describeFailure(error) });
      })
      .finally(() => {
        running = undefined;
      });
  }, periodMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** The hourly purge sweep (exported for tests): everything kept only for a while, past its while. */
export async function runPurgeSweep(deps: RunnerDeps): Promise<void> {
  const purged = await purgeDeletedCandidates(deps, deps.now());
  if (purged > 0) deps.logger.info('deleted accounts purged', { purged });
  const files = await sweepStaleFiles(deps, deps.now());
  if (files > 0) deps.logger.info('stale files deleted', { files });
  const keys = await purgeIdempotencyKeys(deps.db, deps.now());
  if (keys > 0) deps.logger.info('old idempotency keys deleted', { keys });
  const events = await purgeOldAnalyticsEvents(deps.db, deps.now());
  if (events > 0) deps.logger.info('old analytics events deleted', { events });
  const limits = await purgeOldRateLimitEvents(deps.db, deps.now());
  if (limits > 0) deps.logger.info('old rate-limit events deleted', { limits });
  const signups = await purgeUnverifiedSignups(deps.db, deps.now());
  if (signups > 0) deps.logger.info('unverified sign-ups deleted', { signups });
  const codes = await purgeStaleOneTimeCodes(deps.db, deps.now());
  if (codes > 0) deps.logger.info('stale one-time codes deleted', { codes });
}

export function startJobRunner(deps: RunnerDeps): { stop(): Promise<void> } {
  const stops = [
    every(JOB_POLL_MS, 'job poll', deps, () => runDueJobs(deps, deps.now())),
    every(EXPIRY_SWEEP_MS, 'expiry sweep', deps, async () => {
      const swept = await sweepExpiredOffers(deps.db, deps.now());
      if (swept.offers > 0 || swept.groups > 0) deps.logger.info('expired offers swept', swept);
      const timedOut = await sweepRevisionTimeouts(deps, deps.now());
      if (timedOut > 0) deps.logger.info('revision requests timed out', { timedOut });
      const reminded = await sendExpiryReminders(deps, deps.now());
      if (reminded.offers > 0 || reminded.groups > 0) deps.logger.info('expiry reminders sent', reminded);
      const meetings = await sendMeetingReminders(deps, deps.now());
      if (meetings.day + meetings.hour + meetings.nudges > 0) deps.logger.info('meeting reminders sent', meetings);
    }),
    every(PURGE_SWEEP_MS, 'purge sweep', deps, () => runPurgeSweep(deps)),
  ];
  return {
    async stop() {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
