import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { candidate, jsonResponse, recruiter, renderWithApp, serveApi, signInAsBiz } from '../biz-test-support';
import { sentOffer } from './sent-offer-test-data';
import { SentOffersPage } from './sent-offers-page';

const offers = [
  sentOffer({ id: 1, createdAt: '2026-03-01T01:00:00.000Z', status: 'REFUSED', refusalReason: '이직 계획이 없어요.' }),
  sentOffer({
    id: 2,
    createdAt: '2026-03-03T01:00:00.000Z',
    status: 'MATCHED',
    candidate: {
      id: candidate.id,
      headline: candidate.headline,
      revealed: { name: '김하늘', phone: '01012345678', email: null },
    },
  }),
  sentOffer({
    id: 3,
    type: 'SUPER_CURATION',
    offerGroupId: 9,
    groupStatus: 'AGENT',
    company: { id: 2, name: '누리페이', logo: '' },
  }),
];

beforeEach(signInAsBiz);
afterEach(() => vi.unstubAllGlobals());

describe('the sent offers', () => {
  it('lists newest first with KST dates, the refusal reason and the accepted candidate', async () => {
    serveApi((request) => (request.path === '/api/biz/me' ? jsonResponse(recruiter) : jsonResponse({ items: offers })));
    renderWithApp(<SentOffersPage />, '/biz/offers');

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual([
      '한빛모빌리티',
      '누리페이',
      '한빛모빌리티',
    ]);
    const matched = cards[0] as HTMLElement;
    expect(matched.textContent).toContain('수락한 후보자: 김하늘 · 010-1234-5678');
    expect(within(matched).getByText('2026년 3월 3일')).toBeDefined();
    expect(within(matched).getByText(/^6,500(만)?~7,800만원$/)).toBeDefined();
    expect((cards[2] as HTMLElement).textContent).toContain('거절 사유: 이직 계획이 없어요.');
    expect((cards[1] as HTMLElement).textContent).toContain('큐레이션 에이전트 상담 요청');
    expect((cards[1] as HTMLElement).textContent).not.toContain('김하늘');
  });

  it('filters by status through the URL', async () => {
    const sent = serveApi((request) =>
      request.path === '/api/biz/me' ? jsonResponse(recruiter) : jsonResponse({ items: [] }),
    );
    const { location } = renderWithApp(<SentOffersPage />, '/biz/offers');
    expect(await screen.findByText('보낸 제안이 없습니다.')).toBeDefined();

    fireEvent.click(screen.getByRole('link', { name: '수락' }));
    expect(location.history.at(-1)).toBe('/biz/offers?status=MATCHED');
    await waitFor(() =>
      expect(
        sent
          .filter((request) => request.path === '/api/biz/offers')
          .at(-1)
          ?.query.get('status'),
      ).toBe('MATCHED'),
    );
    expect(screen.getByRole('link', { name: '수락' }).getAttribute('aria-current')).toBe('page');
  });
});
