import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../contract/content';
import { type AnalyticsSink, firstPartySink, setAnalyticsSinks, track } from './analytics';

describe('track', () => {
  it('gives every sink the event with the path and a stable anonymous id', () => {
    const seen: AnalyticsEvent[] = [];
    const sink: AnalyticsSink = { send: (event) => seen.push(event) };
    setAnalyticsSinks([sink]);

    track('page_view', undefined, '/my/attack');
    track('user_id', undefined, '/login/signin');

    expect(seen.map((event) => [event.name, event.path])).toEqual([
      ['page_view', '/my/attack'],
      ['user_id', '/login/signin'],
    ]);
    expect(seen[0]?.anonymousId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(seen[1]?.anonymousId).toBe(seen[0]?.anonymousId);
  });

  it('keeps going when a sink throws', () => {
    const reached = vi.fn();
    setAnalyticsSinks([
      {
        send: () => {
          throw new Error('tag blocked');
        },
      },
      { send: reached },
    ]);

    expect(() => track('page_view', undefined, '/')).not.toThrow();
    expect(reached).toHaveBeenCalledOnce();
  });
});

describe('firstPartySink', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const event = (path: string): AnalyticsEvent => ({ name: 'page_view', path, anonymousId: 'anon-12345678' });

  it('sends events together after a short wait', async () => {
    const post = vi.fn(() => Promise.resolve());
    const sink = firstPartySink(post);

    sink.send(event('/'));
    sink.send(event('/faq'));
    expect(post).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(2000);

    expect(post).toHaveBeenCalledOnce();
    expect(post).toHaveBeenCalledWith([event('/'), event('/faq')]);
  });

  it('sends at once when the page is hidden', () => {
    const post = vi.fn(() => Promise.resolve());
    const sink = firstPartySink(post);
    sink.send(event('/'));

    dispatchEvent(new Event('pagehide'));

    expect(post).toHaveBeenCalledWith([event('/')]);
  });

  it('swallows a failed post', async () => {
    const sink = firstPartySink(() => Promise.reject(new Error('offline')));
    sink.send(event('/'));

    await expect(vi.advanceTimersByTimeAsync(2000)).resolves.not.toThrow();
  });
});
