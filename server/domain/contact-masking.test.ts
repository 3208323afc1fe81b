import { describe, expect, it } from 'vitest';
import { MASK, maskContacts } from './contact-masking';

describe('maskContacts', () => {
  it.each([
    ['010-1234-5678'],
    ['010 1234 5678'],
    ['01012345678'],
    ['010.1234.5678'],
    ['(02) 123-4567'],
    ['02-1234-5678'],
    ['+82 10-1234-5678'],
    ['+821012345678'],
    ['1588-1234'],
  ])('masks the phone number %s', (phone) => {
    expect(maskContacts(`연락처 ${phone}로 주세요`)).toBe(`연락처 ${MASK}로 주세요`);
  });

  it.each([['me@example.com'], ['kim.dev+jobs@company.co.kr']])('masks the e-mail address %s', (email) => {
    expect(maskContacts(`메일: ${email}`)).toBe(`메일: ${MASK}`);
  });

  it.each([
    ['https://github.com/someone/project'],
    ['http://blog.example.kr/post?id=3'],
    ['www.linkedin.com/in/someone'],
    ['github.com/someone'],
    ['someone.github.io'],
    ['velog.io/@someone'],
  ])('masks the link %s', (link) => {
    expect(maskContacts(`포트폴리오는 ${link}에 있어요`)).toBe(`포트폴리오는 ${MASK}에 있어요`);
  });

  it('keeps periods, years, amounts and plain words', () => {
    const text = '2019-2021 결제 서버 개발, 2020.03 리팩터링, TPS 3,000 → 12,000, Node.js와 Vue.js 사용, 팀원 5명';
    expect(maskContacts(text)).toBe(text);
  });

  it('masks every contact in a longer detail', () => {
    expect(maskContacts('문의 010-9876-5432 / a@b.io, 블로그 https://x.dev/me')).toBe(
      `문의 ${MASK} / ${MASK}, 블로그 ${MASK}`,
    );
  });
});
