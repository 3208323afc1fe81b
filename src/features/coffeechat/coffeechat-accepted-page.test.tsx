import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { markServerUnreachable, resetServerAvailability } from '../../lib/server-availability';
import { writeTokens } from '../../lib/tokens';
import { errorResponse, jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import {
  COFFEECHAT_LOADING,
  COFFEECHAT_NOT_FOUND_REASON,
  COFFEECHAT_NOT_FOUND_TITLE,
  CoffeechatAcceptedPage,
} from './coffeechat-accepted-page';

const render = (path: string) =>
  renderWithApp(
    <Route path="/my/result/like/:coffeechatId">
      <CoffeechatAcceptedPage />
    </Route>,
    path,
  );

beforeEach(() => {
  vi.useFakeTimers();
  writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetServerAvailability();
});

describe('CoffeechatAcceptedPage', () => {
  it('names the company the server confirms for this coffee chat, not the link’s', async () => {
    const sent = serveApi(() =>
      jsonResponse({ coffeechatId: 5, company: '한빛모빌리티', suggestions: ['팀은 몇 명인가요?'], items: [] }),
    );
    render(`/my/result/like/5?company=${encodeURIComponent('가짜회사')}`);
    await settle();

    expect(sent[0]?.query.get('coffeechatId')).toBe('5');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('한빛모빌리티와\n커피챗이 시작돼요');
    expect(screen.queryByText(/가짜회사/)).toBeNull();
    expect(screen.getByRole('link', { name: /메시지 보내기/ }).getAttribute('href')).toBe('/my/message');
    expect(screen.getByRole('link', { name: /수락한 제안 보기/ }).getAttribute('href')).toBe('/my/attack/select');
  });

  it('says a coffee chat that is not this candidate’s, or does not exist, cannot be found', async () => {
    serveApi(() => errorResponse(404, 'NOT_FOUND', '커피챗을 찾을 수 없어요.'));
    render(`/my/result/like/999?company=x`);
    await settle();

    expect(screen.getByRole('heading', { name: COFFEECHAT_NOT_FOUND_TITLE })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe(COFFEECHAT_NOT_FOUND_REASON);
    expect(screen.queryByText(/x와/)).toBeNull();
    expect(screen.getByRole('link', { name: '받은 제안 보기' }).getAttribute('href')).toBe('/my/attack');
  });

  it('disables 질문 저장하기 with its sentence while the server cannot be reached', async () => {
    serveApi(() =>
      jsonResponse({ coffeechatId: 5, company: '한빛모빌리티', suggestions: ['팀은 몇 명인가요?'], items: [] }),
    );
    render('/my/result/like/5');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '+ 팀은 몇 명인가요?' }));

    await act(async () => markServerUnreachable());
    const save = screen.getByRole('button', { name: '질문 저장하기' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(
      screen.getByText('질문 저장은 인터넷에 연결된 뒤에 할 수 있어요. 연결되면 바로 누를 수 있어요.'),
    ).toBeDefined();
  });

  it('says it is loading while the questions are on their way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    render('/my/result/like/5');
    await settle();

    expect(screen.getByRole('status').textContent).toBe(COFFEECHAT_LOADING);
  });

  it('offers to try again when the questions could not be read, and shows them once they can', async () => {
    let failing = true;
    serveApi(() =>
      failing
        ? errorResponse(500, 'INTERNAL', '요청을 실패하였습니다.')
        : jsonResponse({ coffeechatId: 5, company: '한빛모빌리티', suggestions: [], items: [] }),
    );
    render('/my/result/like/5');
    await settle(5_000);

    expect(screen.getByRole('heading', { name: '커피챗 정보를 불러오지 못했어요' })).toBeDefined();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도하기' }));
    await settle();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('한빛모빌리티와\n커피챗이 시작돼요');
  });
});
