import { describe, expect, it } from 'vitest';
import { scrubEvent, scrubText } from './scrub';

describe('scrubText', () => {
  it('replaces runs of six or more digits', () => {
    expect(scrubText('order 123456789 failed')).toBe('order [숫자] failed');
    expect(scrubText('resident 900101-1234567')).toBe('resident [숫자]');
  });

  it('keeps shorter digit runs such as status codes and amounts', () => {
    expect(scrubText('API 500 after 12345 ms')).toBe('API 500 after 12345 ms');
  });
});

describe('scrubEvent', () => {
  it('removes the user', () => {
    const event = scrubEvent({ user: { id: 'user-1', ip_address: '10.0.0.1' }, message: 'boom' });

    expect(event).not.toHaveProperty('user');
  });

  it('keeps only the request url, without its query string', () => {
    const event = scrubEvent({
      request: {
        url: 'https://boltx.example/api/companies?phone=01012345678',
        query_string: 'phone=01012345678',
        headers: { Authorization: 'Bearer secret' },
        cookies: { session: 'secret' },
        data: { phone: '01012345678' },
      },
    });

    expect(event.request).toEqual({ url: 'https://boltx.example/api/companies' });
  });

  it('replaces long digit runs in the request path', () => {
    const event = scrubEvent({ request: { url: '/api/users/01012345678/offers' } });

    expect(event.request?.url).toBe('/api/users/[전화번호]/offers');
  });

  it('replaces phone and resident numbers in the message', () => {
    const event = scrubEvent({ message: 'failed for 01012345678 / 9001011234567' });

    expect(event.message).toBe('failed for [전화번호] / [숫자]');
  });

  it('drops breadcrumb data and scrubs breadcrumb messages', () => {
    const event = scrubEvent({
      breadcrumbs: [
        { message: 'typed 01098765432', data: { value: '01098765432' } },
        { data: { url: '/api/my?resident=9001011234567' } },
      ],
    });

    expect(event.breadcrumbs).toEqual([
      { message: 'typed [전화번호]', data: undefined },
      { message: undefined, data: undefined },
    ]);
  });

  it('leaves an event without personal data as it was', () => {
    const event = scrubEvent({ message: 'API 500 /companies' });

    expect(event).toEqual({ message: 'API 500 /companies' });
  });
});

describe('scrubText on what identifies a person or their pay', () => {
  it.each([
    '01012345678',
    '010-1234-5678',
    '010.1234.5678',
    '010 1234 5678',
    '+82 10-1234-5678',
    '+82 10 1234 5678',
    '+82-10-1234-5678',
    '+821012345678',
    '+82 (0)10 1234 5678',
    '0082-10-1234-5678',
    '(02) 123-4567',
  ])('removes the phone number %s whatever its spelling', (phone) => {
    const scrubbed = scrubText(`call ${phone} now`);
    expect(scrubbed).toBe('call [전화번호] now');
    expect(scrubbed).not.toMatch(/\d{3}/);
  });

  it('removes access tokens, Bearer headers and refresh tokens', () => {
    const jwt =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwia2luZCI6ImNhbmRpZGF0ZSJ9.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
    const refresh = 'q3Xv0pZ8Jk2LmN4oP6rS8tU0wY2aB4cD6eF8gH0iJ2k';
    const scrubbed = scrubText(
      `token ${jwt}; Authorization: Bearer ${refresh}; refresh-token=${refresh}; basic Basic dXNlcjpwYXNz`,
    );
    expect(scrubbed).toBe('token [토큰]; Authorization: Bearer [토큰]; refresh-token=[토큰]; basic Basic [토큰]');
    for (const secret of [jwt, refresh, 'dXNlcjpwYXNz']) expect(scrubbed).not.toContain(secret);
  });

  it.each([
    ['연봉 6,500만원', '[한글] [금액]'],
    ['6500만원을 제안', '[금액][한글]'],
    ['1억 2,000만원', '[금액]'],
    ['1억2천만 원', '[금액]'],
    ['65,000,000', '[금액]'],
    ['65000000', '[숫자]'],
    ['salary 65,000,000 KRW', 'salary [금액] KRW'],
    ['salaryMin=6500&salaryMax=7200', 'salaryMin=[금액]&salaryMax=[금액]'],
    ['{"inputSalary":6200,"hopeSalary": 7000}', '{"inputSalary":[금액],"hopeSalary": [금액]}'],
    ['희망 연봉: 7000', '[한글]: [금액]'],
  ])('removes the salary figure in %s', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it('removes Korean names and every other Korean text, and Latin names next to a name key', () => {
    expect(scrubText('김하늘님의 제안이 만료되었습니다')).toBe('[한글]');
    expect(scrubText('Cannot read properties of undefined (reading "남궁하린")')).toBe(
      'Cannot read properties of undefined (reading "[한글]")',
    );
    expect(scrubText('userName=Jiwoo&name=김하늘')).toBe('userName=[이름]&name=[이름]');
    expect(scrubText('{"candidateName":"Jiwoo Park"}')).toBe('{"candidateName":"[이름] Park"}');
    expect(scrubText('At path: name -- Expected a value of type `string`, but received: "Jiwoo"')).toBe(
      'At path: name -- Expected a value of type `string`, but received: [값]',
    );
  });

  it('removes e-mail addresses', () => {
    expect(scrubText('sent to harin.namgung+jobs@example.co.kr')).toBe('sent to [이메일]');
  });

  it('keeps what debugging needs: error types, codes, statuses, paths and short numbers', () => {
    const text = 'TypeError: ApiError INTERNAL 500 at /api/v2/users/offers/42 after 1234 ms (chunk-BkF3aX9q.js:12:34)';
    expect(scrubText(text)).toBe(text);
  });
});

describe('scrubEvent on a whole Sentry event', () => {
  it('sends no name, phone, token or salary from messages, exceptions, breadcrumbs or extra data', () => {
    const name = '김하늘';
    const phone = '010-1234-5678';
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhYmMifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    const event = scrubEvent({
      message: `${name}님 (${phone}) 제안 6,500만원`,
      logentry: { message: `sent to +82 10 1234 5678 by ${name}`, params: [name, phone] },
      transaction: `/my/result/${phone}`,
      exception: { values: [{ value: `ApiError: ${name}님의 연봉 65000000원, Bearer ${token}` }] },
      breadcrumbs: [
        { category: 'ui.click', message: `button[aria-label="${name}님에게 메시지 보내기"]` },
        { category: 'console', message: `debug ${name} Jiwoo ${phone}`, data: { arguments: [name] } },
        { category: 'fetch', data: { url: `/api/users/exist?name=${name}&phone=01012345678` } },
      ],
      extra: { name, phone, salary: 6500 },
      contexts: { profile: { name } },
      user: { id: 'u1', username: name, email: 'harin@example.com' },
      request: { url: `https://boltx.example/r/${name}?phone=${phone}#${token}`, headers: { Authorization: token } },
    });

    const sent = JSON.stringify(event);
    for (const secret of [
      name,
      phone,
      '01012345678',
      '1234',
      '5678',
      token,
      '6,500',
      '6500',
      '65000000',
      'Jiwoo',
      'harin',
    ]) {
      expect(sent, secret).not.toContain(secret);
    }
    expect(event).not.toHaveProperty('extra');
    expect(event).not.toHaveProperty('contexts');
    expect(event).not.toHaveProperty('user');
    expect(event.request).toEqual({ url: 'https://boltx.example/r/[한글]' });
    expect(event.breadcrumbs?.map((crumb) => crumb.category)).toEqual(['ui.click', 'console', 'fetch']);
    expect(event.breadcrumbs?.[0].message).toBe('button[aria-label="[한글]"]');
  });
});
