import { IsRestoringProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyAttack, Offer, OfferList } from '../../contract/offers';
import { writeTokens } from '../../lib/tokens';
import { jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { CurrentOffersPage, SelectedOffersPage } from './my-attack-page';

const attack: MyAttack = {
  isActivate: true,
  isSubmitted: true,
  attackExpiredAt: '2026-12-26T14:59:59.999Z',
  counts: { current: 0, selected: 0, expired: 2 },
  recentOfferItem: null,
};
const list: OfferList = { offerItems: [], counts: { current: 0, selected: 0, expired: 2 } };

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T03:00:00.000Z') });
  writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });
  serveApi((request) => {
    if (request.path === '/api/v3/users/my/attack') return jsonResponse(attack);
    if (request.path === '/api/v3/users/offers') return jsonResponse(list);
    return jsonResponse({ items: [] });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const render = (restoring: boolean) =>
  renderWithApp(
    <IsRestoringProvider value={restoring}>
      <CurrentOffersPage />
    </IsRestoringProvider>,
    '/my/attack',
  );

describe('/my/attack', () => {
  it('shows no tabs while the kept copy is still read from the device, so the period card never pushes them down', async () => {
    render(true);
    await settle();
    expect(screen.getByRole('status').textContent).toBe('제안을 불러오는 중이에요…');
    expect(screen.queryByRole('navigation', { name: '제안 보기' })).toBeNull();
    expect(screen.queryByRole('region', { name: '제안 받기 상태' })).toBeNull();
  });

  it('shows the period card above the tabs once the answer is there', async () => {
    render(false);
    await settle();
    const card = screen.getByRole('region', { name: '제안 받기 상태' });
    const tabs = screen.getByRole('navigation', { name: '제안 보기' });
    expect(card.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(tabs.textContent).toContain('지난 제안 2');
    expect(screen.getByText('아직 받은 제안이 없어요. 제안이 오면 알림으로 알려 드릴게요.')).toBeTruthy();
  });

  it('with no offers yet, leads to filling in the profile, which brings offers', async () => {
    render(false);
    await settle();
    expect(screen.getByText(/이력서를 올리면 제안이 21% 더 많아져요/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '프로필 채우러 가기' }).getAttribute('href')).toBe('/my/edit');
  });

  it('leaves the way back to companies to the period card while the profile is not shown to them', async () => {
    serveApi((request) => {
      if (request.path === '/api/v3/users/my/attack') return jsonResponse({ ...attack, isActivate: false });
      if (request.path === '/api/v3/users/offers') return jsonResponse(list);
      return jsonResponse({ items: [] });
    });
    render(false);
    await settle();
    expect(screen.getByRole('link', { name: '다시 공개하기' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '프로필 채우러 가기' })).toBeNull();
  });
});

const accepted: Offer = {
  id: 41,
  companyId: 3,
  name: '누리페이',
  logo: '/logos/nuri-pay.svg',
  domain: 'nuri-pay.example',
  salaryMin: 7000,
  salaryMax: 8000,
  increaseRate: 10,
  increaseBasis: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  expiredAt: '2026-11-27T14:59:59.999Z',
  selectedAt: '2026-11-21T03:00:00.000Z',
  offerGroupId: null,
  type: 'NORMAL',
  status: 'MATCHED',
  isNew: false,
  isMaster: false,
  operatorName: null,
  position: '백엔드 개발자',
  link: null,
  offerItems: [],
  message: '커피챗으로 만나요.',
  isJustMessage: false,
  isMatched: true,
  isExpired: false,
  isLike: false,
  refusalReason: null,
  coffeechatId: 9,
};

describe('/my/attack/select', () => {
  it('shows where each accepted offer’s coffee chat stands, with the confirmed time and place', async () => {
    const counts = { current: 0, selected: 1, expired: 0 };
    serveApi((request) => {
      if (request.path === '/api/v3/users/my/attack') return jsonResponse({ ...attack, counts });
      if (request.path === '/api/v3/users/offers') return jsonResponse({ offerItems: [accepted], counts });
      if (request.path === '/api/users/coffeechats/meetings') {
        const chosen = { startsAt: '2026-12-03T05:00:00.000Z', endsAt: '2026-12-03T05:30:00.000Z' };
        const place = { mode: 'ONLINE', value: 'https://meet.example.com/nuri' };
        return jsonResponse({ items: [{ coffeechatId: 9, offerId: 41, status: 'CONFIRMED', chosen, place }] });
      }
      return jsonResponse({ items: [] });
    });
    renderWithApp(<SelectedOffersPage />, '/my/attack/select');
    await settle();
    const card = screen.getByRole('link', { name: /누리페이/ });
    expect(card.textContent).toContain('일정 확정');
    expect(card.textContent).toContain('12월 3일 (목) 오후 2:00 · 화상 회의');
  });
});
