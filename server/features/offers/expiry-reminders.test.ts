import { describe, expect, it } from 'vitest';
import { offerExpiry } from '../../domain/offer-clock';
import { curationReminder, offerReminder } from './expiry-reminders';

describe('expiry reminders', () => {
  const expiresAt = offerExpiry(new Date('2026-11-22T01:00:00Z')); // 2026-11-29 23:59:59.999 KST

  it('says which offer closes when, and opens its countdown page', () => {
    expect(offerReminder(12, '한빛모빌리티', expiresAt)).toEqual({
      kind: 'OFFER',
      title: '제안이 곧 마감돼요',
      body: '한빛모빌리티의 연봉 제안이 11월 29일 23:59에 마감돼요. 놓치기 전에 확인해 보세요.',
      url: '/my/result/12',
      expiresAt,
    });
    expect(curationReminder(4, expiresAt)).toMatchObject({ kind: 'CURATION', url: '/my/result/curation/4' });
  });
});
