/**
 * 조정 요청하기 on the offer's page, with the server mocked: the sheet checks the draft as the
 * server would, sends what was typed, and keeps it with the server's message when refused.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import {
  REVISION_ALREADY_ASKED_MESSAGE,
  REVISION_BAND_MESSAGE,
  REVISION_EMPTY_MESSAGE,
} from '../../contract/offer-revisions';
import { writeTokens } from '../../lib/tokens';
import {
  errorResponse,
  jsonResponse,
  renderWithApp,
  type SentRequest,
  serveApi,
  settle,
} from '../../test-support/render-app';
import { OfferDetailPage } from './offer-detail-page';
import { revision, waitingOffer } from './revision-test-support';
// The page loads the sheet lazily: loaded here first, so a tap finds it as on a drawn page.
import './revision-sheet';
// The page loads the revision's status lazily: loaded here first, as the worker's precache has it.
import '../../ui/revision-status';

const REVISION_PATH = '/api/v2/users/offers/12/revision';

const render = () =>
  renderWithApp(
    <Route path="/my/result/:id">
      <OfferDetailPage />
    </Route>,
    '/my/result/12',
  );

async function openSheet() {
  render();
  await settle();
  fireEvent.click(screen.getByRole('button', { name: '조정 요청하기' }));
  return vi.waitFor(() => screen.getByRole('dialog', { name: '조정 요청하기' }));
}

const typeBand = (sheet: HTMLElement, min: string, max: string) => {
  fireEvent.change(within(sheet).getByLabelText('최소 연봉(만원)'), { target: { value: min } });
  fireEvent.change(within(sheet).getByLabelText('최대 연봉(만원)'), { target: { value: max } });
};
const send = (sheet: HTMLElement) => fireEvent.click(within(sheet).getByRole('button', { name: '조정 요청 보내기' }));
const posts = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST' && request.path === REVISION_PATH);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-27T01:00:00.000Z') });
  writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('asking the company to revise its offer', () => {
  it('explains the wait and the anonymity before anything is sent', async () => {
    serveApi(() => jsonResponse(waitingOffer()));
    const sheet = await openSheet();
    expect(sheet.textContent).toContain('기업은 영업일 기준 3일 안에 답해요.');
    expect(sheet.textContent).toContain('답을 기다리는 동안 선택 기간은 줄어들지 않아요.');
    expect(sheet.textContent).toContain('이름은 공개되지 않아요');
    expect(sheet.textContent).toContain('연락처는 가린 채로 전해요');
    expect(within(sheet).getByText('0/300')).toBeDefined();
  });

  it('says what is missing or too low before sending, in the server’s words', async () => {
    const sent = serveApi(() => jsonResponse(waitingOffer()));
    const sheet = await openSheet();

    send(sheet);
    expect(within(sheet).getByRole('alert').textContent).toBe(REVISION_EMPTY_MESSAGE);

    typeBand(sheet, '8500', '9500');
    expect(within(sheet).queryByRole('alert')).toBeNull();
    send(sheet);
    expect(within(sheet).getByRole('alert').textContent).toBe(REVISION_BAND_MESSAGE);
    expect(within(sheet).getByLabelText('최대 연봉(만원)').getAttribute('aria-invalid')).toBe('true');

    typeBand(sheet, '11000', '10000');
    send(sheet);
    expect(within(sheet).getByRole('alert').textContent).toBe('최소 연봉은 최대 연봉보다 클 수 없습니다.');
    await settle();
    expect(posts(sent)).toEqual([]);
  });

  it('sends the band, wishes and note, then shows the request and when the answer comes', async () => {
    const asked = waitingOffer({
      revision: revision({
        asked: { salaryMin: 9000, salaryMax: 11000, wishes: ['재택근무', '입사일'], note: '입사는 2월이면 좋겠어요.' },
      }),
    });
    let current = waitingOffer();
    const sent = serveApi((request) => {
      if (request.method === 'POST') current = asked;
      return jsonResponse(current);
    });
    const sheet = await openSheet();
    typeBand(sheet, '9000', '11000');
    fireEvent.click(within(sheet).getByRole('button', { name: '입사일' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '재택근무' }));
    expect(within(sheet).getByRole('button', { name: '재택근무' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(within(sheet).getByLabelText('기업에 전할 말 (선택)'), {
      target: { value: '  입사는 2월이면 좋겠어요.  ' },
    });
    send(sheet);
    await settle();

    expect(posts(sent).map((request) => request.body)).toEqual([
      { salaryMin: 9000, salaryMax: 11000, wishes: ['재택근무', '입사일'], note: '입사는 2월이면 좋겠어요.' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle();
    const status = screen.getByRole('status', { name: '조정 요청' });
    expect(status.textContent).toContain('조정 요청을 보냈어요');
    expect(status.textContent).toContain('희망 연봉 9,000만~1억 1,000만원');
    expect(status.textContent).toContain('재택근무, 입사일');
    expect(status.textContent).toContain('2026년 12월 2일까지 답을 받아요');
    expect(screen.queryByRole('button', { name: '조정 요청하기' })).toBeNull();
    // Deciding stays open while the company answers.
    expect(screen.getByRole('button', { name: '커피챗 수락하기' })).toBeDefined();
  });

  it('shows the server’s refusal in the sheet and keeps everything typed', async () => {
    const sent = serveApi((request) =>
      request.method === 'POST'
        ? errorResponse(409, 'CONFLICT', REVISION_ALREADY_ASKED_MESSAGE)
        : jsonResponse(waitingOffer()),
    );
    const sheet = await openSheet();
    typeBand(sheet, '9000', '11000');
    fireEvent.click(within(sheet).getByRole('button', { name: '스톡옵션' }));
    send(sheet);
    await settle();

    expect(posts(sent)).toHaveLength(1);
    const open = screen.getByRole('dialog', { name: '조정 요청하기' });
    expect(within(open).getByRole('alert').textContent).toBe(REVISION_ALREADY_ASKED_MESSAGE);
    expect((within(open).getByLabelText('최대 연봉(만원)') as HTMLInputElement).value).toBe('11,000');
    expect(within(open).getByRole('button', { name: '스톡옵션' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('is not offered for an offer inside a curation', async () => {
    serveApi(() => jsonResponse(waitingOffer({ offerGroupId: 3 })));
    render();
    await settle();
    expect(screen.queryByRole('button', { name: '조정 요청하기' })).toBeNull();
  });
});

describe('the answer to a revision request', () => {
  it('puts the first and the revised terms side by side', async () => {
    const after = { salaryMin: 8800, salaryMax: 10500, offerItems: ['스톡옵션', '재택근무'] };
    serveApi(() =>
      jsonResponse(
        waitingOffer({
          ...after,
          revision: revision({ status: 'REVISED', after, answeredAt: '2026-11-28T01:00:00.000Z' }),
        }),
      ),
    );
    render();
    await settle();

    expect(screen.getByRole('heading', { name: '기업이 제안을 조정했어요' })).toBeDefined();
    const first = screen.getByRole('group', { name: '처음 제안' });
    const revised = screen.getByRole('group', { name: '조정된 제안' });
    expect(first.textContent).toContain('8,000만~9,500만원');
    expect(first.textContent).not.toContain('재택근무');
    expect(revised.textContent).toContain('8,800만~1억 500만원');
    expect(revised.textContent).toContain('재택근무');
    expect(screen.queryByRole('button', { name: '조정 요청하기' })).toBeNull();
  });

  it('gives the company’s reason when it kept its offer', async () => {
    serveApi(() =>
      jsonResponse(waitingOffer({ revision: revision({ status: 'KEPT', reason: '이미 최고 수준으로 제안했어요.' }) })),
    );
    render();
    await settle();
    expect(screen.getByRole('heading', { name: '기업이 제안을 유지했어요' })).toBeDefined();
    expect(screen.getByText('이미 최고 수준으로 제안했어요.')).toBeDefined();
  });

  it('says the first offer stands when the company did not answer in time', async () => {
    serveApi(() => jsonResponse(waitingOffer({ revision: revision({ status: 'TIMED_OUT' }) })));
    render();
    await settle();
    expect(screen.getByRole('heading', { name: '기한 안에 답이 없어 처음 제안 그대로예요' })).toBeDefined();
  });
});
