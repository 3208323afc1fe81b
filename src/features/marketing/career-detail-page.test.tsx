import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { CareerDetail } from '../../contract/content';
import { errorResponse, jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { CareerDetailPage } from './career-detail-page';

const career = (overrides: Partial<CareerDetail> = {}): CareerDetail => ({
  id: 1,
  jobLabel: '개발',
  subLabels: ['백엔드', '프론트엔드'],
  salary: { average: 6200, median: 6000, sampleSize: 12 },
  offerBand: { salaryMin: 7000, salaryMax: 8500, offerCount: 9 },
  topTechStacks: ['Java', 'Spring', 'React'],
  ...overrides,
});

const render = (path = '/careerdetail/1') =>
  renderWithApp(
    <Route path="/careerdetail/:id">
      <CareerDetailPage />
    </Route>,
    path,
  );

const sectionText = (name: string) => screen.getByRole('region', { name }).textContent ?? '';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T00:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CareerDetailPage', () => {
  it('shows the verified figures, the offer band, the tech stacks and the way into sign-up', async () => {
    const sent = serveApi(() => jsonResponse(career()));
    render();
    await settle();

    expect(sent.map((request) => request.path)).toEqual(['/api/careers/1']);
    expect(screen.getByRole('heading', { level: 1, name: '개발 연봉과 제안' })).toBeDefined();
    expect(sectionText('인증 연봉')).toContain('6,200만원');
    expect(sectionText('인증 연봉')).toContain('6,000만원');
    expect(sectionText('인증 연봉')).toContain('12명');
    expect(sectionText('최근 90일 제안 연봉')).toContain('7,000만~8,500만원');
    expect(sectionText('최근 90일 제안 연봉')).toContain('9건');
    expect(sectionText('많이 쓰는 기술 스택')).toContain('Spring');
    expect(screen.getByRole('link', { name: '백엔드' }).getAttribute('href')).toBe(
      `/submit/${encodeURIComponent('개발')}/${encodeURIComponent('백엔드')}`,
    );
  });

  it('says the sample is too small instead of showing figures few people back', async () => {
    serveApi(() => jsonResponse(career({ salary: null, offerBand: null, topTechStacks: [] })));
    render();
    await settle();

    expect(sectionText('인증 연봉')).toContain('표본이 부족해요');
    expect(sectionText('인증 연봉')).not.toContain('만원');
    expect(sectionText('최근 90일 제안 연봉')).toContain('회원 5명 이상이 받은 제안이 모이면 보여 드려요');
    expect(sectionText('최근 90일 제안 연봉')).not.toContain('만원');
    expect(sectionText('많이 쓰는 기술 스택')).toContain('5명 이상 모이면');
  });

  it('shows a Korean not-found state for a job that does not exist, without retrying', async () => {
    const sent = serveApi(() => errorResponse(404, 'NOT_FOUND', '찾으시는 직군이 없어요.'));
    render('/careerdetail/999');
    await settle(5000);

    expect(screen.getByRole('heading', { level: 1, name: '찾으시는 직군이 없어요' })).toBeDefined();
    expect(screen.getByRole('link', { name: '연봉 가이드 보기' }).getAttribute('href')).toBe('/guide/salary_guide');
    expect(sent).toHaveLength(1);
  });

  it('shows the not-found state for an id that is not a number, without asking the server', async () => {
    const sent = serveApi(() => jsonResponse(career()));
    render('/careerdetail/abc');
    await settle();

    expect(screen.getByRole('heading', { level: 1, name: '찾으시는 직군이 없어요' })).toBeDefined();
    expect(sent).toEqual([]);
  });

  it('keeps a heading while loading and offers a retry when loading fails', async () => {
    let calls = 0;
    serveApi(() => {
      calls += 1;
      return calls <= 2 ? errorResponse(500, 'INTERNAL', '요청을 완료하지 못했습니다.') : jsonResponse(career());
    });
    render();
    expect(screen.getByRole('heading', { level: 1, name: '직군 정보' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toContain('불러오는 중');
    await settle(5000);
    expect(screen.getByRole('alert').textContent).toContain('직군 정보를 불러오지 못했어요');

    fireEvent.click(screen.getByRole('button', { name: '다시 시도하기' }));
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: '개발 연봉과 제안' })).toBeDefined();
  });
});
