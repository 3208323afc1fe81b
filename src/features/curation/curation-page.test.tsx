import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { OfferCompany } from '../../contract/meetings';
import type { OfferGroup } from '../../contract/offers';
import { writeTokens } from '../../lib/tokens';
import { errorResponse, jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { CurationPage } from './curation-page';
// The page loads the revision's status and its sheet lazily: loaded here first, as the worker's precache has them.
import '../../ui/bottom-sheet';
import '../../ui/revision-status';

const group = (status: OfferGroup['status'] = 'WAITING'): OfferGroup => ({
  groupId: 7,
  status,
  message: '성장하는 팀을 골라 봤어요.',
  userName: '김하늘',
  createdAt: '2026-11-22T01:00:00.000Z',
  expiredAt: '2026-11-29T14:59:59.999Z',
  operatorName: '이지원',
  offerItems: [1, 2, 3].map((id) => ({
    id,
    name: `회사${id}`,
    position: '백엔드 개발자',
    logo: `/logos/${id}.svg`,
    domain: `c${id}.example`,
    salaryMin: 8000,
    salaryMax: 9000,
    perks: ['재택근무'],
    message: `회사${id}의 백엔드 팀이 결제 인프라를 함께 만들 분을 찾고 있어요.`,
    createdAt: '2026-11-22T01:00:00.000Z',
    selectedAt: null,
    status: status === 'EXPIRED' ? 'EXPIRED' : 'WAITING',
  })),
});

const render = () =>
  renderWithApp(
    <Route path="/my/result/curation/:offerGroupId">
      <CurationPage />
    </Route>,
    '/my/result/curation/7',
  );
const companies = () => within(screen.getByRole('list', { name: '큐레이션 기업' })).getAllByRole('checkbox');

const companyCard = (offerId: number): OfferCompany => ({
  id: 30 + offerId,
  name: `회사${offerId}`,
  logo: `/logos/${offerId}.svg`,
  industry: '핀테크',
  employees: '51~200명',
  location: '서울 강남구',
  homepage: `https://c${offerId}.example`,
  link: null,
  ranking: null,
  responseRecord: null,
});

/** The group, and each company's card read through its offer. */
const serveGroup = (status: OfferGroup['status'] = 'WAITING') =>
  serveApi((request) => {
    const card = request.path.match(/^\/api\/v2\/users\/offers\/(\d+)\/company$/);
    return card ? jsonResponse(companyCard(Number(card[1]))) : jsonResponse(group(status));
  });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T00:00:00Z') });
  writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('CurationPage', () => {
  it('enables the coffee-chat button only once a company is picked, and sends the picks', async () => {
    const sent = serveApi((request) =>
      request.method === 'PATCH'
        ? jsonResponse({
            ...group('MATCHED'),
            offerItems: group().offerItems.map((i) => ({ ...i, status: i.id === 2 ? 'MATCHED' : 'REFUSED' })),
          })
        : jsonResponse(group()),
    );
    render();
    await settle();
    const submit = screen.getByRole('button', { name: '커피챗할 회사를 선택해 주세요' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    fireEvent.click(companies()[1]);
    fireEvent.click(screen.getByRole('button', { name: '선택한 1곳과 커피챗하기' }));
    await settle();

    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({
      groupId: 7,
      isLike: true,
      offerItems: [2],
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('회사2와');
  });

  it('asks the agent first without picking anything', async () => {
    const sent = serveApi((request) =>
      request.method === 'PATCH' ? jsonResponse(group('AGENT')) : jsonResponse(group()),
    );
    render();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '에이전트와 먼저 이야기할래요' }));
    await settle();
    expect(sent.find((request) => request.method === 'PATCH')?.body).toMatchObject({ agent: true, offerItems: [] });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('에이전트가 곧 연락드릴게요');
  });

  it('refetches the group on a 409 and says why', async () => {
    let reads = 0;
    serveApi((request) => {
      if (request.method === 'PATCH') return errorResponse(409, 'CONFLICT', '이미 응답한 큐레이션입니다.');
      reads += 1;
      return jsonResponse(reads === 1 ? group() : group('REFUSED'));
    });
    render();
    await settle();
    fireEvent.click(companies()[0]);
    fireEvent.click(screen.getByRole('button', { name: '선택한 1곳과 커피챗하기' }));
    await settle();
    expect(reads).toBe(2);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('큐레이션을 거절했어요');
  });

  it('goes to /my on any other error', async () => {
    serveApi((request) =>
      request.method === 'PATCH' ? errorResponse(400, 'BAD_REQUEST', '형식 오류') : jsonResponse(group()),
    );
    const { location } = render();
    await settle();
    fireEvent.click(companies()[0]);
    fireEvent.click(screen.getByRole('button', { name: '선택한 1곳과 커피챗하기' }));
    await settle();
    expect(location.history?.at(-1)).toBe('/my');
  });

  it('shows an expired group disabled, with a reconnect inquiry link back to it', async () => {
    serveApi(() => jsonResponse(group('EXPIRED')));
    render();
    await settle();
    expect(companies().every((box) => (box as HTMLInputElement).disabled)).toBe(true);
    expect(screen.queryByRole('button', { name: /커피챗/ })).toBeNull();
    const link = screen.getByRole('link', { name: '다시 연결을 원하시면 문의해 주세요' });
    expect(link.getAttribute('href')).toBe(`/ask?from=${encodeURIComponent('/my/result/curation/7')}`);
  });
  it('opens a company to what the agent sent for it: band, perks, message and the company card', async () => {
    serveGroup();
    render();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '회사2 제안 자세히 보기' }));
    await settle();

    const sheet = screen.getByRole('dialog', { name: '회사2' });
    expect(sheet.textContent).toContain('백엔드 개발자');
    expect(sheet.textContent).toContain('8,000만~9,000만원');
    expect(within(sheet).getByText('재택근무')).toBeTruthy();
    expect(within(sheet).getByRole('heading', { name: '볼트X 에이전트 이지원의 메시지' })).toBeTruthy();
    expect(sheet.textContent).toContain('회사2의 백엔드 팀이 결제 인프라를 함께 만들 분을 찾고 있어요.');
    const card = within(sheet).getByRole('region', { name: '회사2 알아보기' });
    expect(card.textContent).toContain('핀테크 · 51~200명 · 서울 강남구');
    expect(within(card).getByRole('link', { name: '홈페이지' }).getAttribute('href')).toBe('https://c2.example');

    fireEvent.click(within(sheet).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows, once handed to the agent, what the agent asked companies to revise on the candidate’s behalf', async () => {
    const handed = group('AGENT');
    handed.offerItems[0].revision = {
      status: 'ASKED',
      askedBy: 'AGENT',
      askedAt: '2026-11-23T01:00:00.000Z',
      answerDueAt: '2026-11-26T01:00:00.000Z',
      answeredAt: null,
      asked: { salaryMin: 9000, salaryMax: 10000, wishes: ['재택근무'], note: null },
      before: { salaryMin: 8000, salaryMax: 9000, offerItems: ['재택근무'] },
      after: null,
      reason: null,
    };
    handed.offerItems[1] = { ...handed.offerItems[1], salaryMin: 8500, salaryMax: 9500 };
    handed.offerItems[1].revision = {
      ...handed.offerItems[0].revision,
      status: 'REVISED',
      answeredAt: '2026-11-24T01:00:00.000Z',
      after: { salaryMin: 8500, salaryMax: 9500, offerItems: ['재택근무'] },
    };
    serveApi((request) => {
      const card = request.path.match(/^\/api\/v2\/users\/offers\/(\d+)\/company$/);
      return card ? jsonResponse(companyCard(Number(card[1]))) : jsonResponse(handed);
    });
    render();
    await settle();
    const asked = screen.getByRole('region', { name: '회사1' });
    expect(asked.textContent).toContain('에이전트가 대신 조정을 요청했어요');
    expect(asked.textContent).toContain('결과는 에이전트가 알려 드릴게요.');
    const revised = screen.getByRole('region', { name: '회사2' });
    expect(within(revised).getByRole('group', { name: '처음 제안' }).textContent).toContain('8,000만~9,000만원');
    expect(within(revised).getByRole('group', { name: '조정된 제안' }).textContent).toContain('8,500만~9,500만원');
    expect(screen.queryByRole('region', { name: '회사3' })).toBeNull();
  });

  it('picks the opened company from its sheet, as ticking its row does', async () => {
    serveGroup();
    render();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '회사3 제안 자세히 보기' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: '회사3' })).getByRole('button', { name: '이 회사 선택하기' }),
    );

    expect(screen.queryByRole('dialog')).toBeNull();
    expect((companies()[2] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: '선택한 1곳과 커피챗하기' })).toBeTruthy();
  });

  it('still opens the companies of an expired group, with nothing left to pick', async () => {
    serveGroup('EXPIRED');
    render();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '회사1 제안 자세히 보기' }));
    await settle();
    const sheet = screen.getByRole('dialog', { name: '회사1' });
    expect(sheet.textContent).toContain('회사1의 백엔드 팀이');
    expect(within(sheet).queryByRole('button', { name: /선택/ })).toBeNull();
  });
});
