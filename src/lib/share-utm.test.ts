import { describe, expect, it } from 'vitest';
import { utmSuffix } from './share-utm';

describe('utmSuffix', () => {
  it('keeps only the utm parameters, in order', () => {
    expect(utmSuffix('utm_source=share&ref=x&utm_content=abc')).toBe('?utm_source=share&utm_content=abc');
    expect(utmSuffix('?utm_medium=kakao')).toBe('?utm_medium=kakao');
  });

  it('answers nothing without utm parameters', () => {
    expect(utmSuffix('')).toBe('');
    expect(utmSuffix('ref=x')).toBe('');
  });
});
