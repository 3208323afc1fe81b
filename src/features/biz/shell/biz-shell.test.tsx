import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTokens, writeTokens } from '../../../lib/tokens';
import { errorResponse, jsonResponse, recruiter, renderWithApp, serveApi, signInAsBiz } from '../biz-test-support';
import { BizShell } from './biz-shell';

const EXPIRED = '로그인이 만료되었습니다. 다시 인증을 진행해 주세요.';

afterEach(() => vi.unstubAllGlobals());

const renderShell = () => renderWithApp(<BizShell title="후보자 찾기">{(me) => <p>{me.email}</p>}</BizShell>, '/biz');

describe('BizShell', () => {
  it('sends a visitor without console tokens to /biz/login, even with a candidate session', async () => {
    writeTokens({ accessToken: 'candidate', refreshToken: 'candidate-refresh', holder: 'candidate' });
    const sent = serveApi(() => jsonResponse(recruiter));
    const { location } = renderShell();
    await waitFor(() => expect(location.history.at(-1)).toBe('/biz/login'));
    expect(sent).toEqual([]);
  });

  it('names the account, its role and its company, with the console menu', async () => {
    signInAsBiz();
    const sent = serveApi(() => jsonResponse(recruiter));
    renderShell();
    expect(await screen.findByText(recruiter.email)).toBeDefined();
    const banner = screen.getByRole('banner');
    expect(banner.textContent).toContain('박채용 · 채용 담당자 · 한빛모빌리티');
    expect(screen.getByRole('link', { name: '후보자 찾기' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '보낸 제안' }).getAttribute('href')).toBe('/biz/offers');
    expect(screen.getByRole('link', { name: '커피챗' }).getAttribute('href')).toBe('/biz/coffeechats');
    expect(sent[0]?.authorization).toBe('Bearer biz-access');
  });

  it('gives a page below a menu entry the app’s back control beside its title, under the console’s header', async () => {
    signInAsBiz();
    serveApi(() => jsonResponse(recruiter));
    const { location } = renderWithApp(
      <BizShell title="후보자 프로필" back="/biz">
        <p>프로필</p>
      </BizShell>,
      '/biz/candidates/7',
    );
    expect(await screen.findByRole('banner')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: '후보자 프로필' })).toBeDefined();
    const [back, ...more] = screen.getAllByRole('button', { name: '뒤로 가기' });
    expect(more).toEqual([]);
    fireEvent.click(back);
    await waitFor(() => expect(location.history.at(-1)).toBe('/biz'));
  });

  it('signs out: revokes the refresh token, clears only the console tokens, opens /biz/login', async () => {
    signInAsBiz();
    writeTokens({ accessToken: 'candidate', refreshToken: 'candidate-refresh', holder: 'candidate' });
    const sent = serveApi((request) =>
      request.path === '/api/auth/logout' ? jsonResponse({ ok: true }) : jsonResponse(recruiter),
    );
    const { location } = renderShell();
    fireEvent.click(await screen.findByRole('button', { name: '로그아웃' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/biz/login'));
    expect(sent.find((request) => request.path === '/api/auth/logout')).toMatchObject({
      method: 'POST',
      authorization: 'Bearer biz-refresh',
    });
    expect(readTokens('biz')).toBeUndefined();
    expect(readTokens('app')?.accessToken).toBe('candidate');
  });

  it('says the session expired when the refresh is refused, then signs out', async () => {
    signInAsBiz();
    serveApi((request) =>
      request.path === '/api/auth/refresh'
        ? errorResponse(401, 'INVALID_TOKEN', EXPIRED)
        : errorResponse(401, 'EXPIRED_TOKEN', '토큰이 만료되었습니다.'),
    );
    const { location } = renderShell();

    const dialog = await screen.findByRole('alertdialog', { name: EXPIRED });
    fireEvent.click(dialog.querySelector('button') as HTMLButtonElement);

    await waitFor(() => expect(location.history.at(-1)).toBe('/biz/login'));
    expect(readTokens('biz')).toBeUndefined();
  });
});
