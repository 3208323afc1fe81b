import { describe, expect, it } from 'vitest';
import { scrubEvent, scrubText } from './scrub';

describe('scrubText', () => {
  it('replaces runs of six or more digits', () => {
    expect(scrubText('call 01012345678 now')).toBe('call [숫자] now');
    expect(scrubText('주민번호 900101-1234567')).toBe('주민번호 [숫자]');
    expect(scrubText('phone 010-1234-5678 or 010 1234 5678')).toBe('phone [숫자] or [숫자]');
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

    expect(event.request?.url).toBe('/api/users/[숫자]/offers');
  });

  it('replaces phone and resident numbers in the message', () => {
    const event = scrubEvent({ message: 'failed for 01012345678 / 9001011234567' });

    expect(event.message).toBe('failed for [숫자] / [숫자]');
  });

  it('drops breadcrumb data and scrubs breadcrumb messages', () => {
    const event = scrubEvent({
      breadcrumbs: [
        { message: 'typed 01098765432', data: { value: '01098765432' } },
        { data: { url: '/api/my?resident=9001011234567' } },
      ],
    });

    expect(event.breadcrumbs).toEqual([
      { message: 'typed [숫자]', data: undefined },
      { message: undefined, data: undefined },
    ]);
  });

  it('leaves an event without personal data as it was', () => {
    const event = scrubEvent({ message: 'API 500 /companies' });

    expect(event).toEqual({ message: 'API 500 /companies' });
  });
});
