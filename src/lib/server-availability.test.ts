import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  markServerAvailable,
  markServerUnavailable,
  resetServerAvailability,
  SERVER_AVAILABLE_EVENT,
  serverUnavailable,
} from './server-availability';

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number) => new Response('{}', { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // No jitter: the pauses are their nominal length.
  vi.spyOn(Math, 'random').mockReturnValue(0);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  resetServerAvailability();
  vi.useRealTimers();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the server availability', () => {
  it("asks the health check after the server's Retry-After, then less often, and announces the server once it answers", async () => {
    const back = vi.fn();
    window.addEventListener(SERVER_AVAILABLE_EVENT, back);
    fetchMock.mockResolvedValueOnce(answer(503)).mockResolvedValueOnce(answer(200));

    markServerUnavailable('3');
    markServerUnavailable('3');
    expect(serverUnavailable()).toBe(true);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/health');
    // Still away: the next look comes after twice the pause.
    await vi.advanceTimersByTimeAsync(5_999);
    expect(fetchMock).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(serverUnavailable()).toBe(false);
    expect(back).toHaveBeenCalledOnce();
    window.removeEventListener(SERVER_AVAILABLE_EVENT, back);
  });

  it('ends at the first successful request without asking the health check, and announces it once', async () => {
    const back = vi.fn();
    window.addEventListener(SERVER_AVAILABLE_EVENT, back);
    markServerUnavailable(null);
    markServerAvailable();
    markServerAvailable();
    expect(serverUnavailable()).toBe(false);
    expect(back).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).not.toHaveBeenCalled();
    window.removeEventListener(SERVER_AVAILABLE_EVENT, back);
  });

  it('keeps asking, at most once a minute, while the connection is gone too', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    markServerUnavailable('40');
    await vi.advanceTimersByTimeAsync(40_000);
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(serverUnavailable()).toBe(true);
  });
});
