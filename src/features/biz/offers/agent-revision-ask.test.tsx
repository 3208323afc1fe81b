import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BizMe, SentOffer } from '../../../contract/biz';
import { REVISION_BAND_MESSAGE } from '../../../contract/offer-revisions';
import {
  agent,
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

/** A member of a curation the candidate handed to the agent (group AGENT). */
const handed = sentOffer({
  id: 9,
  type: 'SUPER_CURATION',
  position: '데이터 엔지니어',
  offerGroupId: 3,
  groupStatus: 'AGENT',
});

function serve(me: BizMe, list: SentOffer[], answer: (request: SentRequest) => Response = () => jsonResponse(list[0])) {
  return serveApi((request) => {
    if (request.path === '/api/biz/me') return jsonResponse(me);
    if (request.method === 'POST') return answer(request);
    return jsonResponse({ items: list });
  });
}

const card = () => screen.findByRole('article', { name: '한빛모빌리티 데이터 엔지니어' });
const typeAmount = (label: string, digits: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: digits } });

beforeEach(() => signInAsBiz());
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the agent asking for a revision on the candidate’s behalf', () => {
  it('asks for a handed-over curation’s offer with the candidate’s terms', async () => {
    const sent = serve(agent, [handed], () =>
      jsonResponse({ ...handed, revision: askedRevision({ askedBy: 'AGENT' }) }),
    );
    renderWithApp(<SentOffersPage />, '/biz/offers');
    fireEvent.click(within(await card()).getByRole('button', { name: '대신 조정 요청하기' }));
    typeAmount('희망 최소 연봉(만원, 선택)', '8000');
    typeAmount('희망 최대 연봉(만원, 선택)', '9000');
    fireEvent.click(screen.getByRole('button', { name: '재택근무' }));
    fireEvent.click(screen.getByRole('button', { name: '조정 요청 보내기' }));
    await waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1));
    const [post] = sent.filter((request) => request.method === 'POST');
    expect(post.path).toBe('/api/biz/offers/9/revision-request');
    expect(post.body).toEqual({ salaryMin: 8000, salaryMax: 9000, wishes: ['재택근무'] });
    expect(await screen.findByText('한빛모빌리티에 조정을 요청했어요.')).toBeTruthy();
  });

  it('refuses a band not above the offer before sending, and shows the server’s refusal', async () => {
    const sent = serve(agent, [handed], () => errorResponse(409, 'CONFLICT', '이미 조정을 요청한 제안이에요.'));
    renderWithApp(<SentOffersPage />, '/biz/offers');
    fireEvent.click(within(await card()).getByRole('button', { name: '대신 조정 요청하기' }));
    typeAmount('희망 최소 연봉(만원, 선택)', '6500');
    typeAmount('희망 최대 연봉(만원, 선택)', '7000');
    fireEvent.click(screen.getByRole('button', { name: '조정 요청 보내기' }));
    expect(await screen.findByText(REVISION_BAND_MESSAGE)).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);

    typeAmount('희망 최대 연봉(만원, 선택)', '9000');
    fireEvent.click(screen.getByRole('button', { name: '조정 요청 보내기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('이미 조정을 요청한 제안이에요.');
    expect((screen.getByLabelText('희망 최대 연봉(만원, 선택)') as HTMLInputElement).value).toContain('9');
  });

  it('is not offered to a recruiter', async () => {
    serve(recruiter, [handed]);
    renderWithApp(<SentOffersPage />, '/biz/offers');
    await card();
    expect(screen.queryByRole('button', { name: '대신 조정 요청하기' })).toBeNull();
  });

  it('is not offered for a curation the candidate has not handed to the agent', async () => {
    serve(agent, [{ ...handed, groupStatus: 'WAITING' }]);
    renderWithApp(<SentOffersPage />, '/biz/offers');
    await card();
    expect(screen.queryByRole('button', { name: '대신 조정 요청하기' })).toBeNull();
  });
});
