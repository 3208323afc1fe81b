import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../lib/tokens';
import { jsonResponse, renderWithApp, serveApi } from '../../test-support/render-app';
import { GraphLandingPage, MoneyLandingPage, SecretLandingPage } from './share-landing-page';

afterEach(() => vi.unstubAllGlobals());

const UTM = 'utm_source=share&utm_medium=kakao&utm_content=abc123';

describe('share landing pages', () => {
  it('tease the shared result and lead a visitor into sign-up, keeping the utm parameters', () => {
    const sent = serveApi(() => jsonResponse({}));
    renderWithApp(<MoneyLandingPage />, `/money?${UTM}&ref=x`);
    expect(screen.getByRole('heading', { name: '친구가 생애 소득을 확인했어요' })).toBeDefined();
    expect(screen.getByRole('link', { name: '3초 만에 가입하고 확인하기' }).getAttribute('href')).toBe(
      `/submit?${UTM}`,
    );
    expect(sent).toEqual([]);
  });

  it('lead a signed-in candidate into the event', () => {
    writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });
    renderWithApp(<GraphLandingPage />, `/graph?${UTM}`);
    expect(screen.getByRole('heading', { name: '친구가 연도별 소득 그래프를 확인했어요' })).toBeDefined();
    expect(screen.getByRole('link', { name: '내 생애 소득 확인하기' }).getAttribute('href')).toBe(
      `/event/lifetime?${UTM}`,
    );
    expect(screen.queryByRole('link', { name: '3초 만에 가입하고 확인하기' })).toBeNull();
  });

  it('have a teaser for the secret mode too', () => {
    renderWithApp(<SecretLandingPage />, '/secret');
    expect(screen.getByRole('heading', { name: '친구가 다른 직군의 연봉을 엿봤어요' })).toBeDefined();
    expect(screen.getByRole('link', { name: '3초 만에 가입하고 확인하기' }).getAttribute('href')).toBe('/submit');
  });
});
