import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SentOffer } from '../../../contract/biz';
import {
  REVISION_LOWER_MESSAGE,
  REVISION_NOT_WAITING_MESSAGE,
  type RevisionStatus,
} from '../../../contract/offer-revisions';
import {
  errorResponse,
  jsonResponse,
  recruiter,
  renderWithApp,
  type SentRequest,
  serveApi,
  signInAsBiz,
} from '../biz-test-support';
import { askedRevision, sentOffer } from './sent-offer-test-data';
import { SentOffersPage } from './sent-offers-page';

const asked = sentOffer({ id: 7, position: '플랫폼 엔지니어', revision: askedRevision(), offerItems: ['스톡옵션'] });
const answered = (id: number, status: RevisionStatus, patch: Partial<SentOffer['revision']> = {}) =>
  sentOffer({ id, position: `${status} 포지션`, revision: askedRevision({ status, ...patch }) });

/** Serves the sent list (a function: as it stands at each request) and answers a POST with `answer`. */
function serve(list: SentOffer[] | (() => SentOffer[]), answer?: (request: SentRequest) => Response) {
  const items = typeof list === 'function' ? list : () => list;
  return serveApi((request) => {
    if (request.path === '/api/biz/me') return jsonResponse(recruiter);
    if (request.method === 'POST') return answer?.(request) ?? jsonResponse(items()[0]);
    return jsonResponse({ items: items() });
  });
}

const posted = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');
const card = (position: string) => screen.findByRole('article', { name: `한빛모빌리티 ${position}` });

async function openAnswer(decision: '조정하기' | '그대로 유지하기') {
  fireEvent.click(within(await card('플랫폼 엔지니어')).getByRole('button', { name: '답하기' }));
  fireEvent.click(screen.getByRole('radio', { name: decision }));
}

const typeAmount = (label: string, digits: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: digits } });

beforeEach(() => {
  signInAsBiz();
  // Only the clock: React Query and the test's waits keep real timers. 4 March 09:00 KST.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T00:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a revision request on a sent offer', () => {
  it('shows what the candidate asked for and by when to answer, and each answered outcome', async () => {
    serve([
      asked,
      answered(2, 'REVISED', { after: { salaryMin: 7000, salaryMax: 8500, offerItems: [] } }),
      answered(3, 'KEPT', { reason: '같은 직급의 연봉 기준이 정해져 있어요.' }),
      answered(4, 'TIMED_OUT'),
      answered(5, 'WITHDRAWN'),
    ]);
    renderWithApp(<SentOffersPage />, '/biz/offers');

    const request = within(await card('플랫폼 엔지니어'));
    expect(request.getByText('8,000만~9,000만원')).toBeDefined();
    expect(request.getByText('재택근무')).toBeDefined();
    expect(request.getByText('사이닝 보너스')).toBeDefined();
    expect(request.getByText('후보자 메모: 연락은 ***로 부탁드려요.')).toBeDefined();
    expect(request.getByText('3월 6일 17:59까지 답해 주세요')).toBeDefined();
    expect(request.getByRole('button', { name: '답하기' })).toBeDefined();

    expect((await card('REVISED 포지션')).textContent).toContain('조정함6,500만~7,800만원 → 7,000만~8,500만원');
    expect((await card('KEPT 포지션')).textContent).toContain('유지한 이유: 같은 직급의 연봉 기준이 정해져 있어요.');
    expect((await card('TIMED_OUT 포지션')).textContent).toContain('기한 지남');
    expect((await card('WITHDRAWN 포지션')).textContent).toContain('후보자가 먼저 결정함');
    expect(screen.getAllByRole('button', { name: '답하기' })).toHaveLength(1);
  });

  it('gathers the requests still waiting in their own tab, with a count', async () => {
    const late = answered(8, 'ASKED', { answerDueAt: '2026-03-03T08:59:59.999Z' });
    serve([asked, late, answered(2, 'KEPT', { reason: '기준이 있어요.' }), sentOffer({ id: 9 })]);
    const { location } = renderWithApp(<SentOffersPage />, '/biz/offers');

    const tab = await screen.findByRole('link', { name: '조정 요청 1' });
    fireEvent.click(tab);
    expect(location.history.at(-1)).toBe('/biz/offers?status=REVISION');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: '한빛모빌리티 플랫폼 엔지니어' })).toBeDefined();
  });

  it('sends a revised band with the perks, then refreshes the list and says so', async () => {
    let items = [asked];
    const sent = serve(
      () => items,
      (request) => {
        const revision = askedRevision({
          status: 'REVISED',
          after: { salaryMin: 8000, salaryMax: 9000, offerItems: [] },
        });
        items = [{ ...asked, salaryMin: 8000, salaryMax: 9000, revision }];
        expect(request.path).toBe('/api/biz/offers/7/revision');
        return jsonResponse(items[0]);
      },
    );
    renderWithApp(<SentOffersPage />, '/biz/offers');
    await openAnswer('조정하기');

    expect((screen.getByLabelText('조정한 연봉 최소 (만원)') as HTMLInputElement).value).toBe('6,500');
    expect((screen.getByLabelText('조정한 연봉 최대 (만원)') as HTMLInputElement).value).toBe('7,800');
    expect(screen.getByRole('list', { name: '혜택 (최대 10개)' }).textContent).toContain('스톡옵션');
    typeAmount('조정한 연봉 최소 (만원)', '8000');
    typeAmount('조정한 연봉 최대 (만원)', '9000');
    fireEvent.click(screen.getByRole('button', { name: '조정한 조건 보내기' }));

    expect(await screen.findByText('조정한 조건을 후보자에게 보냈어요.')).toBeDefined();
    expect(posted(sent).map((request) => request.body)).toEqual([
      { decision: 'REVISE', salaryMin: 8000, salaryMax: 9000, offerItems: ['스톡옵션'] },
    ]);
    await waitFor(async () => expect((await card('플랫폼 엔지니어')).textContent).toContain('조정함'));
  });

  it('asks for a reason before keeping the offer', async () => {
    const sent = serve([asked]);
    renderWithApp(<SentOffersPage />, '/biz/offers');
    await openAnswer('그대로 유지하기');

    fireEvent.click(screen.getByRole('button', { name: '유지한다고 답하기' }));
    expect(screen.getByText('유지하는 이유를 적어 주세요.')).toBeDefined();
    expect(posted(sent)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('유지하는 이유'), { target: { value: ' 연봉 기준이 정해져 있어요. ' } });
    fireEvent.click(screen.getByRole('button', { name: '유지한다고 답하기' }));
    await waitFor(() =>
      expect(posted(sent).map((request) => request.body)).toEqual([
        { decision: 'KEEP', reason: '연봉 기준이 정해져 있어요.' },
      ]),
    );
    expect(await screen.findByText('제안을 그대로 유지한다고 후보자에게 알렸어요.')).toBeDefined();
  });

  it('refuses a band under the offered one before sending', async () => {
    const sent = serve([asked]);
    renderWithApp(<SentOffersPage />, '/biz/offers');
    await openAnswer('조정하기');

    typeAmount('조정한 연봉 최소 (만원)', '6000');
    fireEvent.click(screen.getByRole('button', { name: '조정한 조건 보내기' }));

    expect(screen.getByText(REVISION_LOWER_MESSAGE)).toBeDefined();
    expect(screen.getByLabelText('조정한 연봉 최소 (만원)').getAttribute('aria-invalid')).toBe('true');
    expect(posted(sent)).toHaveLength(0);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const sent = serve([asked], () => errorResponse(409, 'CONFLICT', REVISION_NOT_WAITING_MESSAGE));
    renderWithApp(<SentOffersPage />, '/biz/offers');
    await openAnswer('그대로 유지하기');
    fireEvent.change(screen.getByLabelText('유지하는 이유'), { target: { value: '기준이 정해져 있어요.' } });
    fireEvent.click(screen.getByRole('button', { name: '유지한다고 답하기' }));

    expect((await screen.findByRole('alert')).textContent).toBe(REVISION_NOT_WAITING_MESSAGE);
    expect((screen.getByLabelText('유지하는 이유') as HTMLTextAreaElement).value).toBe('기준이 정해져 있어요.');
    expect(posted(sent)).toHaveLength(1);
  });

  it('shows a refusal naming a field next to that field', async () => {
    const floor = '후보자의 희망 연봉은 8,000만원이에요. 최대 연봉을 8,000만원 이상으로 제안해 주세요.';
    serve([asked], () => errorResponse(400, 'BAD_REQUEST', floor, 'salaryMax'));
    renderWithApp(<SentOffersPage />, '/biz/offers');
    await openAnswer('조정하기');
    fireEvent.click(screen.getByRole('button', { name: '조정한 조건 보내기' }));

    const top = screen.getByLabelText('조정한 연봉 최대 (만원)');
    await waitFor(() => expect(top.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(top.getAttribute('aria-describedby') ?? '')?.textContent).toBe(floor);
    expect(screen.getAllByText(floor)).toHaveLength(1);
  });
});
