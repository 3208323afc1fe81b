import { act, renderHook } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { rememberReferral } from '../../lib/referral';
import { jsonResponse, serveApi } from '../../test-support/render-app';
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
