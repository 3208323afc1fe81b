import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIFETIME_STATUS_LOOP_COUNT } from '../../contract/income';
import { writeTokens } from '../../lib/tokens';
import {
  errorResponse,
  jsonResponse,
  renderWithApp,
  type SentRequest,
  serveApi,
  settle,
} from '../../test-support/render-app';
import { EVENT_ID, lifetimeResult } from './income-test-support';
import { LifetimePage, TIMEOUT_TITLE } from './lifetime-page';
import { LIFETIME_SESSION_KEY } from './state';
import { STATUS_POLL_INTERVAL_MS } from './status-polling';

type StatusAnswer = 'WAITING' | 'DONE' | { failed: string };

/** The event's API: verify starts EVENT_ID, status answers from `statuses` by loadCount. */
function serveEvent(statuses: (loadCount: number) => StatusAnswer) {
  return serveApi((request: SentRequest) => {
    if (request.path === '/api/income/lifetime/verify') return jsonResponse({ eventId: EVENT_ID }, 201);
    if (request.path === '/api/income/lifetime/verify/status') {
      const loadCount = Number(request.query.get('loadCount'));
      const answer = statuses(loadCount);
      if (typeof answer === 'object') return jsonResponse({ status: 'FAILED', loadCount, message: answer.failed });
      return jsonResponse({ status: answer, loadCount });
    }
    if (request.path === '/api/income/lifetime/complete') return jsonResponse(lifetimeResult);
    if (request.path === '/api/income/lifetime/result') return jsonResponse({ result: null });
    return errorResponse(404, 'NOT_FOUND', '찾을 수 없어요.');
  });
}

const statusPolls = (sent: SentRequest[]) =>
  sent.filter((request) => request.path === '/api/income/lifetime/verify/status');

async function startWithKakao() {
  await settle();
  fireEvent.click(screen.getByRole('button', { name: '생애 소득 확인하기' }));
  const sheet = screen.getByRole('dialog', { name: '인증 방법을 선택해 주세요' });
  fireEvent.click(within(sheet).getByRole('button', { name: '인증 요청하기' }));
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T03:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LifetimePage for visitors', () => {
  it('explains the event and leads into sign-up or login', () => {
    serveApi(() => jsonResponse({}));
    renderWithApp(<LifetimePage />, '/event/lifetime?utm_source=kakao&utm_campaign=lifetime');
    expect(screen.getByRole('heading', { name: /내가 평생 버는 돈은/ })).toBeDefined();
    expect(screen.getByRole('link', { name: '볼트X 가입하고 확인하기' }).getAttribute('href')).toBe(
      '/submit?utm_source=kakao&utm_campaign=lifetime',
    );
    expect(screen.getByRole('link', { name: '이미 회원이라면 로그인' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: '생애 소득 확인하기' })).toBeNull();
  });

  it("treats a partner's session as a visitor", () => {
    writeTokens({ accessToken: 'p', refreshToken: 'pr', holder: 'partner' });
    serveApi(() => jsonResponse({}));
    renderWithApp(<LifetimePage />, '/event/lifetime');
    expect(screen.getByRole('link', { name: '볼트X 가입하고 확인하기' })).toBeDefined();
  });
});

describe('LifetimePage for candidates', () => {
  beforeEach(() => writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' }));

  it('starts the lookup, waits for the approval, completes and shows the estimate', async () => {
    const sent = serveEvent((loadCount) => (loadCount < 2 ? 'WAITING' : 'DONE'));
    renderWithApp(<LifetimePage />, '/event/lifetime');

    await startWithKakao();
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/income/lifetime/result' });
    expect(sent[1]).toMatchObject({
      method: 'POST',
      path: '/api/income/lifetime/verify',
      body: { years: [2018, 2019, 2020, 2021, 2022], loginTypeLevel: 1 },
    });
    expect(screen.getByRole('heading', { name: /카카오톡에서\s*인증을 완료해 주세요/ })).toBeDefined();
    expect(JSON.parse(sessionStorage.getItem(LIFETIME_SESSION_KEY) ?? 'null')).toEqual({
      eventId: EVENT_ID,
      method: 1,
    });

    await settle(STATUS_POLL_INTERVAL_MS);
    expect(statusPolls(sent).map((request) => request.query.get('loadCount'))).toEqual(['1']);
    expect(statusPolls(sent)[0].query.get('eventId')).toBe(EVENT_ID);
    await settle(STATUS_POLL_INTERVAL_MS);

    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/income/lifetime/complete',
      body: { eventId: EVENT_ID },
    });
    expect(screen.getByText('28억 8,652만원')).toBeDefined();
    expect(JSON.parse(sessionStorage.getItem(LIFETIME_SESSION_KEY) ?? 'null').result).toEqual(lifetimeResult);
  });

  it('asks PASS users for their telecom and the consent', async () => {
    const sent = serveEvent(() => 'WAITING');
    renderWithApp(<LifetimePage />, '/event/lifetime');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '생애 소득 확인하기' }));
    const sheet = screen.getByRole('dialog', { name: '인증 방법을 선택해 주세요' });
    fireEvent.click(within(sheet).getByRole('radio', { name: 'PASS' }));
    const submit = within(sheet).getByRole('button', { name: '인증 요청하기' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(within(sheet).getByRole('radio', { name: 'KT' }));
    fireEvent.click(within(sheet).getByRole('checkbox'));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await settle();
    expect(sent.at(-1)?.body).toEqual({ years: [2018, 2019, 2020, 2021, 2022], loginTypeLevel: 5, telecom: 1 });
    expect(screen.getByRole('heading', { name: /PASS에서/ })).toBeDefined();
  });

  it('shows why the lookup could not start and keeps the sheet open', async () => {
    serveApi(() => errorResponse(412, 'LOOKUP_LIMIT', '요청 건수가 초과되었습니다.'));
    renderWithApp(<LifetimePage />, '/event/lifetime');
    await startWithKakao();
    expect(screen.getByRole('alert').textContent).toBe('요청 건수가 초과되었습니다.');
    expect(screen.getByRole('dialog', { name: '인증 방법을 선택해 주세요' })).toBeDefined();
  });

  it('gives up after the last poll with a Korean timeout and polls again on retry', async () => {
    const sent = serveEvent(() => 'WAITING');
    renderWithApp(<LifetimePage />, '/event/lifetime');
    await startWithKakao();

    await settle(STATUS_POLL_INTERVAL_MS * LIFETIME_STATUS_LOOP_COUNT);
    expect(statusPolls(sent)).toHaveLength(LIFETIME_STATUS_LOOP_COUNT);
    expect(screen.getByRole('heading', { name: TIMEOUT_TITLE })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: '다시 확인하기' }));
    await settle(STATUS_POLL_INTERVAL_MS);
    expect(statusPolls(sent).at(-1)?.query.get('loadCount')).toBe('1');
    expect(screen.getByRole('heading', { name: /인증을 완료해 주세요/ })).toBeDefined();
  });

  it("shows the server's message when the lookup fails, and starts over on retry", async () => {
    serveEvent(() => ({ failed: '인증이 완료되지 않았습니다.' }));
    renderWithApp(<LifetimePage />, '/event/lifetime');
    await startWithKakao();
    await settle(STATUS_POLL_INTERVAL_MS);

    expect(screen.getByRole('alert').textContent).toBe('인증이 완료되지 않았습니다.');
    expect(sessionStorage.getItem(LIFETIME_SESSION_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(screen.getByRole('dialog', { name: '인증 방법을 선택해 주세요' })).toBeDefined();
  });

  it('resumes the wait after a reload', async () => {
    sessionStorage.setItem(LIFETIME_SESSION_KEY, JSON.stringify({ eventId: EVENT_ID, method: 5 }));
    const sent = serveEvent(() => 'DONE');
    renderWithApp(<LifetimePage />, '/event/lifetime');
    expect(screen.getByRole('heading', { name: /PASS에서/ })).toBeDefined();
    await settle(STATUS_POLL_INTERVAL_MS);
    expect(statusPolls(sent)[0].query.get('loadCount')).toBe('1');
    expect(screen.getByText('28억 8,652만원')).toBeDefined();
  });

  it('shows the kept result after a reload without asking again', async () => {
    sessionStorage.setItem(
      LIFETIME_SESSION_KEY,
      JSON.stringify({ eventId: EVENT_ID, method: 1, result: lifetimeResult }),
    );
    const sent = serveEvent(() => 'DONE');
    renderWithApp(<LifetimePage />, '/event/lifetime');
    await settle();
    expect(screen.getByText('28억 8,652만원')).toBeDefined();
    expect(sent.filter((request) => request.path.startsWith('/api/income/lifetime/verify'))).toEqual([]);
  });

  it('shows the result the server kept on a return without this tab’s event, and 다시 조회하기 starts a new lookup', async () => {
    const sent = serveApi((request: SentRequest) => {
      if (request.path === '/api/income/lifetime/result') return jsonResponse({ result: lifetimeResult });
      if (request.path === '/api/income/lifetime/verify') return jsonResponse({ eventId: EVENT_ID }, 201);
      return errorResponse(404, 'NOT_FOUND', '찾을 수 없어요.');
    });
    renderWithApp(<LifetimePage />, '/event/lifetime');
    await settle();
    expect(screen.getByRole('heading', { name: '나의 생애 소득 결과' })).toBeDefined();
    expect(screen.getByText('28억 8,652만원')).toBeDefined();
    expect(sent.filter((request) => request.path.startsWith('/api/income/lifetime/verify'))).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '다시 조회하기' }));
    await settle();
    const sheet = screen.getByRole('dialog', { name: '인증 방법을 선택해 주세요' });
    fireEvent.click(within(sheet).getByRole('button', { name: '인증 요청하기' }));
    await settle();
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: '/api/income/lifetime/verify' });
    expect(screen.getByRole('heading', { name: /카카오톡에서\s*인증을 완료해 주세요/ })).toBeDefined();
  });

  it('shows the intro when the kept result cannot be read', async () => {
    serveApi(() => errorResponse(503, 'SENDER_UNAVAILABLE', '잠시 후 다시 시도해 주세요.'));
    renderWithApp(<LifetimePage />, '/event/lifetime');
    await settle();
    expect(screen.getByRole('button', { name: '생애 소득 확인하기' })).toBeDefined();
  });
});
