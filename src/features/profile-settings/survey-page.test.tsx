import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markServerUnreachable, resetServerAvailability } from '../../lib/server-availability';
import { writeTokens } from '../../lib/tokens';
import { jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { SurveyPage } from './survey-page';

const USER_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

function serve() {
  return serveApi((request) => {
    if (request.method === 'PATCH') {
      if (request.path.startsWith('/api/users/surveys/')) {
        const { userSurveyItems } = request.body as { userSurveyItems: { code: string; answer: string }[] };
        return jsonResponse({ userSurveyItems: [{ code: 'Q1', answer: '6개월 이내' }, ...userSurveyItems] });
      }
      return jsonResponse(request.body);
    }
    if (request.path === '/api/v3/users/my') {
      return jsonResponse({
        userId: USER_ID,
        name: '김하늘',
        isActivate: true,
        jobLabel: '개발',
        jobSubLabel: '백엔드',
      });
    }
    if (request.path === `/api/users/surveys/${USER_ID}`) {
      return jsonResponse({ userSurveyItems: [{ code: 'Q1', answer: '6개월 이내' }] });
    }
    return jsonResponse({
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
      isActivate: true,
      submittedAt: null,
      willingness: 'OPEN',
      isMajor: null,
    });
  });
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: '저장하기' }) as HTMLButtonElement;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T00:00:00Z') });
  writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetServerAvailability();
});

describe('SurveyPage', () => {
  it('shows the stored answers and sends only what changed, each to its own call', async () => {
    const sent = serve();
    renderWithApp(<SurveyPage />, '/my/survey');
    await settle();

    expect(radio('6개월 이내').checked).toBe(true);
    expect(radio('좋은 제안이면 고려').checked).toBe(true);
    expect(saveButton().disabled).toBe(true);

    fireEvent.click(radio('연봉'));
    fireEvent.click(radio('적극적으로 이직 준비 중'));
    fireEvent.click(radio('예, 전공과 관련 있어요'));
    fireEvent.click(saveButton());
    await settle();

    const patches = sent.filter((request) => request.method === 'PATCH');
    expect(patches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: `/api/users/surveys/${USER_ID}`,
          body: { userSurveyItems: [{ code: 'Q2', answer: '연봉' }] },
        }),
        expect.objectContaining({ path: '/api/users/willingness', body: { willingness: 'ACTIVE' } }),
        expect.objectContaining({ path: '/api/users/ismajor', body: { isMajor: true } }),
      ]),
    );
    expect(patches).toHaveLength(3);
    expect(screen.getByText('저장되었습니다.')).toBeDefined();
    expect(saveButton().disabled).toBe(true);
  });

  it('disables 저장하기 with its sentence while the server cannot be reached', async () => {
    serve();
    renderWithApp(<SurveyPage />, '/my/survey');
    await settle();
    fireEvent.click(radio('연봉'));

    await act(async () => markServerUnreachable());
    expect(saveButton().disabled).toBe(true);
    expect(
      screen.getByText('설문 저장은 인터넷에 연결된 뒤에 할 수 있어요. 연결되면 바로 누를 수 있어요.'),
    ).toBeDefined();
  });
});
