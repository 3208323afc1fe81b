import { describe, expect, it } from 'vitest';
import { withParticle } from './korean';

describe('withParticle', () => {
  it('chooses the particle by the last syllable', () => {
    expect(withParticle('한빛모빌리티', '와', '과')).toBe('한빛모빌리티와');
    expect(withParticle('가람마켓', '와', '과')).toBe('가람마켓과');
    expect(withParticle('든든보안랩', '와', '과')).toBe('든든보안랩과');
    expect(withParticle('Toss', '와', '과')).toBe('Toss와');
  });
});
