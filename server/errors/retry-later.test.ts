import { describe, expect, it } from 'vitest';
import { koreanDuration, RetryLaterError } from './retry-later';

describe('koreanDuration', () => {
  it.each([
    [400, '1초'],
    [29_001, '30초'],
    [59_000, '59초'],
    [60_000, '1분'],
    [90_000, '2분'],
    [1_800_000, '30분'],
    [3_540_001, '1시간'],
    [3_600_000, '1시간'],
  ])('says %i ms as %s, rounded up', (ms, words) => {
    expect(koreanDuration(ms)).toBe(words);
  });
});

describe('RetryLaterError', () => {
  it('tells Retry-After in whole seconds, at least one', () => {
    expect(new RetryLaterError('잠시 후', 29_001).retryAfterSeconds).toBe(30);
    expect(new RetryLaterError('잠시 후', 0).retryAfterSeconds).toBe(1);
    expect(new RetryLaterError('잠시 후', 5_000).toBody().status.code).toBe('TOO_MANY_REQUESTS');
  });
});
