import { describe, expect, it } from 'vitest';
import { koreanWait, limitMessage, retryAfterSeconds } from './limit-message';

describe('limitMessage', () => {
  it('says the limit and roughly when, from the Retry-After wait', () => {
    expect(limitMessage('요청이 너무 많아요. 잠시 후 다시 시도해 주세요.', 1_740)).toBe(
      '요청이 너무 많아요. 약 29분 뒤에 다시 시도해 주세요.',
    );
    expect(limitMessage('공유 요청이 너무 많아요. 잠시 후 다시 시도해 주세요.', 45)).toBe(
      '공유 요청이 너무 많아요. 약 45초 뒤에 다시 시도해 주세요.',
    );
  });

  it('prefers the Retry-After wait to a fixed time in the message', () => {
    expect(limitMessage('인증 요청이 너무 많아요. 1시간 후에 다시 시도해 주세요.', 600)).toBe(
      '인증 요청이 너무 많아요. 약 10분 뒤에 다시 시도해 주세요.',
    );
  });

  it('keeps a server message that says when when there is no Retry-After, and a day limit as "내일"', () => {
    expect(limitMessage('로그인 시도가 너무 많아요. 1시간 후에 다시 시도해 주세요.', undefined)).toBe(
      '로그인 시도가 너무 많아요. 1시간 후에 다시 시도해 주세요.',
    );
    expect(limitMessage('오늘은 문의를 더 남길 수 없어요. 내일 다시 문의해 주세요.', 32_400)).toBe(
      '오늘은 문의를 더 남길 수 없어요. 내일 다시 문의해 주세요.',
    );
  });

  it('adds no second "try again" to a message that already asks to come back later', () => {
    expect(limitMessage('잠시 후 다시 요청해 주세요.', undefined)).toBe('잠시 후 다시 요청해 주세요.');
    expect(limitMessage('가입 요청이 너무 많아요.', undefined)).toBe(
      '가입 요청이 너무 많아요. 잠시 뒤에 다시 시도해 주세요.',
    );
  });

  it('still names a limit when the server said nothing readable', () => {
    expect(limitMessage(undefined, 3_600)).toBe('요청이 너무 많아요. 약 1시간 뒤에 다시 시도해 주세요.');
    expect(limitMessage('', undefined)).toBe('요청이 너무 많아요. 잠시 뒤에 다시 시도해 주세요.');
  });
});

describe('koreanWait', () => {
  it.each([
    [0, '1초'],
    [59, '59초'],
    [60, '1분'],
    [61, '2분'],
    [3_599, '1시간'],
    [3_600, '1시간'],
    [5_400, '2시간'],
  ])('%i s reads "%s"', (seconds, words) => {
    expect(koreanWait(seconds)).toBe(words);
  });
});

describe('retryAfterSeconds', () => {
  it('reads delta-seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-11-25T00:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 00:10:00 GMT', now)).toBe(600);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });
});
