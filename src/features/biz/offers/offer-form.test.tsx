import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { type BizMe, hopeFloorMessage } from '../../../contract/biz';
import {
  agent,
  candidate,
  companies,
  errorResponse,
  jsonResponse,
  recruiter,
  renderWithApp,
  type SentRequest,
  serveApi,
  signInAsBiz,
} from '../biz-test-support';
import { CandidatePage } from '../pool/candidate-page';

const BELOW_HOPE = hopeFloorMessage(8000);
const DUPLICATE = '이미 대기 중인 제안이 있습니다.';

function serveConsole(me: BizMe, answerOffer: () => Response = () => jsonResponse({ id: 41 }, 201)) {
  return serveApi((request) => {
    if (request.path === '/api/biz/me') return jsonResponse(me);
    if (request.path === `/api/biz/candidates/${candidate.id}/companies`) return jsonResponse(companies);
    if (request.path === `/api/biz/candidates/${candidate.id}`) {
      return jsonResponse({
        candidate,
        schools: [{ school: '한국대학교', major: '컴퓨터공학', degree: '학사' }],
        careers: [],
        willingness: null,
        wantsAgent: false,
        shared: null,
      });
    }
    if (request.path === '/api/biz/offers' && request.method === 'POST') return answerOffer();
    return errorResponse(404, 'NOT_FOUND', '찾을 수 없습니다.');
  });
}

const offerPosts = (sent: SentRequest[]) =>
  sent.filter((request) => request.path === '/api/biz/offers' && request.method === 'POST');

async function renderCandidate() {
  const view = renderWithApp(
    <Route path="/biz/candidates/:id">
      <CandidatePage />
    </Route>,
    `/biz/candidates/${candidate.id}`,
  );
  await screen.findByRole('form', { name: '제안 보내기' });
  return view;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function fillOffer(band: { min: string; max: string }) {
  change('연봉 최소 (만원)', band.min);
  change('연봉 최대 (만원)', band.max);
  change('포지션', '백엔드 시니어 엔지니어');
  change('메시지', '모빌리티 플랫폼의 결제 도메인을 함께 만들어요.');
}

const send = () => fireEvent.click(screen.getByRole('button', { name: '제안 보내기' }));

beforeEach(signInAsBiz);
afterEach(() => vi.unstubAllGlobals());

describe('the send-offer form', () => {
  it('shows the anonymized profile with the hope salary, never a name', async () => {
    serveConsole(recruiter);
    await renderCandidate();
    const profile = screen.getByRole('region', { name: '후보자 프로필' });
    expect(within(profile).getByText('7,200만원')).toBeDefined();
    expect(within(profile).getByText('8,000만원')).toBeDefined();
    expect(within(profile).getByText('한국대학교')).toBeDefined();
    expect(screen.getByText('한빛모빌리티', { selector: 'strong' })).toBeDefined();
    // Five whole years: the candidate is in their sixth year.
    expect(within(profile).getByText('6년차')).toBeDefined();
  });

  it('shows amounts with thousands separators and keeps digits only', async () => {
    serveConsole(recruiter);
    await renderCandidate();
    change('연봉 최소 (만원)', '65a00');
    expect(field('연봉 최소 (만원)').value).toBe('6,500');
  });

  it('explains a reversed band next to the fields and sends nothing', async () => {
    const sent = serveConsole(recruiter);
    await renderCandidate();
    fillOffer({ min: '9000', max: '8500' });
    send();
    expect(screen.getByText('최소 연봉은 최대 연봉보다 클 수 없습니다.')).toBeDefined();
    expect(offerPosts(sent)).toEqual([]);
  });

  it('refuses an offer under the hope salary, naming the floor, and sends nothing', async () => {
    const sent = serveConsole(recruiter);
    await renderCandidate();
    fillOffer({ min: '6500', max: '7800' });
    send();

    expect(screen.getByText(BELOW_HOPE)).toBeDefined();
    expect(BELOW_HOPE).toContain('8,000만원');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(offerPosts(sent)).toEqual([]);
    expect(field('연봉 최대 (만원)').value).toBe('7,800');
  });

  it('sends an offer that reaches the hope salary and opens the sent list', async () => {
    const sent = serveConsole(recruiter);
    const { location } = await renderCandidate();
    fillOffer({ min: '6500', max: '8000' });
    change('혜택 (최대 10개)', '스톡옵션');
    fireEvent.keyDown(field('혜택 (최대 10개)'), { key: 'Enter' });
    send();

    await waitFor(() => expect(location.history.at(-1)).toBe('/biz/offers'));
    expect(offerPosts(sent)[0]?.body).toEqual({
      candidateId: candidate.id,
      salaryMin: 6500,
      salaryMax: 8000,
      position: '백엔드 시니어 엔지니어',
      offerItems: ['스톡옵션'],
      message: '모빌리티 플랫폼의 결제 도메인을 함께 만들어요.',
    });
  });

  it('sends at or above the hope salary without asking', async () => {
    const sent = serveConsole(recruiter);
    await renderCandidate();
    fillOffer({ min: '8000', max: '9000' });
    send();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(offerPosts(sent)).toHaveLength(1));
  });

  it("shows the server's refusal and keeps the form", async () => {
    serveConsole(recruiter, () => errorResponse(409, 'CONFLICT', DUPLICATE));
    const { location } = await renderCandidate();
    fillOffer({ min: '8000', max: '9000' });
    send();

    expect((await screen.findByText(DUPLICATE)).getAttribute('role')).toBe('alert');
    expect(location.history.at(-1)).toBe(`/biz/candidates/${candidate.id}`);
    expect(field('포지션').value).toBe('백엔드 시니어 엔지니어');
    expect(field('연봉 최소 (만원)').value).toBe('8,000');
  });

  it('lets an agent pick the company and requires it', async () => {
    const sent = serveConsole(agent);
    await renderCandidate();
    expect(screen.getByRole('link', { name: '큐레이션 보내기 →' })).toBeDefined();
    fillOffer({ min: '8000', max: '9000' });
    send();
    expect(screen.getByText('회사를 선택해 주세요.')).toBeDefined();

    const select = await screen.findByLabelText('보내는 회사');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    fireEvent.change(select, { target: { value: '2' } });
    send();
    await waitFor(() => expect(offerPosts(sent)[0]?.body).toMatchObject({ companyId: 2 }));
  });
});
