import { describe, expect, it } from 'vitest';
import { daysLeftLabel, offerStatusLabel, senderLabel } from './offer-status';

describe('offer labels', () => {
  it('names the agent as the sender when the offer is from our agent', () => {
    expect(senderLabel({ isMaster: true, operatorName: '김지원', name: '한빛모빌리티' })).toBe('볼트X 에이전트 김지원');
    expect(senderLabel({ isMaster: false, operatorName: null, name: '한빛모빌리티' })).toBe('한빛모빌리티 채용 담당자');
  });

  it('counts days left to the deadline', () => {
    const now = Date.parse('2026-11-22T01:00:00Z');
    expect(daysLeftLabel('2026-11-29T14:59:59.999Z', now)).toBe('D-7');
    expect(daysLeftLabel('2026-11-22T14:59:59.999Z', now)).toBe('D-day');
    expect(daysLeftLabel('2026-11-21T14:59:59.999Z', now)).toBe('마감');
  });

  it('labels each status', () => {
    expect(offerStatusLabel({ status: 'MATCHED' }).label).toBe('커피챗 수락');
    expect(offerStatusLabel({ status: 'EXPIRED' }).label).toBe('기간 만료');
  });
});
