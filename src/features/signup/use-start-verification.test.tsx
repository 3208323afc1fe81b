import { act, renderHook } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { rememberReferral } from '../../lib/referral';
import { errorResponse, jsonResponse, serveApi } from '../../test-support/render-app';
import { useStartVerification } from './use-start-verification';
import type { VerificationForm } from './verification-form';

const USER_ID = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';

const form: VerificationForm = {
  loginTypeLevel: 1,
  name: '김볼트',
  birthday: '19930415',
  gender: '남성',
  phone: '010-1234-5678',
  telecom: undefined,
  passConsent: false,
};
const consents = { SERVICE: true, PRIVACY: true, THIRD_PARTY: true, MARKETING: false };

function serveSignUp() {
  return serveApi((request) => {
    if (request.path === '/api/users/exist') return jsonResponse({ existence: false });
    if (request.path === '/api/v2/users') return jsonResponse({ id: USER_ID });
    return jsonResponse({ jobIndex: 0, threadIndex: 0, jti: 'jti-1', twoWayTimestamp: 1_700_000_000_000 });
  });
}

function renderStart() {
  const location = memoryLocation({ path: '/submit/개발/백엔드', record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider>
      <Router hook={location.hook}>{children}</Router>
    </JotaiProvider>
  );
  return renderHook(() => useStartVerification('개발', '백엔드'), { wrapper });
}

afterEach(() => vi.unstubAllGlobals());

describe('useStartVerification and the partner link', () => {
  it('sends the remembered referral token with the new sign-up', async () => {
    rememberReferral('Ab12Cd34Ef');
    const sent = serveSignUp();
    const { result } = renderStart();

    await act(() => result.current.start(form, consents));

    const creation = sent.find((request) => request.path === '/api/v2/users');
    expect(creation?.body).toMatchObject({ name: '김볼트', referralToken: 'Ab12Cd34Ef' });
  });

  it('sends no referral token when nobody recommended the person', async () => {
    const sent = serveSignUp();
    const { result } = renderStart();

    await act(() => result.current.start(form, consents));

    const creation = sent.find((request) => request.path === '/api/v2/users');
    expect(creation?.body).toBeDefined();
    expect(creation?.body).not.toHaveProperty('referralToken');
  });
});

describe('useStartVerification when a request is refused', () => {
  it('says a limit on membership checks is a limit and when to try again', async () => {
    serveApi(() => {
      const refused = errorResponse(
        429,
        'TOO_MANY_REQUESTS',
        '이 네트워크에서 가입 확인 요청이 너무 많아요. 40분 후에 다시 시도해 주세요.',
      );
      refused.headers.set('Retry-After', '2400');
      return refused;
    });
    const { result } = renderStart();

    await act(() => result.current.start(form, consents));

    expect(result.current.alert).toEqual({
      kind: 'failure',
      title: '요청 한도를 넘었어요',
      description: '이 네트워크에서 가입 확인 요청이 너무 많아요. 약 40분 뒤에 다시 시도해 주세요.',
    });
  });

  it("shows SPEC's certificate text whole when the chosen app has no certificate (420)", async () => {
    serveApi((request) => {
      if (request.path === '/api/users/exist') return jsonResponse({ existence: false });
      if (request.path === '/api/v2/users') return jsonResponse({ id: USER_ID });
      return errorResponse(
        420,
        'IDENTITY_MISMATCH',
        'PASS 인증서가 발급되지 않았어요. PASS 앱에서 인증서를 먼저 발급해 주세요.',
      );
    });
    const { result } = renderStart();

    await act(() => result.current.start({ ...form, loginTypeLevel: 5, telecom: 1, passConsent: true }, consents));

    expect(result.current.alert).toEqual({
      kind: 'failure',
      title: 'PASS 인증서가 발급되지 않았어요.',
      description: 'PASS 앱에서 인증서를 먼저 발급해 주세요.',
    });
  });
});

describe('useStartVerification for a member verifying again', () => {
  const CFID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

  function serveReapply() {
    return serveApi((request) => {
      if (request.path === '/api/users/exist') return jsonResponse({ existence: true });
      if (request.path === '/api/v2/users') return jsonResponse({ id: USER_ID });
      return jsonResponse({
        cfid: CFID,
        jobIndex: 0,
        threadIndex: 0,
        jti: 'jti-1',
        twoWayTimestamp: 1_700_000_000_000,
      });
    });
  }

  function renderWith(reapply: boolean) {
    const location = memoryLocation({ path: '/submit/개발/백엔드', record: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <JotaiProvider>
        <Router hook={location.hook}>{children}</Router>
      </JotaiProvider>
    );
    return { location, ...renderHook(() => useStartVerification('개발', '백엔드', reapply), { wrapper }) };
  }

  afterEach(() => sessionStorage.clear());

  it('skips the existence check, asks for a reapply and waits at the current path with the pending page appended', async () => {
    const sent = serveReapply();
    const { result, location } = renderWith(true);

    await act(() => result.current.start(form, consents));

    expect(sent.map((request) => request.path)).toEqual(['/api/v2/users', '/api/v3/users/verify/request']);
    expect(sent[0]?.body).toMatchObject({ reapply: true });
    expect(result.current.alert).toBeUndefined();
    expect(location.history.at(-1)).toBe('/submit/개발/백엔드/submit_kakao/pending?type=kakao');
    expect(JSON.parse(sessionStorage.getItem('verification') ?? '{}')).toMatchObject({ reapply: true, cfid: CFID });
  });

  it('drops a confirmation an earlier sign-up of the tab left, so the new wait is shown', async () => {
    sessionStorage.setItem(
      'careers-to-confirm',
      JSON.stringify([{ id: 1, company: '볼트랩스', job: '백엔드', start: '2019-03', end: '' }]),
    );
    serveReapply();
    const { result } = renderWith(true);

    await act(() => result.current.start(form, consents));

    expect(JSON.parse(sessionStorage.getItem('careers-to-confirm') ?? 'null')).toBeNull();
  });

  it('stops a newcomer whose phone already has an account, as before', async () => {
    const sent = serveReapply();
    const { result, location } = renderWith(false);

    await act(() => result.current.start(form, consents));

    expect(sent.map((request) => request.path)).toEqual(['/api/users/exist']);
    expect(result.current.alert).toMatchObject({ kind: 'member', title: '볼트X 참여 이력이 있습니다.' });
    expect(location.history.at(-1)).toBe('/submit/개발/백엔드');
  });
});
