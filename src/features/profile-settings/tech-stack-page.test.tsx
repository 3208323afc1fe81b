import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileV3 } from '../../contract/profile';
import { markServerUnreachable, resetServerAvailability } from '../../lib/server-availability';
import { writeTokens } from '../../lib/tokens';
import { errorResponse, jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { TechStackPage } from './tech-stack-page';

const profile = (techStackItems: string[]): ProfileV3 => ({
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
  techStackItems,
  agent: false,
  jobLabel: '개발',
  jobSubLabel: '백엔드',
  interestCount: 0,
  willingness: null,
  isMajor: null,
  isActivate: true,
  submittedAt: '2026-11-20T00:00:00.000Z',
});

const many = Array.from({ length: 25 }, (_, index) => `Stack${index + 1}`);

function serve({ recommendFails }: { recommendFails: boolean }) {
  return serveApi((request) => {
    if (request.path === '/api/users/techStackRecommend') {
      return recommendFails
        ? errorResponse(503, 'UNAVAILABLE', '잠시 후 다시 시도해 주세요.')
        : jsonResponse({ items: ['Kotlin', 'Go'] });
    }
    if (request.path === '/api/users/techStackSearch') return jsonResponse({ items: many });
    if (request.method === 'PATCH') return jsonResponse(request.body);
    return jsonResponse(profile(['Java']));
  });
}

const recommended = () => within(screen.getByRole('list', { name: '추천 기술 스택' }));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T00:00:00Z') });
  writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetServerAvailability();
});

describe('TechStackPage', () => {
  it('falls back to Spring, React and Python when recommendations fail', async () => {
    serve({ recommendFails: true });
    renderWithApp(<TechStackPage />, '/my/techstack');
    await settle();

    expect(
      recommended()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Spring', 'React', 'Python']);
  });

  it('shows the server recommendations when they come', async () => {
    serve({ recommendFails: false });
    renderWithApp(<TechStackPage />, '/my/techstack');
    await settle();

    expect(
      recommended()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Kotlin', 'Go']);
  });

  it('searches without special characters, shows the first 20 and saves the picks', async () => {
    const sent = serve({ recommendFails: false });
    renderWithApp(<TechStackPage />, '/my/techstack');
    await settle();

    fireEvent.change(screen.getByLabelText('기술 스택 검색'), { target: { value: 'Stack!@' } });
    await settle(300);

    expect(sent.find((request) => request.path === '/api/users/techStackSearch')?.query.get('q')).toBe('Stack');
    const results = within(screen.getByRole('list', { name: '기술 스택 검색 결과' }));
    expect(results.getAllByRole('button')).toHaveLength(20);
    fireEvent.click(results.getByRole('button', { name: 'Stack3' }));
    fireEvent.click(recommended().getByRole('button', { name: 'Kotlin' }));
    fireEvent.click(screen.getByRole('button', { name: 'Java 삭제' }));
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await settle();

    expect(sent.find((request) => request.method === 'PATCH')).toMatchObject({
      path: '/api/users/techstack',
      body: { techStackItems: ['Stack3', 'Kotlin'] },
    });
    expect(screen.getByText('저장되었습니다.')).toBeDefined();
  });

  it('disables 저장하기 with its sentence while the server cannot be reached', async () => {
    serve({ recommendFails: false });
    renderWithApp(<TechStackPage />, '/my/techstack');
    await settle();
    fireEvent.click(recommended().getByRole('button', { name: /Kotlin/ }));

    await act(async () => markServerUnreachable());
    expect((screen.getByRole('button', { name: '저장하기' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('기술 스택 저장은 인터넷에 연결된 뒤에 할 수 있어요. 연결되면 바로 누를 수 있어요.'),
    ).toBeDefined();
  });
});
