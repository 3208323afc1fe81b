import { fireEvent, screen, within } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionExpiredAlert } from '../../app/session-expired-alert';
import { readTokens, writeTokens } from '../../lib/tokens';
import { appStore } from '../../session/app-store';
import { sessionExpiredAtom } from '../../session/session-state';
import { errorResponse, jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { PartnerPage } from './partner-page';
import { partnerMe, signInAsPartner } from './partners-test-support';

const shareAnswer = {
  mode: 'partners',
  url: 'https://boltx.example/r/Ab12Cd34Ef?utm_source=share&utm_content=p1',
  title: '김추천님이 볼트X를 추천했어요',
  description: '검증된 연봉으로 이력서를 등록하고 기업의 연봉 제안을 받아보세요.',
};

/** Sign-out also clears the IndexedDB copy of the cache, which takes a few rounds of fake time. */
async function settleUntil(done: () => boolean) {
  for (let round = 0; round < 50 && !done(); round += 1) await settle(50);
}

let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T03:00:00.000Z') });
  writeText = vi.fn(async () => undefined);
  vi.stubGlobal('navigator', { clipboard: { writeText } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  appStore.set(sessionExpiredAtom, false);
});

describe('PartnerPage', () => {
  it('sends anyone without a partner session to /partners/login', async () => {
    writeTokens({ accessToken: 'c', refreshToken: 'cr', holder: 'candidate' });
    const sent = serveApi(() => jsonResponse(partnerMe));
    const { location } = renderWithApp(<PartnerPage />, '/partners');
    await settle();
    expect(location.history?.at(-1)).toBe('/partners/login');
    expect(sent).toEqual([]);
  });

  it('shows the referral link, the counts and the anonymized sign-ups in Korean', async () => {
    signInAsPartner();
    const sent = serveApi(() => jsonResponse(partnerMe));
    renderWithApp(<PartnerPage />, '/partners');
    await settle();

    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/partners/me' });
    expect(screen.getByRole('heading', { name: '김추천님의 추천 링크' })).toBeDefined();
    expect((screen.getByLabelText('추천 링크') as HTMLInputElement).value).toBe(
      `${window.location.origin}/r/Ab12Cd34Ef`,
    );
    const counts = screen.getByLabelText('추천 현황');
    expect(counts.textContent).toContain('추천 가입3명');
    expect(counts.textContent).toContain('이력서 제출2명');
    expect(counts.textContent).toContain('커피챗 성사1명');

    const rows = within(screen.getByRole('table', { name: '추천으로 가입한 분' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      // The server sends the KST day; it is shown as it is, whatever the device's time zone.
      '32026년 11월 21일커피챗 성사',
      '22026년 11월 2일이력서 제출',
      '12026년 10월 15일탈퇴',
    ]);
  });

  it('copies the link and shares it in partners mode', async () => {
    signInAsPartner();
    const sent = serveApi((request) =>
      request.path === '/api/income/lifetime/share' ? jsonResponse(shareAnswer) : jsonResponse(partnerMe),
    );
    renderWithApp(<PartnerPage />, '/partners');
    await settle();

    fireEvent.click(screen.getByRole('button', { name: '링크 복사하기' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/r/Ab12Cd34Ef`);
    expect(screen.getByRole('status').textContent).toBe('링크를 복사했어요');

    fireEvent.click(screen.getByRole('button', { name: '공유하기' }));
    await settle();
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/income/lifetime/share',
      body: { mode: 'partners' },
    });
    expect(writeText).toHaveBeenLastCalledWith(shareAnswer.url);
  });

  it('logs out: revokes the session, clears the tab and goes to /partners/login', async () => {
    signInAsPartner();
    const sent = serveApi((request) =>
      request.path === '/api/partners/me' ? jsonResponse(partnerMe) : jsonResponse({ ok: true }),
    );
    const { location } = renderWithApp(<PartnerPage />, '/partners');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    await settleUntil(() => location.history?.at(-1) === '/partners/login');
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: '/api/auth/logout' });
    expect(readTokens()).toBeUndefined();
    expect(location.history?.at(-1)).toBe('/partners/login');
  });

  it('on expiry shows the alert, clears session storage and returns to /partners/login', async () => {
    signInAsPartner();
    sessionStorage.setItem('lifetime-event', 'kept-until-expiry');
    serveApi((request) =>
      request.path === '/api/auth/refresh'
        ? errorResponse(401, 'UNAUTHORIZED', '다시 로그인해 주세요.')
        : errorResponse(401, 'EXPIRED_TOKEN', '로그인이 만료되었습니다.'),
    );
    const { location } = renderWithApp(
      <JotaiProvider store={appStore}>
        <PartnerPage />
        <SessionExpiredAlert />
      </JotaiProvider>,
      '/partners',
    );
    const expiry = { name: '로그인이 만료되었습니다. 다시 인증을 진행해 주세요.' };
    // The dialog's module loads when a session expires (app/session-expired-alert.tsx): loaded
    // here first, as a browser that has it cached would, since fake time cannot wait for a file.
    await import('../../app/session-expired-dialog');
    await settleUntil(() => screen.queryByRole('alertdialog', expiry) !== null);

    const alert = screen.getByRole('alertdialog', expiry);
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await settleUntil(() => location.history?.at(-1) === '/partners/login');
    expect(location.history?.at(-1)).toBe('/partners/login');
    expect(sessionStorage.length).toBe(0);
    expect(readTokens('partner')).toBeUndefined();
  });
});
