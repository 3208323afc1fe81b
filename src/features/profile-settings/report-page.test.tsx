import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SalaryReport } from '../../contract/profile';
import { onSessionExpired } from '../../lib/session-events';
import { writeTokens } from '../../lib/tokens';
import { errorResponse, jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { ReportPage } from './report-page';

const NOW = '2026-11-23T00:00:00.000Z';

const waiting = (availableAt: string | null): SalaryReport => ({
  available: false,
  availableAt,
  estimatedMin: null,
  estimatedMax: null,
  basis: null,
  peers: 0,
});

const ready: SalaryReport = {
  available: true,
  availableAt: '2026-11-22T03:00:00.000Z',
  estimatedMin: 7700,
  estimatedMax: 12500,
  basis: 7000,
  peers: 12,
};

const card = () => screen.getByRole('region', { name: '예상 연봉' });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(NOW) });
  writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ReportPage', () => {
  it('before the 48 hours pass, says when in Korean time and counts down', async () => {
    serveApi(() => jsonResponse(waiting('2026-11-24T03:00:00.000Z')));
    renderWithApp(<ReportPage />, '/my/report');
    await settle();

    expect(card().textContent).toContain('11월 24일 12:00부터 확인할 수 있어요');
    expect(card().textContent).toContain('프로필을 제출하고 48시간이 지나면');
    expect(screen.getByRole('time').textContent).toBe('1일 03:00:00');
  });

  it('reads the report again when the countdown reaches zero and shows the band', async () => {
    let reads = 0;
    serveApi((request) => {
      // The tabs' unread badge asks for the message rooms on its own.
      if (request.path === '/api/users/message/room') return jsonResponse({ items: [], unreadCount: 0 });
      reads += 1;
      return jsonResponse(reads === 1 ? waiting('2026-11-23T00:00:05.000Z') : ready);
    });
    renderWithApp(<ReportPage />, '/my/report');
    await settle();
    expect(card().textContent).toContain('부터 확인할 수 있어요');

    await settle(5000);

    expect(reads).toBe(2);
    expect(card().textContent).toContain('7,700만~1억 2,500만원');
  });

  it('after it is available, shows the band in 만원, the basis and the peers', async () => {
    serveApi(() => jsonResponse(ready));
    renderWithApp(<ReportPage />, '/my/report');
    await settle();

    expect(card().textContent).toContain('7,700만~1억 2,500만원');
    expect(card().textContent).toContain('기준 연봉7,000만원');
    expect(card().textContent).toContain('비교한 회원12명');
    expect(screen.getByRole('heading', { name: '예상 연봉은 이렇게 계산해요' })).toBeDefined();
  });

  it('never breaks inside an amount on a narrow screen: a line may end only after the "~"', async () => {
    serveApi(() => jsonResponse(ready));
    renderWithApp(<ReportPage />, '/my/report');
    await settle();

    const band = screen.getByText('7,700만~').parentElement;
    const unbreakable = [...(band?.querySelectorAll('span') ?? [])].map((amount) => amount.textContent);
    expect(unbreakable).toEqual(['7,700만~', '1억 2,500만원']);
    expect(band?.querySelector('wbr')).not.toBeNull();
    expect(screen.getByText('7,000만원').tagName).toBe('SPAN');
  });

  it('says it was not estimated when there is no verified salary', async () => {
    serveApi(() => jsonResponse({ ...ready, estimatedMin: null, estimatedMax: null, basis: null, peers: 0 }));
    renderWithApp(<ReportPage />, '/my/report');
    await settle();

    expect(card().textContent).toContain('예상 연봉을 계산하지 못했어요');
  });

  it('tells someone who has not submitted yet how it works', async () => {
    serveApi(() => jsonResponse(waiting(null)));
    renderWithApp(<ReportPage />, '/my/report');
    await settle();

    expect(card().textContent).toContain('프로필을 제출하면 예상 연봉을 알려 드려요');
  });

  it('keeps the page offline and tries again on request', async () => {
    let online = false;
    serveApi(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return jsonResponse(ready);
    });
    const { location } = renderWithApp(<ReportPage />, '/my/report');
    await settle(2000);

    expect(location.history?.at(-1)).toBe('/my/report');
    online = true;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도하기' }));
    await settle();

    expect(card().textContent).toContain('7,700만~1억 2,500만원');
  });

  it('goes home when the server refuses', async () => {
    serveApi(() => errorResponse(500, 'INTERNAL', '요청을 완료하지 못했습니다.'));
    const { location } = renderWithApp(<ReportPage />, '/my/report');
    await settle(2000);

    expect(location.history?.at(-1)).toBe('/');
  });

  it('shows the expiry alert on a 401', async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    serveApi(() => errorResponse(401, 'UNAUTHORIZED', '로그인이 필요합니다.'));
    const { location } = renderWithApp(<ReportPage />, '/my/report');
    await settle(2000);
    stop();

    expect(expired).toHaveBeenCalledWith('app');
    expect(location.history?.at(-1)).toBe('/my/report');
  });
});
