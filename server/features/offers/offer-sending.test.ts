import { describe, expect, it } from 'vitest';
import { offerNotice } from './offer-sending';

describe('offerNotice', () => {
  it('reads the band in Korean units, as the app shows it', () => {
    expect(offerNotice('한빛모빌리티', { salaryMin: 6600, salaryMax: 7200 }, 12)).toEqual({
      kind: 'OFFER',
      title: '새로운 연봉 제안이 도착했어요',
      body: '한빛모빌리티에서 6,600만~7,200만원 제안을 보냈어요.',
      url: '/my/result/12',
    });
    expect(offerNotice('누리페이', { salaryMin: 9000, salaryMax: 12500 }, 3).body).toBe(
      '누리페이에서 9,000만~1억 2,500만원 제안을 보냈어요.',
    );
    expect(offerNotice('누리페이', { salaryMin: 10000, salaryMax: 10000 }, 3).body).toBe(
      '누리페이에서 1억원 제안을 보냈어요.',
    );
  });
});
