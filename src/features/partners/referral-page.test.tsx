import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { PARTNER_INVITATION_BODY, REFERRAL_NOT_FOUND } from '../../contract/partners';
import { readReferral } from '../../lib/referral';
import { errorResponse, jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { ReferralPage } from './referral-page';

const render = (path: string) =>
  renderWithApp(
    <Route path="/r/:token">
      <ReferralPage />
    </Route>,
    path,
  );

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ReferralPage', () => {
  it('says who recommends the visitor, remembers the link and leads into sign-up', async () => {
    const sent = serveApi(() => jsonResponse({ partnerName: '김추천', token: 'Ab12Cd34Ef' }));
    render('/r/Ab12Cd34Ef?utm_source=share&utm_content=p1');
    await settle();

    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/referrals/Ab12Cd34Ef' });
    expect(screen.getByRole('heading', { name: '김추천님이 볼트X를 추천했어요' })).toBeDefined();
    expect(screen.getByText(PARTNER_INVITATION_BODY)).toBeDefined();
    expect(screen.getByRole('link', { name: '3초 만에 경력 인증하고 시작하기' }).getAttribute('href')).toBe(
      '/submit?utm_source=share&utm_content=p1',
    );
    expect(readReferral()).toBe('Ab12Cd34Ef');
    // Not a ¾-empty screen: how it works and where else to go.
    expect(screen.getByRole('list', { name: '시작하는 방법' }).children).toHaveLength(3);
    expect(screen.getByRole('link', { name: /이미 볼트X 회원이에요/ }).getAttribute('href')).toBe('/login');
  });

  it('explains an unknown link in Korean and leads to the landing, remembering nothing', async () => {
    serveApi(() => errorResponse(404, 'REFERRAL_NOT_FOUND', REFERRAL_NOT_FOUND));
    render('/r/Zz99Yy88Xx');
    await settle();

    expect(screen.getByText(REFERRAL_NOT_FOUND)).toBeDefined();
    expect(screen.getByRole('link', { name: '볼트X 둘러보기' }).getAttribute('href')).toBe('/');
    expect(readReferral()).toBeUndefined();
  });

  it('does not even ask about a mangled link', async () => {
    const sent = serveApi(() => jsonResponse({}));
    render('/r/bad-token!');
    await settle();
    expect(sent).toEqual([]);
    expect(screen.getByText(REFERRAL_NOT_FOUND)).toBeDefined();
  });

  it('offers a retry when the link could not be checked', async () => {
    serveApi(() => errorResponse(503, 'UNAVAILABLE', '잠시 후 다시 시도해 주세요.'));
    render('/r/Ab12Cd34Ef');
    await settle();
    expect(screen.getByRole('button', { name: '다시 시도하기' })).toBeDefined();
    expect(readReferral()).toBeUndefined();
  });
});
