import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { Offer } from '../../contract/offers';
import { writeTokens } from '../../lib/tokens';
import { errorResponse, jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { offerKeys } from './api';
import { OfferDetailPage } from './offer-detail-page';
import { OFFER_NOT_FOUND_REASON, OFFER_NOT_FOUND_TITLE } from './offer-not-found';
import { offerCompany, waitingOffer } from './revision-test-support';

/** The revision tests' offer, new and with its increase's basis, as this page's tests read it. */
const offer = (overrides: Partial<Offer> = {}): Offer =>
  waitingOffer({ increaseBasis: '2025년 계약 연봉', isNew: true, ...overrides });

const render = () =>
  renderWithApp(
    <Route path="/my/result/:id">
      <OfferDetailPage />
    </Route>,
    '/my/result/12',
  );

/** Until the offer's closing note says `text` (an answer and its render take a few turns of the loop). */
const noteSays = (text: string) =>
  act(() => vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain(text)));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-29T14:59:50.000Z') });
  writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

// The page's writes load the outbox's working parts on first use; a run of only some of these tests
// can end while that import is still under way, and the environment must outlive it.
afterAll(() => import('../../lib/outbox-machinery'));

describe('OfferDetailPage', () => {
  it('counts down live to the end of the expiry day', async () => {
    serveApi(() => jsonResponse(offer()));
    render();
    await settle();
    expect(screen.getByRole('time').textContent).toBe('00:00:09');
    await settle(3000);
    expect(screen.getByRole('time').textContent).toBe('00:00:06');
    expect(screen.getByText('2025년 계약 연봉보다 최대 18% 높아요')).toBeDefined();
  });

  it('accepts after the coffee-chat explanation and goes to the accepted page', async () => {
    const sent = serveApi((request) =>
      request.method === 'POST' ? jsonResponse({ coffeechatId: 5 }, 201) : jsonResponse(offer()),
    );
    const { location } = render();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '커피챗 수락하기' }));
    // The dialog, once its code is here (fetched once the page is up, or at the press) and React has
    // revealed it (it holds a reveal back a moment: timers, faked here).
    await import('../../ui/confirm-alert');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await act(() => vi.waitFor(() => screen.getByRole('alertdialog', { name: '한빛모빌리티와 커피챗을 할까요?' })));
    fireEvent.click(screen.getByRole('button', { name: '수락하기' }));
    await settle();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ offerId: 12 });
    expect(location.history?.at(-1)).toBe(`/my/result/like/5?company=${encodeURIComponent('한빛모빌리티')}`);
  });

  it('refuses with a chosen reason and goes to the refused page', async () => {
    const sent = serveApi((request) =>
      request.method === 'PATCH' ? jsonResponse(offer({ status: 'REFUSED' })) : jsonResponse(offer()),
    );
    const { location } = render();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '거절하기' }));
    // The sheet's own button, once its code is here (fetched once the page is up, or at the press),
    // and React has revealed it (it holds a reveal back a moment: timers, faked here).
    await import('./refuse-sheet');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await act(() => vi.waitFor(() => expect(screen.getAllByRole('button', { name: '거절하기' })).toHaveLength(2)));
    const refuse = screen.getAllByRole('button', { name: '거절하기' }).at(-1) as HTMLButtonElement;
    expect(refuse.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '지금은 이직 생각이 없어요' }));
    fireEvent.click(refuse);
    await settle();
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({
      refusalReason: '지금은 이직 생각이 없어요',
    });
    expect(location.history?.at(-1)).toBe(`/my/result/hate/12?company=${encodeURIComponent('한빛모빌리티')}&message=y`);
  });

  it('shows a conflict in Korean and reloads the offer', async () => {
    let reads = 0;
    serveApi((request) => {
      if (request.method === 'POST') return errorResponse(409, 'CONFLICT', '선택 기간이 지난 제안입니다.');
      reads += 1;
      return jsonResponse(reads === 1 ? offer() : offer({ status: 'EXPIRED', isExpired: true }));
    });
    render();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '커피챗 수락하기' }));
    fireEvent.click(screen.getByRole('button', { name: '수락하기' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('선택 기간이 지난 제안입니다.');
    expect(screen.queryByRole('button', { name: '커피챗 수락하기' })).toBeNull();
  });

  it('shows an accepted offer’s confirmed coffee chat: the time in Seoul, the link, and the way to it', async () => {
    const accepted = offer({ status: 'MATCHED', isMatched: true, coffeechatId: 5 });
    const summary = {
      coffeechatId: 5,
      offerId: 12,
      status: 'CONFIRMED',
      chosen: { startsAt: '2026-12-03T05:00:00.000Z', endsAt: '2026-12-03T05:30:00.000Z' },
      place: { mode: 'ONLINE', value: 'https://meet.example.com/hanbit' },
    };
    serveApi((request) =>
      request.path === '/api/users/coffeechats/meetings' ? jsonResponse({ items: [summary] }) : jsonResponse(accepted),
    );
    render();
    // The summaries are asked for once the offer says it was accepted.
    await noteSays('12월 3일 (목) 오후 2:00');

    const note = screen.getByRole('status');
    expect(note.textContent).not.toContain('2~3일');
    expect(screen.getByRole('link', { name: '회의 링크 열기' }).getAttribute('href')).toBe(summary.place.value);
    expect(screen.getByRole('link', { name: '커피챗 일정 보기' }).getAttribute('href')).toMatch(
      /^\/my\/result\/like\/5\?/,
    );
  });

  it('asks the candidate to pick a time once the company proposed some', async () => {
    const accepted = offer({ status: 'MATCHED', isMatched: true, coffeechatId: 5 });
    const summary = { coffeechatId: 5, offerId: 12, status: 'PROPOSED', chosen: null, place: null };
    serveApi((request) =>
      request.path === '/api/users/coffeechats/meetings' ? jsonResponse({ items: [summary] }) : jsonResponse(accepted),
    );
    render();
    await noteSays('채용 담당자가 시간을 제안했어요 · 골라 주세요');
    expect(screen.getByRole('link', { name: '커피챗 시간 고르기' })).toBeDefined();
  });

  it('keeps an expired offer read-only', async () => {
    serveApi(() => jsonResponse(offer({ status: 'EXPIRED', isExpired: true })));
    render();
    await settle();
    expect(screen.getByText(/선택 기간이 지난 제안이에요/)).toBeDefined();
    expect(screen.queryByRole('button', { name: '커피챗 수락하기' })).toBeNull();
    expect(screen.queryByRole('button', { name: '거절하기' })).toBeNull();
  });

  it('says it is offline when the offer was never kept on the device', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render();
    await settle();
    expect(screen.getByRole('heading', { name: '인터넷에 연결되어 있지 않아요' })).toBeDefined();
    expect(screen.getByRole('button', { name: '다시 시도하기' })).toBeDefined();
  });

  it('shows an offer only seen in the kept list offline, its countdown running', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    // React warns of a page called back while its company card renders ("Cannot update a component").
    const warnings = vi.spyOn(console, 'error');
    const { queryClient } = render();
    queryClient.setQueryData(offerKeys.list('current'), {
      offerItems: [offer({ id: 11, name: '다른회사' }), offer()],
      counts: { current: 2, selected: 0, expired: 0 },
    });
    await settle();
    expect(warnings).not.toHaveBeenCalled();
    warnings.mockRestore();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('한빛모빌리티');
    expect(screen.getByRole('time').textContent).toBe('00:00:09');
    expect(screen.queryByRole('heading', { name: '인터넷에 연결되어 있지 않아요' })).toBeNull();
    await settle(2000);
    expect(screen.getByRole('time').textContent).toBe('00:00:07');
  });

  it('paints the kept list’s card before the offer’s own answer, then shows the answer', async () => {
    // The offer's own answer waits until released; the company card's never comes.
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (input: RequestInfo | URL) =>
          new Promise<Response>((resolve) => {
            if (String(input).endsWith('/offers/12')) answer = resolve;
          }),
      ),
    );
    const { queryClient } = render();
    queryClient.setQueryData(offerKeys.list('current'), {
      offerItems: [offer({ message: '목록에 있던 메시지' })],
      counts: { current: 1, selected: 0, expired: 0 },
    });
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('한빛모빌리티');
    expect(screen.getByText('목록에 있던 메시지')).toBeDefined();

    answer(jsonResponse(offer({ message: '방금 읽은 메시지' })));
    await settle();
    expect(screen.getByText('방금 읽은 메시지')).toBeDefined();
  });
});

describe('OfferDetailPage, arriving from a notification or a link', () => {
  it('says an expired offer is closed and offers the list of offers', async () => {
    serveApi(() => jsonResponse(offer({ status: 'EXPIRED', isExpired: true })));
    render();
    await settle();
    expect(screen.getByRole('status').textContent).toContain('선택 기간이 지난 제안이에요');
    expect(screen.getByRole('link', { name: '받은 제안 보기' }).getAttribute('href')).toBe('/my/attack');
  });

  it('turns to 마감 when the countdown ends while the offer is open', async () => {
    let reads = 0;
    serveApi(() => {
      reads += 1;
      return jsonResponse(reads === 1 ? offer() : offer({ status: 'EXPIRED', isExpired: true }));
    });
    render();
    await settle();
    expect(screen.getByRole('button', { name: '커피챗 수락하기' })).toBeDefined();
    await settle(10_000);
    expect(screen.getByText(/선택 기간이 지난 제안이에요/)).toBeDefined();
    expect(screen.queryByRole('button', { name: '커피챗 수락하기' })).toBeNull();
  });

  it('says in Korean that an unknown or foreign offer cannot be found, and stays on the page', async () => {
    serveApi(() => errorResponse(404, 'NOT_FOUND', '제안을 찾을 수 없어요.'));
    const { location } = render();
    await settle();
    expect(screen.getByRole('heading', { name: OFFER_NOT_FOUND_TITLE })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe(OFFER_NOT_FOUND_REASON);
    expect(screen.getByRole('link', { name: '받은 제안 보기' }).getAttribute('href')).toBe('/my/attack');
    expect(location.history?.at(-1)).toBe('/my/result/12');
  });

  it('still leaves for / on other server errors, as SPEC §8 says', async () => {
    serveApi(() => errorResponse(500, 'INTERNAL', '요청을 완료하지 못했습니다.'));
    const { location } = render();
    await settle();
    expect(location.history?.at(-1)).toBe('/');
  });

  it('shows the company behind the offer, its link opened outside the app, and how soon it proposes a time', async () => {
    serveApi((request) =>
      request.path === '/api/v2/users/offers/12/company'
        ? jsonResponse(
            offerCompany({
              employees: '201~500명',
              location: '서울 강남구',
              homepage: 'https://hanbit-mobility.example/',
              link: 'https://careers.hanbit-mobility.example/backend',
              ranking: { rank: 3, offerCount: 12, averageRaise: null },
              responseRecord: { medianDays: 2, confirmedPercent: 60, coffeechats: 5 },
            }),
          )
        : jsonResponse(offer()),
    );
    render();
    await settle();
    // The card asks once the offer is there.
    await settle(100);
    const card = screen.getByRole('region', { name: '한빛모빌리티 알아보기' });
    expect(card.textContent).toContain('모빌리티 · 201~500명 · 서울 강남구');
    expect(card.textContent).toContain('보통 2일 안에 일정을 제안해요');
    expect(card.textContent).toContain('제안 랭킹 3위 · 최근 30일 제안 12건');
    const posting = screen.getByRole('link', { name: '채용 공고 보기' });
    expect(posting.getAttribute('href')).toBe('https://careers.hanbit-mobility.example/backend');
    expect(posting.getAttribute('target')).toBe('_blank');
    expect(posting.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('puts the company card, which arrives after the offer, below everything one can press', async () => {
    serveApi((request) =>
      request.path === '/api/v2/users/offers/12/company' ? jsonResponse(offerCompany()) : jsonResponse(offer()),
    );
    render();
    await settle();
    const ask = screen.getByRole('button', { name: '조정 요청하기' });
    const cardFromAsk = () =>
      ask.compareDocumentPosition(screen.getByRole('region', { name: '한빛모빌리티 알아보기' }));
    await settle(100);
    // Following the button in the page, the card's arrival pushes nothing the candidate may be about to press.
    expect(cardFromAsk() & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing of a response record below five coffee chats', async () => {
    serveApi((request) =>
      request.path === '/api/v2/users/offers/12/company' ? jsonResponse(offerCompany()) : jsonResponse(offer()),
    );
    render();
    await settle();
    // The card asks once the offer is there.
    await settle(100);
    const card = screen.getByRole('region', { name: '한빛모빌리티 알아보기' });
    expect(card.textContent).not.toContain('일정을 제안해요');
    expect(screen.queryByRole('link', { name: '채용 공고 보기' })).toBeNull();
  });
});
