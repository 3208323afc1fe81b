import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../contract/offers';
import { renderWithApp } from '../../test-support/render-app';
import { curationChip } from './curation-card';
import { OfferList } from './offer-list';

const member = (id: number, name: string, status: Offer['status']): Offer => ({
  id,
  companyId: id,
  name,
  logo: `/logos/${id}.svg`,
  domain: `${id}.example`,
  salaryMin: 7000,
  salaryMax: 8500,
  increaseRate: 10,
  increaseBasis: '2025년 계약 연봉',
  createdAt: '2026-11-22T01:00:00.000Z',
  expiredAt: '2026-11-29T14:59:59.999Z',
  selectedAt: status === 'MATCHED' ? '2026-11-23T01:00:00.000Z' : null,
  offerGroupId: 5,
  type: 'NORMAL',
  status,
  isNew: false,
  isMaster: true,
  operatorName: '이지원',
  position: '백엔드 개발자',
  link: null,
  offerItems: [],
  message: '',
  isJustMessage: false,
  isMatched: status === 'MATCHED',
  isExpired: status === 'EXPIRED',
  isLike: false,
  refusalReason: status === 'REFUSED' ? '큐레이션에서 선택하지 않음' : null,
  coffeechatId: null,
});

describe('a curation card', () => {
  it('shows a curation answered for 1 of 3 companies as one card naming the company picked', () => {
    renderWithApp(
      <OfferList
        offers={[
          member(1, '누리페이', 'REFUSED'),
          member(2, '슬기로AI', 'MATCHED'),
          member(3, '마루클라우드', 'REFUSED'),
        ]}
      />,
    );
    const cards = screen.getAllByRole('link');
    expect(cards).toHaveLength(1);
    expect(cards[0].textContent).toContain('누리페이 · 슬기로AI · 마루클라우드');
    expect(cards[0].textContent).toContain('선택한 회사: 슬기로AI');
    expect(cards[0].textContent).toContain('응답 완료');
  });

  it('reads where the curation stands from its offers', () => {
    const at = (status: Offer['status']) => ({ status, expiredAt: '2020-01-01T00:00:00.000Z' });
    expect(curationChip([at('MATCHED'), at('REFUSED')])).toBe('응답 완료');
    expect(curationChip([at('REFUSED'), at('REFUSED')])).toBe('거절함');
    expect(curationChip([at('EXPIRED'), at('EXPIRED')])).toBe('기간 만료');
    expect(curationChip([at('WAITING'), at('WAITING')])).toBe('마감');
  });
});
