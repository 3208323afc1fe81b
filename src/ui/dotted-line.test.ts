import { describe, expect, it } from 'vitest';
import { dottedLine } from './dotted-line';

describe('a dotted line', () => {
  it('joins the parts with a dot that stays at the end of a wrapped line', () => {
    expect(dottedLine(['백엔드 개발자', '누리페이 채용 담당자'])).toBe('백엔드 개발자\u00a0· 누리페이 채용 담당자');
  });

  it('never starts or ends with the dot when a part is missing', () => {
    expect(dottedLine(['', '누리페이 채용 담당자'])).toBe('누리페이 채용 담당자');
    expect(dottedLine(['백엔드 개발자', undefined, ' '])).toBe('백엔드 개발자');
  });
});
