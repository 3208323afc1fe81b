import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  candidate,
  jsonResponse,
  recruiter,
  renderWithApp,
  type SentRequest,
  serveApi,
  signInAsBiz,
} from '../biz-test-support';
import { PoolPage } from './pool-page';

function servePool(pool: { items: unknown[]; page: number; hasNext: boolean }) {
  return serveApi((request) => {
    if (request.path === '/api/biz/me') return jsonResponse(recruiter);
    return jsonResponse(pool);
  });
}

const poolRequests = (sent: SentRequest[]) => sent.filter((request) => request.path === '/api/biz/candidates');
const lastQuery = (sent: SentRequest[]) => Object.fromEntries(poolRequests(sent).at(-1)?.query ?? []);
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

beforeEach(signInAsBiz);
afterEach(() => vi.unstubAllGlobals());

describe('the candidate pool', () => {
  it('reads its filters from the URL into the form and the request', async () => {
    const sent = servePool({ items: [candidate], page: 2, hasNext: false });
    renderWithApp(<PoolPage />, '/biz?jobLabel=%EB%B0%B1%EC%97%94%EB%93%9C&minYears=3&salaryMin=6000&page=2');

    await screen.findByText(candidate.headline);
    expect(input('직무').value).toBe('백엔드');
    expect(input('경력 연차 최소 (년)').value).toBe('3');
    expect(input('인증 연봉 최소 (만원)').value).toBe('6,000');
    expect(lastQuery(sent)).toEqual({ jobLabel: '백엔드', minYears: '3', salaryMin: '6000', page: '2' });
  });

  it('writes a search to the URL, starting again from the first page', async () => {
    const sent = servePool({ items: [candidate], page: 1, hasNext: true });
    const { location } = renderWithApp(<PoolPage />, '/biz?page=3');
    await screen.findByText(candidate.headline);

    fireEvent.change(input('기술 스택'), { target: { value: 'Kotlin' } });
    fireEvent.change(input('해시태그'), { target: { value: '#리더십' } });
    fireEvent.change(input('인증 연봉 최대 (만원)'), { target: { value: '9000' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));

    expect(location.history.at(-1)).toBe('/biz?salaryMax=9000&techStack=Kotlin&hashtag=%EB%A6%AC%EB%8D%94%EC%8B%AD');
    await waitFor(() => expect(lastQuery(sent)).toEqual({ salaryMax: '9000', techStack: 'Kotlin', hashtag: '리더십' }));
  });

  it('keeps a reversed range out of the URL', async () => {
    servePool({ items: [], page: 1, hasNext: false });
    const { location } = renderWithApp(<PoolPage />, '/biz');
    await screen.findByText('조건에 맞는 후보자가 없습니다.');
    fireEvent.change(input('경력 연차 최소 (년)'), { target: { value: '10' } });
    fireEvent.change(input('경력 연차 최대 (년)'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(screen.getByText('최소 연차는 최대 연차보다 클 수 없습니다.')).toBeDefined();
    expect(location.history).toEqual(['/biz']);
  });

  it('shows cards without any name and pages with 다음', async () => {
    servePool({ items: [{ ...candidate, name: '김하늘', lastOfferStatus: 'WAITING' }], page: 1, hasNext: true });
    const { container } = renderWithApp(<PoolPage />, '/biz?jobLabel=PM');

    const card = (await screen.findByText(candidate.headline)).closest('a') as HTMLAnchorElement;
    expect(card.getAttribute('href')).toBe(`/biz/candidates/${candidate.id}`);
    expect(within(card).getByText('7,200만원')).toBeDefined();
    expect(within(card).getByText('제안 대기중')).toBeDefined();
    expect(within(card).getByText('한결소프트 · 백엔드')).toBeDefined();
    expect(container.textContent).not.toContain('김하늘');
    expect(screen.getByRole('link', { name: '다음' }).getAttribute('href')).toBe('/biz?jobLabel=PM&page=2');
  });

  it('says so when nobody matches', async () => {
    servePool({ items: [], page: 1, hasNext: false });
    renderWithApp(<PoolPage />, '/biz?jobLabel=PM');
    expect((await screen.findByText('조건에 맞는 후보자가 없습니다.')).getAttribute('role')).toBe('status');
  });
});
