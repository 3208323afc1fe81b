import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  jsonResponse,
  renderWithApp,
  type SentRequest,
  serveApi,
  settle,
} from '../../test-support/render-app';
import { APPROVAL_WAIT_MS } from '../../ui/request-again-button';
import { PendingPage } from './pending-page';
import { initialVerification, type VerificationStore } from './state';

const NOW = new Date('2026-11-25T03:00:00.000Z').getTime();
const SIGNUP_ID = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';

const waiting: VerificationStore = {
  ...initialVerification,
  cfid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  jti: 'jti-1',
  twoWayTimestamp: NOW,
  loginTypeLevel: 1,
  id: SIGNUP_ID,
  name: '김볼트',
  phone: '01012345678',
  birthday: '19930415',
  gender: '남성',
  jobLabel: '개발',
  jobSubLabel: '백엔드',
  requestedAt: NOW,
};

const storedVerification = (): VerificationStore => JSON.parse(sessionStorage.getItem('verification') ?? 'null');

function renderWaiting(answer: (request: SentRequest) => Response) {
  sessionStorage.setItem('verification', JSON.stringify(waiting));
  const sent = serveApi(answer);
  renderWithApp(<PendingPage />, '/submit_kakao/pending');
  return sent;
}

const requestAgain = () => screen.getByRole('button', { name: '인증 다시 요청하기' }) as HTMLButtonElement;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('PendingPage: 인증 다시 요청하기', () => {
  it('is offered once the 5 minutes have passed and asks again for the same person and app', async () => {
    const sent = renderWaiting(() =>
      jsonResponse({
        cfid: waiting.cfid,
        jobIndex: 0,
        threadIndex: 0,
        jti: 'jti-2',
        twoWayTimestamp: NOW + APPROVAL_WAIT_MS,
      }),
    );
    expect(requestAgain().disabled).toBe(true);
    expect(screen.getByText('5:00 뒤에 다시 요청할 수 있어요')).toBeDefined();

    await settle(APPROVAL_WAIT_MS);
    expect(requestAgain().disabled).toBe(false);
    fireEvent.click(requestAgain());
    await settle();

    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/v3/users/verify/request',
        body: {
          id: SIGNUP_ID,
          loginTypeLevel: 1,
          phone: '01012345678',
          name: '김볼트',
          birthday: '19930415',
          gender: '남성',
          telecom: 0,
        },
      }),
    ]);
    expect(screen.getByRole('status').textContent).toBe('카카오톡으로 인증 요청을 다시 보냈어요.');
    expect(storedVerification()).toMatchObject({ jti: 'jti-2', isRestart: false, requestedAt: NOW + APPROVAL_WAIT_MS });
    // A new wait for the new request: 3 s before complete, 5 minutes before another request.
    const complete = screen.getByRole('button', { name: '인증 완료' }) as HTMLButtonElement;
    expect(complete.disabled).toBe(true);
    await settle(3_000);
    expect(complete.disabled).toBe(false);
    expect(requestAgain().disabled).toBe(true);
  });

  it('says when the limit on requests lets the person ask again', async () => {
    renderWaiting(() => {
      const refused = errorResponse(
        429,
        'TOO_MANY_REQUESTS',
        '인증 요청이 너무 많아요. 1시간 후에 다시 시도해 주세요.',
      );
      refused.headers.set('Retry-After', '600');
      return refused;
    });
    await settle(APPROVAL_WAIT_MS);
    fireEvent.click(requestAgain());
    await settle();

    const alert = screen.getByRole('alertdialog', { name: '요청 한도를 넘었어요' });
    expect(alert.textContent).toContain('인증 요청이 너무 많아요. 약 10분 뒤에 다시 시도해 주세요.');
    expect(storedVerification()).toMatchObject({ jti: 'jti-1' });
  });
});

describe('PendingPage: a missing certificate (420)', () => {
  it("shows SPEC's certificate text whole, title and body", async () => {
    renderWaiting(() =>
      errorResponse(
        420,
        'IDENTITY_MISMATCH',
        '카카오 인증서가 발급되지 않았어요. 카카오톡 지갑에서 인증서를 먼저 발급해 주세요.',
      ),
    );
    await settle(3_000);
    fireEvent.click(screen.getByRole('button', { name: '인증 완료' }));
    await settle();

    const alert = screen.getByRole('alertdialog', { name: '카카오 인증서가 발급되지 않았어요.' });
    expect(within(alert).getByText('카카오톡 지갑에서 인증서를 먼저 발급해 주세요.')).toBeDefined();
    expect(alert.textContent).not.toContain('입력한 정보를 확인');
    expect(screen.queryByRole('dialog', { name: '경력 분석 중' })).toBeNull();
  });
});

describe('PendingPage: the careers found', () => {
  const USER_ID = '9b2f4c1d-8e7a-4b6c-9d0e-1f2a3b4c5d6e';
  const careers = [
    { id: 1, company: '볼트랩스', job: '백엔드 개발', start: '2019-03', end: '' },
    { id: 2, company: '한빛소프트', job: '서버 개발', start: '2016-01', end: '2019-02' },
  ];

  it('are listed for the candidate to confirm before the salary step', async () => {
    sessionStorage.setItem('verification', JSON.stringify(waiting));
    serveApi((request) => {
      if (request.path === '/api/v3/users/verify') {
        return jsonResponse({
          existence: false,
          userId: USER_ID,
          accessToken: 'access.token.here',
          refreshToken: 'refresh-token',
          careerItems: careers,
        });
      }
      if (request.path === '/api/v3/users/verify/salary') return jsonResponse({ salaryItems: [] });
      return jsonResponse({ ok: true });
    });
    const view = renderWithApp(<PendingPage />, '/submit_kakao/pending');
    await settle(3_000);
    fireEvent.click(screen.getByRole('button', { name: '인증 완료' }));
    await settle(15_000);
    await settle(1_000);

    const list = screen.getByRole('list', { name: /불러온 경력이/ });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '볼트랩스백엔드 개발 · 2019.03 – 재직 중',
      '한빛소프트서버 개발 · 2016.01 – 2019.02',
    ]);
    expect(screen.getByText(/프로필 수정에서 고치거나 숨길 수 있어요/)).toBeDefined();
    expect(storedVerification()).toMatchObject({ cfid: '' });

    fireEvent.click(screen.getByRole('button', { name: '확인했어요' }));
    expect(view.location.history.at(-1)).toBe('/submit_kakao/salary');
  });
});
