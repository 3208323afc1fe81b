import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { Offer } from '../../contract/offers';
import type { ProfileV3 } from '../../contract/profile';
import { writeTokens } from '../../lib/tokens';
import { errorResponse, jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { OFFER_NOT_FOUND_TITLE } from './offer-not-found';
import { NOT_REFUSED_TITLE, PROFILE_HINT, RESUME_HINT, RefusedPage } from './refused-page';

const refused = (overrides: Partial<Offer> = {}) => ({
  id: 12,
  companyId: 1,
  name: '한빛모빌리티',
  logo: '/logos/hanbit-mobility.svg',
  domain: 'hanbit-mobility.example',
  salaryMin: 8000,
  salaryMax: 9500,
  increaseRate: 18,
  increaseBasis: '2025년 계약 연봉',
  createdAt: '2026-11-22T01:00:00.000Z',
  expiredAt: '2026-11-29T14:59:59.999Z',
  selectedAt: '2026-11-23T01:00:00.000Z',
  offerGroupId: null,
  type: 'NORMAL',
  status: 'REFUSED',
  isNew: false,
  isMaster: false,
  operatorName: null,
  position: '백엔드 개발자',
  link: null,
  offerItems: [],
  message: '함께 성장하고 싶어요.',
  isJustMessage: false,
  isMatched: false,
  isExpired: false,
  isLike: false,
  refusalReason: '지금은 이직 생각이 없어요',
  coffeechatId: null,
  ...overrides,
});

const profile = (resume: { resumeUrl?: string; resumeFile?: ProfileV3['resumeFile'] }): ProfileV3 => ({
  careerItems: [],
  userSalaryItems: [],
  healthSalary: true,
  githubUrl: '',
  linkedinUrl: '',
  resumeUrl: '',
  portfolioUrl: '',
  resumeFile: null,
  portfolioFile: null,
  email: '',
  hashtags: [],
  techStackItems: [],
  agent: false,
  jobLabel: '개발',
  jobSubLabel: '백엔드',
  interestCount: 0,
  willingness: null,
  isMajor: null,
  isActivate: true,
  submittedAt: null,
  ...resume,
});

const render = (path: string) =>
  renderWithApp(
    <Route path="/my/result/hate/:id">
      <RefusedPage />
    </Route>,
    path,
  );

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-24T01:00:00.000Z') });
  writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('RefusedPage', () => {
  it('names the company the server confirms, never the link’s, and offers next steps', async () => {
    const sent = serveApi(() => jsonResponse(refused()));
    render(`/my/result/hate/12?company=${encodeURIComponent('가짜회사')}&message=y`);
    await settle();

    expect(sent[0]?.path).toBe('/api/v2/users/offers/12');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('한빛모빌리티의 제안을 거절했어요');
    expect(screen.queryByText(/가짜회사/)).toBeNull();
    expect(screen.getByText('거절 사유: 지금은 이직 생각이 없어요')).toBeDefined();
    expect(screen.getByRole('link', { name: '받은 제안 보기' }).getAttribute('href')).toBe('/my/attack');
    expect(screen.getByRole('link', { name: /프로필 보강하기/ }).getAttribute('href')).toBe('/my/edit');
  });

  it('says an unknown or foreign offer cannot be found', async () => {
    serveApi(() => errorResponse(404, 'NOT_FOUND', '제안을 찾을 수 없어요.'));
    const { location } = render(`/my/result/hate/999?company=${encodeURIComponent('가짜회사')}`);
    await settle();

    expect(screen.getByRole('heading', { name: OFFER_NOT_FOUND_TITLE })).toBeDefined();
    expect(screen.queryByText(/가짜회사/)).toBeNull();
    expect(location.history?.at(-1)).toBe(`/my/result/hate/999?company=${encodeURIComponent('가짜회사')}`);
  });

  it('does not claim a refusal for an offer still waiting', async () => {
    serveApi(() => jsonResponse(refused({ status: 'WAITING', refusalReason: null, selectedAt: null })));
    render('/my/result/hate/12');
    await settle();

    expect(screen.getByRole('heading', { name: NOT_REFUSED_TITLE })).toBeDefined();
    expect(screen.getByRole('link', { name: '제안 보기' }).getAttribute('href')).toBe('/my/result/12');
  });

  it('promises more offers for a resume only to a candidate without one', async () => {
    serveApi(({ path }) => (path === '/api/v3/users/profile' ? jsonResponse(profile({})) : jsonResponse(refused())));
    render('/my/result/hate/12');
    await settle();
    // The profile is asked for once the offer has shown.
    await settle(100);

    expect(screen.getByText(RESUME_HINT)).toBeDefined();
  });

  it('drops the resume hint once a resume exists', async () => {
    serveApi(({ path }) =>
      path === '/api/v3/users/profile'
        ? jsonResponse(profile({ resumeUrl: 'https://example.com/cv.pdf' }))
        : jsonResponse(refused()),
    );
    render('/my/result/hate/12');
    await settle();
    await settle(100);

    expect(screen.queryByText(RESUME_HINT)).toBeNull();
    expect(screen.getByText(PROFILE_HINT)).toBeDefined();
  });
});
