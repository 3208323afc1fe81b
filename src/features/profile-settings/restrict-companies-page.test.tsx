import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChosenCompanies, CompanySearchResult } from '../../contract/profile';
import { markServerUnreachable, resetServerAvailability } from '../../lib/server-availability';
import { writeTokens } from '../../lib/tokens';
import { jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { RestrictCompaniesPage } from './restrict-companies-page';

const company = (id: number, name: string) => ({ id, name, logo: `/logos/${id}.svg` });

const saved: ChosenCompanies = {
  companyItems: [
    { ...company(1, '한빛모빌리티'), locked: true },
    { ...company(2, '가람마켓'), locked: false },
  ],
  limit: null,
};

const found: CompanySearchResult = {
  companyItems: [company(1, '한빛모빌리티'), company(2, '가람마켓'), company(3, '해솔데이터')],
};

function serve() {
  return serveApi((request) => {
    if (request.path === '/api/users/companies/search') {
      return jsonResponse(request.query.get('q') === '없는회사' ? { companyItems: [] } : found);
    }
    if (request.method === 'PATCH') {
      const ids = (request.body as { companyIds: number[] }).companyIds;
      return jsonResponse({
        companyItems: [
          saved.companyItems[0],
          ...found.companyItems.filter((item) => ids.includes(item.id)).map((item) => ({ ...item, locked: false })),
        ],
        limit: null,
      });
    }
    return jsonResponse(saved);
  });
}

const restricted = () => within(screen.getByRole('list', { name: '제한한 회사' }));
const search = (text: string) => fireEvent.change(screen.getByLabelText('회사 검색'), { target: { value: text } });
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

describe('RestrictCompaniesPage', () => {
  it('shows the current employer locked, without a way to remove it', async () => {
    serve();
    renderWithApp(<RestrictCompaniesPage />, '/my/companies/restrict');
    await settle();

    const employer = restricted().getByText('한빛모빌리티').closest('li') as HTMLElement;
    expect(within(employer).getByText('현재 재직 중인 회사는 항상 제한돼요')).toBeDefined();
    expect(within(employer).queryByRole('button')).toBeNull();
    expect(restricted().getByRole('button', { name: '가람마켓 삭제' })).toBeDefined();
    expect(saveButton().disabled).toBe(true);
  });

  it('searches 300 ms after typing, adds a company and saves without the locked one', async () => {
    const sent = serve();
    renderWithApp(<RestrictCompaniesPage />, '/my/companies/restrict');
    await settle();

    search('해');
    await settle(299);
    expect(sent.some((request) => request.path === '/api/users/companies/search')).toBe(false);
    await settle(1);
    expect(sent.find((request) => request.path === '/api/users/companies/search')?.query.get('q')).toBe('해');

    const results = within(screen.getByRole('list', { name: '회사 검색 결과' }));
    expect((results.getByRole('button', { name: '한빛모빌리티 항상 제한됨' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((results.getByRole('button', { name: '가람마켓 추가됨' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(results.getByRole('button', { name: '해솔데이터 추가' }));
    fireEvent.click(restricted().getByRole('button', { name: '가람마켓 삭제' }));
    fireEvent.click(saveButton());
    await settle();

    expect(sent.find((request) => request.method === 'PATCH')).toMatchObject({
      path: '/api/users/companies/restrict',
      body: { companyIds: [3] },
    });
    expect(screen.getByText('저장되었습니다.')).toBeDefined();
    expect(restricted().getByText('해솔데이터')).toBeDefined();
    expect(saveButton().disabled).toBe(true);
  });

  it('says so when nothing matches', async () => {
    serve();
    renderWithApp(<RestrictCompaniesPage />, '/my/companies/restrict');
    await settle();

    search('없는회사');
    await settle(300);

    expect(screen.getByText('검색 결과가 없습니다.')).toBeDefined();
  });

  it('shows visitors a login prompt', () => {
    localStorage.clear();
    renderWithApp(<RestrictCompaniesPage />, '/my/companies/restrict');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('로그인이 필요해요');
  });

  it('disables 저장하기 with its sentence while the server cannot be reached', async () => {
    serve();
    renderWithApp(<RestrictCompaniesPage />, '/my/companies/restrict');
    await settle();
    fireEvent.click(restricted().getByRole('button', { name: '가람마켓 삭제' }));

    await act(async () => markServerUnreachable());
    expect(saveButton().disabled).toBe(true);
    expect(
      screen.getByText('제한 기업 저장은 인터넷에 연결된 뒤에 할 수 있어요. 연결되면 바로 누를 수 있어요.'),
    ).toBeDefined();
  });
});
