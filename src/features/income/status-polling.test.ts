import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIFETIME_STATUS_LOOP_COUNT, type LifetimeStatus } from '../../contract/income';
import { ApiError, NetworkError } from '../../lib/http';
import { type PollOutcome, pollLifetimeStatus, STATUS_POLL_INTERVAL_MS } from './status-polling';

const waiting = (loadCount: number): LifetimeStatus => ({ status: 'WAITING', loadCount });

/** A status endpoint whose answers the test releases one by one. */
function deferredStatus() {
  const pending = new Map<number, (answer: LifetimeStatus) => void>();
  const failures = new Map<number, (error: unknown) => void>();
  const asked: number[] = [];
  const fetchStatus = vi.fn(
    (loadCount: number) =>
      new Promise<LifetimeStatus>((resolve, reject) => {
        asked.push(loadCount);
        pending.set(loadCount, resolve);
        failures.set(loadCount, reject);
      }),
  );
  return {
    fetchStatus,
    asked,
    answer: (loadCount: number, answer: LifetimeStatus) => pending.get(loadCount)?.(answer),
    fail: (loadCount: number, error: unknown) => failures.get(loadCount)?.(error),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pollLifetimeStatus', () => {
  it('asks every 2 s with loadCount 1, 2, 3… in order', async () => {
    const server = deferredStatus();
    const outcomes: PollOutcome[] = [];
    pollLifetimeStatus({ fetchStatus: server.fetchStatus, onOutcome: (outcome) => outcomes.push(outcome) });

    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS - 1);
    expect(server.asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.asked).toEqual([1]);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS * 2);
    expect(server.asked).toEqual([1, 2, 3]);
    expect(outcomes).toEqual([]);
  });

  it('ends with done when an answer says DONE and asks no more', async () => {
    const server = deferredStatus();
    const outcomes: PollOutcome[] = [];
    pollLifetimeStatus({ fetchStatus: server.fetchStatus, onOutcome: (outcome) => outcomes.push(outcome) });

    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS * 2);
    server.answer(1, waiting(1));
    server.answer(2, { status: 'DONE', loadCount: 2 });
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS * 5);

    expect(outcomes).toEqual([{ kind: 'done' }]);
    expect(server.asked).toEqual([1, 2]);
  });

  it('ignores a late answer to an older poll than one already read', async () => {
    const server = deferredStatus();
    const outcomes: PollOutcome[] = [];
    pollLifetimeStatus({ fetchStatus: server.fetchStatus, onOutcome: (outcome) => outcomes.push(outcome) });

    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS * 3);
    server.answer(3, waiting(3));
    await vi.advanceTimersByTimeAsync(0);
    // Poll 1 answers last, with an outcome that is out of date by now.
    server.answer(1, { status: 'FAILED', loadCount: 1, message: '인증이 완료되지 않았습니다.' });
    await vi.advanceTimersByTimeAsync(0);
    expect(outcomes).toEqual([]);

    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS);
    server.answer(4, { status: 'FAILED', loadCount: 4, message: '주민등록번호가 일치하지 않습니다.' });
    await vi.advanceTimersByTimeAsync(0);
    expect(outcomes).toEqual([{ kind: 'failed', message: '주민등록번호가 일치하지 않습니다.' }]);
  });

  it(`times out after the ${LIFETIME_STATUS_LOOP_COUNT}th poll still says WAITING`, async () => {
    const outcomes: PollOutcome[] = [];
    const fetchStatus = vi.fn(async (loadCount: number) => waiting(loadCount));
    pollLifetimeStatus({ fetchStatus, onOutcome: (outcome) => outcomes.push(outcome) });

    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS * (LIFETIME_STATUS_LOOP_COUNT - 1));
    expect(outcomes).toEqual([]);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS);
    expect(outcomes).toEqual([{ kind: 'timeout' }]);
    expect(fetchStatus.mock.calls.map(([loadCount]) => loadCount)).toEqual(
      Array.from({ length: LIFETIME_STATUS_LOOP_COUNT }, (_, index) => index + 1),
    );
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS * 10);
    expect(fetchStatus).toHaveBeenCalledTimes(LIFETIME_STATUS_LOOP_COUNT);
  });

  it('times out when the last poll never answers', async () => {
    const server = deferredStatus();
    const outcomes: PollOutcome[] = [];
    pollLifetimeStatus({
      fetchStatus: server.fetchStatus,
      onOutcome: (outcome) => outcomes.push(outcome),
      loopCount: 3,
    });
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS * 3);
    server.answer(1, waiting(1));
    server.answer(2, waiting(2));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(outcomes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcomes).toEqual([{ kind: 'timeout' }]);
  });

  it('skips a poll that could not reach the server and stops on a refusal', async () => {
    const server = deferredStatus();
    const outcomes: PollOutcome[] = [];
    pollLifetimeStatus({ fetchStatus: server.fetchStatus, onOutcome: (outcome) => outcomes.push(outcome) });

    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS * 2);
    server.fail(1, new NetworkError('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcomes).toEqual([]);
    server.fail(2, new ApiError(404, 'NOT_FOUND', '인증 요청을 찾을 수 없어요.'));
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS * 3);
    expect(outcomes).toEqual([{ kind: 'failed', message: '인증 요청을 찾을 수 없어요.' }]);
    expect(server.asked).toEqual([1, 2]);
  });

  it('stops when asked to', async () => {
    const fetchStatus = vi.fn(async (loadCount: number) => waiting(loadCount));
    const onOutcome = vi.fn();
    const stop = pollLifetimeStatus({ fetchStatus, onOutcome });
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS);
    stop();
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS * 40);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(onOutcome).not.toHaveBeenCalled();
  });
});
