import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyList } from '../../contract/companies';
import type { ChosenCompanies } from '../../contract/profile';
import { markServerAvailable, markServerUnreachable, resetServerAvailability } from '../../lib/server-availability';
import { writeTokens } from '../../lib/tokens';
import { jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { InterestCompaniesPage } from './interest-companies-page';

const catalog: CompanyList = {
  companyItems: Array.from({ length: 9 }, (_, index) => ({
    id: index + 1,
    name: `회사${index + 1}`,
    logo: `/logos/${index + 1}.svg`,
    industry: 'IT',
  })),
};

const chosen = (ids: number[], limit = 6): ChosenCompanies => ({
  companyItems: ids.map((id) => ({ id, name: `회사${id}`, logo: `/logos/${id}.svg`, locked: false })),
  limit,
});

function serve(saved: ChosenCompanies) {
  return serveApi((request) => {
    if (request.path === '/api/companies') return jsonResponse(catalog);
    if (request.method === 'PATCH') {
      return jsonResponse(chosen((request.body as { companyIds: number[] }).companyIds, saved.limit ?? 6));
    }
    return jsonResponse(saved);
  });
}

const toggle = (name: string) => within(screen.getByRole('list', { name: '참여 기업' })).getByRole('button', { name });
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

describe('InterestCompaniesPage', () => {
  it('shows the chosen companies pressed and saves only after a change', async () => {
    const sent = serve(chosen([1, 2]));
    renderWithApp(<InterestCompaniesPage />, '/my/companies/interest');
    await settle();

    expect(toggle('회사1').getAttribute('aria-pressed')).toBe('true');
    expect(toggle('회사3').getAttribute('aria-pressed')).toBe('false');
    expect(saveButton().disabled).toBe(true);

    fireEvent.click(toggle('회사3'));
    fireEvent.click(saveButton());
    await settle();

    expect(sent.find((request) => request.method === 'PATCH')).toMatchObject({
      path: '/api/users/companies/interest',
      body: { companyIds: [1, 2, 3] },
    });
    expect(screen.getByText('저장되었습니다.')).toBeDefined();
    expect(saveButton().disabled).toBe(true);
  });

  it('refuses a seventh company with the limit toast and keeps six', async () => {
    serve(chosen([1, 2, 3, 4, 5, 6]));
    renderWithApp(<InterestCompaniesPage />, '/my/companies/interest');
    await settle();

    fireEvent.click(toggle('회사7'));

    expect(screen.getByText('나의 관심회사는 최대 6개까지만 선택할 수 있어요!')).toBeDefined();
    expect(toggle('회사7').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('6/6개 선택')).toBeDefined();
    expect(saveButton().disabled).toBe(true);
  });

  it('uses the larger limit the server gives to someone who chose more before', async () => {
    serve(chosen([1, 2, 3, 4, 5, 6, 7], 7));
    renderWithApp(<InterestCompaniesPage />, '/my/companies/interest');
    await settle();

    fireEvent.click(toggle('회사8'));

    expect(screen.getByText('나의 관심회사는 최대 7개까지만 선택할 수 있어요!')).toBeDefined();
    fireEvent.click(toggle('회사1'));
    fireEvent.click(toggle('회사8'));
    expect(toggle('회사8').getAttribute('aria-pressed')).toBe('true');
  });

  it('disables 저장하기 with its sentence while the server cannot be reached, instead of failing after the press', async () => {
    serve(chosen([1, 2]));
    renderWithApp(<InterestCompaniesPage />, '/my/companies/interest');
    await settle();
    fireEvent.click(toggle('회사3'));

    await act(async () => markServerUnreachable());
    expect(saveButton().disabled).toBe(true);
    expect(
      screen.getByText('관심회사 저장은 인터넷에 연결된 뒤에 할 수 있어요. 연결되면 바로 누를 수 있어요.'),
    ).toBeDefined();

    await act(async () => markServerAvailable());
    expect(saveButton().disabled).toBe(false);
    expect(screen.queryByText(/관심회사 저장은 인터넷에 연결된 뒤에/)).toBeNull();
  });
});
