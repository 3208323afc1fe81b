import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { BizMe } from '../../../contract/biz';
import {
  agent,
  candidate,
  companies,
  errorResponse,
  jsonResponse,
  recruiter,
  renderWithApp,
  serveApi,
  signInAsBiz,
} from '../biz-test-support';
import { CurationPage } from './curation-page';

function serveConsole(me: BizMe) {
  return serveApi((request) => {
    if (request.path === '/api/biz/me') return jsonResponse(me);
    if (request.path === `/api/biz/candidates/${candidate.id}/companies`) return jsonResponse(companies);
    if (request.path === `/api/biz/candidates/${candidate.id}`) {
      return jsonResponse({ candidate, schools: [], careers: [], willingness: null, wantsAgent: false, shared: null });
    }
    if (request.path === '/api/biz/curations') return jsonResponse({ id: 9 }, 201);
    return errorResponse(404, 'NOT_FOUND', '찾을 수 없습니다.');
  });
}

const renderCuration = () =>
  renderWithApp(
    <Route path="/biz/candidates/:id/curation">
      <CurationPage />
    </Route>,
    `/biz/candidates/${candidate.id}/curation`,
  );

function fillCompany(block: HTMLElement, companyId: string, band: [string, string]) {
  const [low, high] = band;
  fireEvent.change(within(block).getByRole('combobox'), { target: { value: companyId } });
  fireEvent.change(within(block).getByLabelText('연봉 최소 (만원)'), { target: { value: low } });
  fireEvent.change(within(block).getByLabelText('연봉 최대 (만원)'), { target: { value: high } });
  fireEvent.change(within(block).getByLabelText('포지션'), { target: { value: '백엔드 리드' } });
}

beforeEach(signInAsBiz);
afterEach(() => vi.unstubAllGlobals());

describe('the curation page', () => {
  it('is for agents and operators only', async () => {
    serveConsole(recruiter);
    renderCuration();
    expect(await screen.findByText('큐레이션은 에이전트와 운영자만 보낼 수 있습니다.')).toBeDefined();
  });

  it('sends two companies with their own terms and one message', async () => {
    const sent = serveConsole(agent);
    const { location } = renderCuration();
    await screen.findByRole('form', { name: '큐레이션 보내기' });
    const blocks = () => screen.getAllByRole('group');
    await waitFor(() => expect(within(blocks()[0] as HTMLElement).getAllByRole('option')).toHaveLength(4));

    fillCompany(blocks()[0] as HTMLElement, '1', ['8000', '9000']);
    // A company chosen in one block is not offered in the other.
    expect(within(blocks()[1] as HTMLElement).queryByRole('option', { name: /한빛모빌리티/ })).toBeNull();
    fillCompany(blocks()[1] as HTMLElement, '3', ['8500', '9500']);
    fireEvent.change(screen.getByLabelText('메시지 (모든 회사 공통)'), { target: { value: '두 회사를 추천드려요.' } });
    fireEvent.click(screen.getByRole('button', { name: '큐레이션 보내기 (2곳)' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/biz/offers'));
    expect(sent.find((request) => request.path === '/api/biz/curations')?.body).toEqual({
      candidateId: candidate.id,
      message: '두 회사를 추천드려요.',
      items: [
        { companyId: 1, salaryMin: 8000, salaryMax: 9000, position: '백엔드 리드', offerItems: [] },
        { companyId: 3, salaryMin: 8500, salaryMax: 9500, position: '백엔드 리드', offerItems: [] },
      ],
    });
  });

  it('takes up to five companies', async () => {
    serveConsole(agent);
    renderCuration();
    const add = await screen.findByRole('button', { name: /회사 추가/ });
    for (let count = 0; count < 3; count += 1) fireEvent.click(screen.getByRole('button', { name: /회사 추가/ }));
    expect(screen.getAllByRole('group')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /회사 추가/ })).toBeNull();
    expect(add.isConnected).toBe(false);
  });
});
