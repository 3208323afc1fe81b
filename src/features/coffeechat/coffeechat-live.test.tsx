import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { CoffeechatMeeting } from '../../contract/meetings';
import { PUSH_RECEIVED_MESSAGE } from '../../contract/push-messages';
import { resetServerAvailability } from '../../lib/server-availability';
import { writeTokens } from '../../lib/tokens';
import { jsonResponse, renderWithApp, type SentRequest, serveApi, settle } from '../../test-support/render-app';
import { CoffeechatAcceptedPage } from './coffeechat-accepted-page';
import { MEETING_POLL_MS } from './meeting-api';

const NOW = new Date('2026-11-26T01:00:00Z'); // 10:00 KST

const waiting: CoffeechatMeeting = {
  coffeechatId: 5,
  company: '한빛모빌리티',
  status: 'WAITING',
  place: null,
  slots: [],
  chosen: null,
  otherTimesNote: null,
  cancelled: null,
  changeableUntil: null,
  acceptedAt: '2026-11-25T01:00:00.000Z',
  updatedAt: '2026-11-25T01:00:00.000Z',
};
const place = { mode: 'ONLINE' as const, value: 'https://meet.example.com/abc' };
const proposed: CoffeechatMeeting = {
  ...waiting,
  status: 'PROPOSED',
  place,
  slots: [
    { id: 11, startsAt: '2026-11-27T05:00:00.000Z', endsAt: '2026-11-27T05:30:00.000Z' },
    { id: 12, startsAt: '2026-11-28T01:00:00.000Z', endsAt: '2026-11-28T02:00:00.000Z' },
  ],
};
const confirmed: CoffeechatMeeting = {
  ...waiting,
  status: 'CONFIRMED',
  place,
  chosen: { startsAt: '2026-11-28T05:00:00.000Z', endsAt: '2026-11-28T06:00:00.000Z' },
  changeableUntil: '2026-11-28T03:00:00.000Z',
};
const questions = { coffeechatId: 5, company: '한빛모빌리티', suggestions: ['팀은 몇 명인가요?'], items: [] };

const isMeetingRead = (request: SentRequest) => request.path === '/api/users/coffeechats/5/meeting';

/** The API with the meeting as `current()` says it stands at each read. */
function serveMeeting(current: () => CoffeechatMeeting) {
  return serveApi((request) => (isMeetingRead(request) ? jsonResponse(current()) : jsonResponse(questions)));
}

const render = () =>
  renderWithApp(
    <Route path="/my/result/like/:coffeechatId">
      <CoffeechatAcceptedPage />
    </Route>,
    '/my/result/like/5',
  );

const meetingRegion = () => screen.getByRole('region', { name: /커피챗 일정/ });
const steps = () => screen.getByRole('list', { name: '커피챗 진행 순서' }).textContent;

/** Until the meeting's section says `text`: an answer and its render take a few turns of the loop. */
const meetingShows = (text: string) => act(() => vi.waitFor(() => expect(meetingRegion().textContent).toContain(text)));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** The service worker's side of the page: where sw/push.ts posts its "push received". */
function stubServiceWorker() {
  const container = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return (url: string) =>
    act(() => {
      container.dispatchEvent(
        new MessageEvent('message', { data: { type: PUSH_RECEIVED_MESSAGE, kind: 'MEETING', url } }),
      );
    });
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });
});
afterEach(() => {
  cleanup();
  resetServerAvailability();
  setVisibility('visible');
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the coffee chat’s screen while it is open', () => {
  it('shows times the company proposed while it was open, without a reload, by reading the meeting every 20 s', async () => {
    let meeting = waiting;
    serveMeeting(() => meeting);
    render();
    await settle();
    expect(meetingRegion().textContent).toContain('연락 대기');
    expect(steps()).toContain('채용 담당자가 2~3일 안에 연락드려요.');

    meeting = proposed;
    await settle(MEETING_POLL_MS);

    await meetingShows('일정 제안됨');
    expect(screen.getByRole('radio', { name: '11월 28일 (토) 10:00–11:00' })).toBeDefined();
    expect(steps()).not.toContain('2~3일');
    expect(steps()).toContain('채용 담당자가 시간을 제안했어요. 위에서 편한 시간을 골라 주세요.');
  });

  it('does not poll while the page is hidden, and reads the meeting again as it shows', async () => {
    let meeting = waiting;
    const sent = serveMeeting(() => meeting);
    render();
    await settle();
    const readsBefore = sent.filter(isMeetingRead).length;

    setVisibility('hidden');
    meeting = proposed;
    await settle(MEETING_POLL_MS * 3);
    expect(sent.filter(isMeetingRead).length).toBe(readsBefore);
    expect(meetingRegion().textContent).toContain('연락 대기');

    await act(async () => setVisibility('visible'));
    await meetingShows('일정 제안됨');
  });

  it('reads the meeting at once when a push about this coffee chat arrives, and ignores pushes about others', async () => {
    const push = stubServiceWorker();
    let meeting = waiting;
    const sent = serveMeeting(() => meeting);
    render();
    await settle();
    const readsBefore = sent.filter(isMeetingRead).length;

    meeting = proposed;
    await push('/my/result/like/6');
    await settle();
    expect(sent.filter(isMeetingRead).length).toBe(readsBefore);

    await push('/my/result/like/5');
    await meetingShows('일정 제안됨');
  });

  it('says when the confirmed coffee chat is instead of "2~3일 안에"', async () => {
    serveMeeting(() => confirmed);
    render();
    await settle();
    expect(steps()).toContain('11월 28일 (토) 오후 2:00에 만나요.');
    expect(steps()).toContain('60분 동안 가볍게 이야기해요.');
    expect(steps()).not.toContain('2~3일');
  });
});

describe('the coffee chat’s buttons', () => {
  const primaries = () =>
    screen.getAllByRole('button').filter((button) => button.getAttribute('data-variant') === 'primary');

  it('never shows two disabled primary buttons: 질문 저장하기 appears once there is something to save', async () => {
    serveMeeting(() => proposed);
    render();
    await settle();
    expect(primaries().map((button) => button.textContent)).toEqual(['이 시간으로 정하기']);
    expect(screen.queryByRole('button', { name: '질문 저장하기' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '+ 팀은 몇 명인가요?' }));
    expect((screen.getByRole('button', { name: '질문 저장하기' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('makes 캘린더에 추가 the one primary action of a confirmed meeting, and 취소하기 a way out apart from 시간 바꾸기', async () => {
    serveMeeting(() => confirmed);
    render();
    await settle();
    expect(primaries().map((button) => button.textContent)).toEqual(['캘린더에 추가']);
    expect(screen.getByRole('button', { name: '시간 바꾸기' }).getAttribute('data-variant')).toBe('secondary');
    expect(screen.getByRole('button', { name: '취소하기' }).getAttribute('data-variant')).toBe('destructive');
  });
});
