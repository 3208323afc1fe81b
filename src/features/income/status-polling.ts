/**
 * The wait for the app approval: the status is asked every 2 s with loadCount 1…N
 * (LIFETIME_STATUS_LOOP_COUNT). Polls are sent on the clock, not after each answer, so answers can
 * arrive out of order; the server echoes the poll's loadCount and an answer to an older poll than
 * one already read is ignored. DONE or FAILED ends the wait; N answered polls without either (or a
 * last poll that never answers) is a timeout. A poll that could not reach the server is skipped;
 * a refusal (4xx other than 401, which the HTTP client handles) ends the wait with its message.
 */
import { LIFETIME_STATUS_LOOP_COUNT, type LifetimeStatus } from '../../contract/income';
import { ApiError } from '../../lib/http';

export const STATUS_POLL_INTERVAL_MS = 2_000;
/** How long the last poll may take to answer before the wait counts as timed out. */
const LAST_ANSWER_GRACE_MS = 10_000;
const STATUS_FAILED_FALLBACK = '요청을 완료하지 못했습니다. 다시 시도해 주세요.';

export type PollOutcome = { kind: 'done' } | { kind: 'failed'; message: string } | { kind: 'timeout' };

export interface StatusPollOptions {
  fetchStatus: (loadCount: number) => Promise<LifetimeStatus>;
  onOutcome: (outcome: PollOutcome) => void;
  intervalMs?: number;
  loopCount?: number;
}

/** Starts polling; the answer stops it (e.g. when the screen goes away). */
export function pollLifetimeStatus({
  fetchStatus,
  onOutcome,
  intervalMs = STATUS_POLL_INTERVAL_MS,
  loopCount = LIFETIME_STATUS_LOOP_COUNT,
}: StatusPollOptions): () => void {
  let stopped = false;
  let newestRead = 0;
  let settled = 0;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const stop = () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
  const finish = (outcome: PollOutcome) => {
    if (stopped) return;
    stop();
    onOutcome(outcome);
  };
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const read = (answer: LifetimeStatus) => {
    if (answer.loadCount <= newestRead) return;
    newestRead = answer.loadCount;
    if (answer.status === 'DONE') finish({ kind: 'done' });
    else if (answer.status === 'FAILED') finish({ kind: 'failed', message: answer.message || STATUS_FAILED_FALLBACK });
  };

  const poll = (loadCount: number) => {
    if (stopped) return;
    fetchStatus(loadCount)
      .then(read, (error: unknown) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
          finish({ kind: 'failed', message: error.message || STATUS_FAILED_FALLBACK });
        }
      })
      .finally(() => {
        settled += 1;
        if (settled === loopCount) finish({ kind: 'timeout' });
      });
    if (loadCount < loopCount) later(intervalMs, () => poll(loadCount + 1));
    else later(LAST_ANSWER_GRACE_MS, () => finish({ kind: 'timeout' }));
  };

  later(intervalMs, () => poll(1));
  return stop;
}
