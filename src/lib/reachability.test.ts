/**
 * Reachability: which answers mark the server unreachable, when a queued entry reads
 * "전송 중" rather than "전송 대기 중", and the outbox's retry rhythm.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../contract/outbox';
import { NetworkError, request } from './http';
import { createServerRetry } from './outbox-retry';
import { resetServerAvailability, serverReachable, serverUnreachable } from './server-availability';
import { isOnItsWay } from './use-outbox';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  resetServerAvailability();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('what marks the server unreachable', () => {
  it.each([
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a gateway error', () => Promise.resolve(new Response('<html>502</html>', { status: 502 }))],
    [
      'a captive portal page',
      () =>
        Promise.resolve(new Response('<html>login</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })),
    ],
  ])('%s: a NetworkError, and unreachable until a request succeeds', async (_, answer) => {
    fetchMock.mockImplementationOnce(answer);
    await expect(request('/offers')).rejects.toBeInstanceOf(NetworkError);
    expect(serverUnreachable()).toBe(true);
    expect(serverReachable()).toBe(false);
    fetchMock.mockResolvedValueOnce(
      new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    await request('/offers');
    expect(serverReachable()).toBe(true);
  });

  it('a refusal (4xx in JSON) is an answer: the server stays reachable', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ status: { code: 'CONFLICT', message: '이미 수락한 제안입니다.' } }), {
        status: 409,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(request('/offers')).rejects.not.toBeInstanceOf(NetworkError);
    expect(serverReachable()).toBe(true);
  });
});

const entry = (id: string, extra: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id,
  kind: 'offer-like',
  subject: 'anna',
  method: 'PATCH',
  url: '/api/users/offers/like',
  body: '{}',
  order: 1,
  createdAt: '2026-03-02T03:00:00.000Z',
  state: 'queued',
  meta: undefined,
  response: undefined,
  ...extra,
});

describe('전송 중 or 전송 대기 중', () => {
  it('reads 전송 대기 중 for everything behind a waiting entry, and while the server is unreachable', () => {
    const first = entry('a', { waiting: 'server' });
    const second = entry('b', { order: 2 });
    expect(isOnItsWay(second, [first, second], true)).toBe(false);
    expect(isOnItsWay(second, [second], false)).toBe(false);
    expect(isOnItsWay(second, [second], true)).toBe(true);
  });

  it('reads 전송 중 for an entry a drain has claimed', () => {
    const claimed = entry('a', { sendingAt: '2026-03-02T03:00:01.000Z', waiting: 'network' });
    expect(isOnItsWay(claimed, [claimed], false)).toBe(true);
  });
});

describe('the outbox retry', () => {
  it('waits 2 s, then twice as long each time up to a minute, less up to a fifth of jitter', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const drain = vi.fn();
    const retry = createServerRetry(drain, () => 1);
    const pauses = [1_600, 3_200, 6_400, 12_800, 25_600, 48_000, 48_000];
    for (const pause of pauses) {
      retry.update(true);
      await vi.advanceTimersByTimeAsync(pause - 1);
      const before = drain.mock.calls.length;
      await vi.advanceTimersByTimeAsync(1);
      expect(drain.mock.calls.length).toBe(before + 1);
    }
    retry.update(false);
    retry.update(true);
    await vi.advanceTimersByTimeAsync(1_600);
    expect(drain).toHaveBeenCalledTimes(pauses.length + 1);
  });
});
