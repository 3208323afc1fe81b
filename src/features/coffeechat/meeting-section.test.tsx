import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoffeechatMeeting } from '../../contract/meetings';
import { writeTokens } from '../../lib/tokens';
import { errorResponse, jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { MeetingSection } from './meeting-section';

const NOW = new Date('2026-11-26T01:00:00Z'); // 10:00 KST

const meeting = (changes: Partial<CoffeechatMeeting>): CoffeechatMeeting => ({
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
  ...changes,
});

const slots = [
  { id: 11, startsAt: '2026-11-27T05:00:00.000Z', endsAt: '2026-11-27T05:30:00.000Z' },
  { id: 12, startsAt: '2026-11-28T01:00:00.000Z', endsAt: '2026-11-28T02:00:00.000Z' },
];
const place = { mode: 'ONLINE' as const, value: 'https://meet.example.com/abc' };
const proposed = meeting({ status: 'PROPOSED', place, slots });
const confirmed = meeting({
  status: 'CONFIRMED',
  place,
  chosen: { startsAt: slots[1].startsAt, endsAt: slots[1].endsAt },
  changeableUntil: '2026-11-27T23:00:00.000Z',
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the coffee chat’s meeting', () => {
  it('offers the proposed slots in Seoul time and confirms the one picked', async () => {
    const sent = serveApi((request) => (request.method === 'POST' ? jsonResponse(confirmed) : jsonResponse(proposed)));
    renderWithApp(<MeetingSection coffeechatId={5} />);
    await settle();

    expect(screen.getByRole('heading', { name: /커피챗 일정/ }).textContent).toContain('일정 제안됨');
    expect(screen.getByRole('link', { name: '회의 링크 열기' }).getAttribute('rel')).toBe('noopener noreferrer');
    const pick = screen.getByRole('button', { name: '이 시간으로 정하기' }) as HTMLButtonElement;
    expect(pick.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '11월 28일 (토) 10:00–11:00' }));
    fireEvent.click(pick);
    await settle();

    const post = sent.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/api/users/coffeechats/5/meeting/pick');
    expect(post?.body).toEqual({ slotId: 12 });
    expect(screen.getByRole('heading', { name: /커피챗 일정/ }).textContent).toContain('일정 확정');
    expect(screen.getByText('11월 28일 (토) 10:00–11:00')).toBeDefined();
    expect(screen.getByRole('button', { name: '캘린더에 추가' })).toBeDefined();
    expect(screen.getByText(/11월 28일 08:00까지 시간을 바꾸거나 취소할 수 있어요/)).toBeDefined();
  });

  it('asks for other times with a note, and says what the company will do', async () => {
    const sent = serveApi((request) =>
      request.method === 'POST'
        ? jsonResponse(meeting({ otherTimesNote: '다음 주 오후가 좋아요' }))
        : jsonResponse(proposed),
    );
    renderWithApp(<MeetingSection coffeechatId={5} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '다른 시간이 필요해요' }));
    fireEvent.click(screen.getByRole('button', { name: '다른 시간 요청하기' }));
    expect(screen.getByRole('alert').textContent).toBe('원하는 시간을 적어 주세요.');
    fireEvent.change(screen.getByLabelText('편한 시간'), { target: { value: ' 다음 주 오후가 좋아요 ' } });
    fireEvent.click(screen.getByRole('button', { name: '다른 시간 요청하기' }));
    await settle();

    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ note: '다음 주 오후가 좋아요' });
    expect(screen.getByText(/다른 시간을 요청했어요: “다음 주 오후가 좋아요”/)).toBeDefined();
    expect(screen.getByRole('heading', { name: /커피챗 일정/ }).textContent).toContain('연락 대기');
  });

  it('shows the server’s refusal when the slot was replaced meanwhile', async () => {
    serveApi((request) =>
      request.method === 'POST'
        ? errorResponse(409, 'CONFLICT', '지금 제안된 시간이 아니에요. 새로 제안된 시간을 확인해 주세요.')
        : jsonResponse(proposed),
    );
    renderWithApp(<MeetingSection coffeechatId={5} />);
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: '11월 27일 (금) 14:00–14:30' }));
    fireEvent.click(screen.getByRole('button', { name: '이 시간으로 정하기' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      '지금 제안된 시간이 아니에요. 새로 제안된 시간을 확인해 주세요.',
    );
  });

  it('no longer offers changes within two hours of the meeting, and names who cancelled', async () => {
    const soon = meeting({ ...confirmed, changeableUntil: '2026-11-26T00:30:00.000Z' });
    serveApi(() => jsonResponse(soon));
    const view = renderWithApp(<MeetingSection coffeechatId={5} />);
    await settle();
    expect(screen.getByText('커피챗 2시간 전부터는 시간을 바꾸거나 취소할 수 없어요.')).toBeDefined();
    expect(screen.queryByRole('button', { name: '취소하기' })).toBeNull();
    view.unmount();

    serveApi(() =>
      jsonResponse(
        meeting({
          status: 'CANCELLED',
          cancelled: { by: 'COMPANY', reason: '채용이 마감됐어요', at: NOW.toISOString() },
        }),
      ),
    );
    renderWithApp(<MeetingSection coffeechatId={5} />);
    await settle();
    expect(screen.getByText('한빛모빌리티에서 커피챗을 취소했어요. 사유: 채용이 마감됐어요')).toBeDefined();
  });
});
