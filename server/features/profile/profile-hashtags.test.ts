import { describe, expect, it } from 'vitest';
import { HASHTAG_TOO_LONG_MESSAGE, HASHTAGS_FULL_MESSAGE, normalizeHashtags } from '../../../src/contract/profile';
import { ApiError } from '../../errors/api-error';
import { checkedHashtags, hashtagProblem } from './profile-hashtags';

describe('normalizeHashtags', () => {
  it('removes spaces, splits on # and drops empty parts', () => {
    expect(normalizeHashtags(['#백엔드 개발 #MSA', ' 대용량\u3000트래픽 ', '##', ''])).toEqual([
      '백엔드개발',
      'MSA',
      '대용량트래픽',
    ]);
  });

  it('drops duplicates ignoring case and keeps the first spelling in order', () => {
    expect(normalizeHashtags(['React', '#react#Node', 'REACT', 'node'])).toEqual(['React', 'Node']);
  });
});

describe('hashtag limits', () => {
  it('accepts 30 tags of 15 characters', () => {
    const tags = Array.from({ length: 30 }, (_, index) => `태그${String(index).padStart(13, '0')}`);
    expect(hashtagProblem(tags)).toBeUndefined();
  });

  it('refuses a 31st tag with SPEC message', () => {
    const tags = Array.from({ length: 31 }, (_, index) => `t${index}`);
    expect(hashtagProblem(tags)).toEqual({ message: HASHTAGS_FULL_MESSAGE, field: 'hashtags' });
  });

  it('refuses a tag over 15 characters, naming it', () => {
    expect(hashtagProblem(['짧음', 'a'.repeat(16)])).toEqual({
      message: HASHTAG_TOO_LONG_MESSAGE,
      field: 'hashtags.1',
    });
  });

  it('counts an emoji as one character', () => {
    expect(hashtagProblem(['🚀'.repeat(15)])).toBeUndefined();
  });

  it('counts the limit after duplicates are gone', () => {
    const typed = [...Array.from({ length: 30 }, (_, index) => `t${index}`), 'T0', '#t1'];
    expect(checkedHashtags(typed)).toHaveLength(30);
  });

  it('throws a 400 naming hashtags past 30', () => {
    const typed = [Array.from({ length: 31 }, (_, index) => `#t${index}`).join('')];
    expect(() => checkedHashtags(typed)).toThrow(ApiError);
    try {
      checkedHashtags(typed);
    } catch (error) {
      expect((error as ApiError).toBody().status).toMatchObject({ message: HASHTAGS_FULL_MESSAGE, field: 'hashtags' });
    }
  });
});
