/**
 * 받은 제안 never says "no offers" that are not known to be none: an empty copy kept on the device,
 * or one older than the summary the home page just read, waits for the server's answer under the
 * loading line instead of showing "받은 제안 0 · 아직 받은 제안이 없어요" for a moment.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { MyAttack, Offer, OfferList } from '../../contract/offers';
import { writeTokens } from '../../lib/tokens';
import { jsonResponse, serveApi, settle } from '../../test-support/render-app';
import { offerKeys } from './api';
import { CurrentOffersPage } from './my-attack-page';

const NOW = new Date('2026-11-25T03:00:00.000Z').getTime();
const EMPTY_TEXT = /아직 받은 제안이 없어요/;

const offer: Offer = {
  id: 41,
  companyId: 3,
  name: '누리페이',
  logo: '/logos/nuri-pay.svg',
  domain: 'nuri-pay.example',
  salaryMin: 7000,
  salaryMax: 8000,
  increaseRate: 10,
  increaseBasis: null,
  createdAt: '2026-11-24T03:00:00.000Z',
  expiredAt: '2026-12-01T14:59:59.999Z',
  selectedAt: null,
  offerGroupId: null,
  type: 'NORMAL',
  status: 'WAITING',
  isNew: true,
  isMaster: false,
  operatorName: null,
  position: '백엔드 개발자',
  link: null,
  offerItems: [],
  message: '커피챗으로 만나요.',
  isJustMessage: false,
  isMatched: false,
  isExpired: false,
  isLike: false,
  refusalReason: null,
  coffeechatId: null,
};

const attackWith = (current: number): MyAttack => ({
  isActivate: true,
  isSubmitted: true,
  attackExpiredAt: '2026-12-26T14:59:59.999Z',
  counts: { current, selected: 0, expired: 0 },
  recentOfferItem: null,
});
const emptyList: OfferList = { offerItems: [], counts: { current: 0, selected: 0, expired: 0 } };
const oneOffer: OfferList = { offerItems: [offer], counts: { current: 1, selected: 0, expired: 0 } };

/** The server's answers; the offer list comes only when `answerList` is called. */
function serveSlowList() {
  let answerList = () => {};
  const listAnswered = new Promise<void>((resolve) => {
    answerList = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/v3/users/my/attack') return jsonResponse(attackWith(1));
      if (path !== '/api/v3/users/offers') return jsonResponse({ items: [] });
      await listAnswered;
      return jsonResponse(oneOffer);
    }),
  );
  return { answerList };
}

/** The page over a cache holding what the device kept: each answer with when it was read. */
function renderOver(kept: { list: [OfferList, number]; attack: [MyAttack, number] }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(offerKeys.list('current'), kept.list[0], { updatedAt: kept.list[1] });
  queryClient.setQueryData(offerKeys.attack, kept.attack[0], { updatedAt: kept.attack[1] });
  render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <Router hook={memoryLocation({ path: '/my/attack' }).hook}>
          <CurrentOffersPage />
        </Router>
      </JotaiProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('shows the loading line, not "no offers", while an old empty copy is read again', async () => {
  const { answerList } = serveSlowList();
  renderOver({ list: [emptyList, NOW - 60_000], attack: [attackWith(0), NOW - 60_000] });
  await settle();

  expect(screen.queryByText(EMPTY_TEXT)).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('제안을 불러오는 중이에요…');
  expect(screen.getByRole('navigation', { name: '제안 보기' }).textContent).not.toContain('받은 제안 0');

  answerList();
  await settle();
  expect(screen.getByRole('link', { name: /누리페이/ })).toBeDefined();
  expect(screen.queryByText(EMPTY_TEXT)).toBeNull();
});

it('reads a list older than the summary again when their counts disagree, without showing it empty', async () => {
  const { answerList } = serveSlowList();
  // The list was read 10 s ago (still fresh), the summary a second ago with one offer more.
  renderOver({ list: [emptyList, NOW - 10_000], attack: [attackWith(1), NOW - 1_000] });
  await settle();

  expect(screen.queryByText(EMPTY_TEXT)).toBeNull();
  expect(screen.getByRole('navigation', { name: '제안 보기' }).textContent).toContain('받은 제안 1');

  answerList();
  await settle();
  expect(screen.getByRole('link', { name: /누리페이/ })).toBeDefined();
});

it('still says there are none when the server says so', async () => {
  serveApi((request) => {
    if (request.path === '/api/v3/users/my/attack') return jsonResponse(attackWith(0));
    if (request.path === '/api/v3/users/offers') return jsonResponse(emptyList);
    return jsonResponse({ items: [] });
  });
  renderOver({ list: [emptyList, NOW - 60_000], attack: [attackWith(0), NOW - 60_000] });
  await settle();
  expect(screen.getByText(EMPTY_TEXT)).toBeDefined();
  expect(screen.getByRole('navigation', { name: '제안 보기' }).textContent).toContain('받은 제안 0');
});
