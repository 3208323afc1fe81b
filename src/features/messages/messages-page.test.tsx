import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MESSAGE_COMPANY_BLOCKED,
  MESSAGE_POLL_SECONDS,
  MESSAGE_UNVIEWABLE,
  type Message,
} from '../../contract/messages';
import { MessagesPage } from './messages-page';
import {
  errorResponse,
  flush,
  jsonResponse,
  message,
  operator,
  page,
  renderWithApp,
  room,
  type SentRequest,
  serveApi,
  settle,
  signInAsCandidate,
} from './messages-test-support';

// 2026-03-02 12:00 KST
const NOW = new Date('2026-03-02T03:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const rooms = {
  unreadCount: 3,
  items: [
    room({
      roomId: 1,
      title: '볼트X 운영팀',
      lastMessage: message({
        roomId: 1,
        messageId: 3,
        message: '접수되었습니다.',
        createdAt: '2026-02-27T05:00:00.000Z',
      }),
    }),
    room({
      roomId: 2,
      kind: 'COMPANY',
      title: '한빛모빌리티',
      logo: '/logos/hanbit.svg',
      topic: '커피챗 조율',
      unreadCount: 3,
      lastMessage: message({
        roomId: 2,
        messageId: 9,
        message: '언제 시간 괜찮으세요?',
        senderName: '박채용',
        createdAt: '2026-03-02T02:30:00.000Z',
      }),
    }),
  ],
};

describe('/my/message', () => {
  it('asks a visitor to log in', async () => {
    const sent = serveApi(() => jsonResponse(rooms));
    renderWithApp(<MessagesPage />, '/my/message');
    await flush();
    expect(screen.getByText('메시지는 로그인한 뒤에 볼 수 있어요.')).toBeDefined();
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe('/login');
    expect(sent).toEqual([]);
  });

  it('lists the rooms newest first with their unread counts, also on the tab', async () => {
    signInAsCandidate();
    serveApi(() => jsonResponse(rooms));
    renderWithApp(<MessagesPage />, '/my/message');
    await flush();

    const links = within(screen.getByRole('list', { name: '메시지 목록' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/my/message?room=2', '/my/message?room=1']);
    const company = links[0] as HTMLElement;
    expect(company.textContent).toContain('한빛모빌리티');
    expect(company.textContent).toContain('커피챗 조율');
    expect(company.textContent).toContain('언제 시간 괜찮으세요?');
    expect(company.textContent).toContain('읽지 않은 메시지 3개');
    expect(company.querySelector('img')?.getAttribute('src')).toBe('/logos/hanbit.svg');
    expect(within(company).getByText(/오전 11:30/)).toBeDefined();
    expect(within(links[1] as HTMLElement).getByText('2월 27일')).toBeDefined();
    expect((links[1] as HTMLElement).textContent).not.toContain('읽지 않은');

    const tab = within(screen.getByRole('navigation', { name: '내 정보' })).getByRole('link', { name: /메시지/ });
    expect(tab.textContent).toContain('읽지 않은 메시지 3개');
  });

  it('offers an inquiry when there is no room yet', async () => {
    signInAsCandidate();
    serveApi(() => jsonResponse({ items: [], unreadCount: 0 }));
    renderWithApp(<MessagesPage />, '/my/message');
    await flush();
    expect(screen.getByText('아직 주고받은 메시지가 없어요.')).toBeDefined();
    expect(screen.getByRole('link', { name: '운영팀에 문의하기' }).getAttribute('href')).toBe(
      `/ask?from=${encodeURIComponent('/my/message')}`,
    );
  });

  it('names a company’s team once when no recruiter is named', async () => {
    signInAsCandidate();
    serveApi((request) => {
      if (request.path === '/api/users/operator/7')
        return jsonResponse({ name: '한빛모빌리티 채용팀', team: '한빛모빌리티', hours: '평일 10:00–19:00' });
      if (request.path === '/api/users/message/7') return jsonResponse(page({ hasMore: false, items: [] }));
      return jsonResponse(rooms);
    });
    renderWithApp(<MessagesPage />, '/my/message?room=7');
    await flush();
    const card = screen.getByRole('region', { name: '담당자' });
    expect(card.textContent).toContain('한빛모빌리티 채용팀');
    expect(card.textContent?.match(/한빛모빌리티/g)).toHaveLength(1);
  });

  it('opens a room through the URL and shows its conversation with the operator', async () => {
    signInAsCandidate();
    serveApi((request) => {
      if (request.path === '/api/users/operator/7') return jsonResponse(operator);
      if (request.path === '/api/users/message/7')
        return jsonResponse(
          page({
            hasMore: true,
            items: [
              message({ messageId: 10, message: '무엇을 도와드릴까요?', createdAt: '2026-03-01T14:00:00.000Z' }),
              message({
                messageId: 11,
                sender: 'CANDIDATE',
                senderName: '',
                message: '제안 기간이 궁금해요.',
                createdAt: '2026-03-01T15:30:00.000Z',
              }),
            ],
          }),
        );
      if (request.path === '/api/users/message/7/10')
        return jsonResponse({
          items: [message({ messageId: 4, message: '반가워요.', createdAt: '2026-02-28T01:00:00.000Z' })],
          hasMore: false,
        });
      return jsonResponse(rooms);
    });
    const { location } = renderWithApp(<MessagesPage />, '/my/message');
    await flush();
    fireEvent.click(screen.getByRole('link', { name: /한빛모빌리티/ }));
    expect(location.history.at(-1)).toBe('/my/message?room=2');

    location.navigate('/my/message?room=7');
    await flush();
    expect(screen.getByRole('heading', { name: '볼트X 운영팀' })).toBeDefined();
    const card = screen.getByRole('region', { name: '담당자' });
    expect(card.textContent).toContain('김운영');
    expect(card.textContent).toContain('답변 시간 평일 10:00–19:00');

    const thread = screen.getByRole('region', { name: '볼트X 운영팀과의 대화' });
    // 14:00 and 15:30 UTC on March 1 are 23:00 on March 1 and 00:30 on March 2 in Seoul.
    expect(within(thread).getByText('2026년 3월 1일 일요일')).toBeDefined();
    expect(within(thread).getByText('2026년 3월 2일 월요일')).toBeDefined();
    const own = within(thread).getByText('제안 기간이 궁금해요.').closest('li') as HTMLElement;
    expect(own.getAttribute('data-mine')).toBe('true');
    const staff = within(thread).getByText('무엇을 도와드릴까요?').closest('li') as HTMLElement;
    expect(staff.getAttribute('data-mine')).toBe('false');
    expect(staff.textContent).toContain('김운영');

    fireEvent.click(within(thread).getByRole('button', { name: '이전 메시지 보기' }));
    await flush();
    expect(within(thread).getByText('반가워요.')).toBeDefined();
    expect(within(thread).queryByRole('button', { name: '이전 메시지 보기' })).toBeNull();
    const texts = within(thread)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(texts.findIndex((text) => text.includes('반가워요.'))).toBeLessThan(
      texts.findIndex((text) => text.includes('무엇을 도와드릴까요?')),
    );

    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(location.history.at(-1)).toBe('/my/message');
  });

  it('says a room it may not see cannot be viewed', async () => {
    signInAsCandidate();
    serveApi((request) =>
      request.path === '/api/users/message/99'
        ? errorResponse(404, 'NOT_FOUND', MESSAGE_UNVIEWABLE)
        : errorResponse(404, 'NOT_FOUND', '찾을 수 없습니다.'),
    );
    renderWithApp(<MessagesPage />, '/my/message?room=99');
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGE_UNVIEWABLE);
    expect(screen.queryByRole('form', { name: '메시지 보내기' })).toBeNull();
  });

  it('says the same for a room id that cannot exist, without asking the server', async () => {
    signInAsCandidate();
    const sent = serveApi(() => jsonResponse(rooms));
    renderWithApp(<MessagesPage />, '/my/message?room=abc');
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGE_UNVIEWABLE);
    expect(sent.filter((request) => request.path.startsWith('/api/users/message/'))).toEqual([]);
  });

  it('replaces the composer with the notice when the company can no longer be messaged', async () => {
    signInAsCandidate();
    serveApi((request) =>
      request.path === '/api/users/message/7'
        ? jsonResponse(page({ room: room({ kind: 'COMPANY', title: '한빛모빌리티', canSend: false }) }))
        : jsonResponse(operator),
    );
    renderWithApp(<MessagesPage />, '/my/message?room=7');
    await flush();
    expect(screen.getByText(MESSAGE_COMPANY_BLOCKED)).toBeDefined();
    expect(screen.queryByRole('form', { name: '메시지 보내기' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows new messages without a reload, announces them and marks them read', async () => {
    signInAsCandidate();
    const arriving: Message[][] = [[], [message({ messageId: 12, message: '확인해 보고 알려 드릴게요.' })]];
    const sent = serveApi((request: SentRequest) => {
      if (request.path === '/api/users/message/7') return jsonResponse(page({ room: room({ unreadCount: 1 }) }));
      if (request.path === '/api/users/message/7/10' || request.path === '/api/users/message/7/12')
        return jsonResponse({ items: arriving.shift() ?? [], hasMore: false });
      if (request.path === '/api/users/message/7/read')
        return jsonResponse({ roomId: 7, readId: (request.body as { messageId: number }).messageId, unreadCount: 0 });
      if (request.path === '/api/users/operator/7') return jsonResponse(operator);
      return jsonResponse({ items: [room({ unreadCount: 1 })], unreadCount: 1 });
    });
    renderWithApp(<MessagesPage />, '/my/message?room=7');
    await flush();
    const reads = () => sent.filter((request) => request.path === '/api/users/message/7/read');
    expect(reads().map((request) => request.body)).toEqual([{ messageId: 10 }]);
    expect(reads()[0]?.method).toBe('PATCH');

    await settle(MESSAGE_POLL_SECONDS * 1000);
    await flush();
    const polls = sent.filter((request) => request.path === '/api/users/message/7/10');
    expect(polls.at(-1)?.query.get('type')).toBe('after');
    expect(screen.queryByText('확인해 보고 알려 드릴게요.')).toBeNull();

    await settle(MESSAGE_POLL_SECONDS * 1000);
    await flush();
    expect(screen.getByText('확인해 보고 알려 드릴게요.')).toBeDefined();
    expect(screen.getByText('새 메시지, 김운영: 확인해 보고 알려 드릴게요.')).toBeDefined();
    expect(reads().map((request) => request.body)).toEqual([{ messageId: 10 }, { messageId: 12 }]);
  });

  it('stops asking for new messages while the page is hidden', async () => {
    signInAsCandidate();
    const sent = serveApi((request) =>
      request.path === '/api/users/message/7' ? jsonResponse(page()) : jsonResponse({ items: [], hasMore: false }),
    );
    renderWithApp(<MessagesPage />, '/my/message?room=7');
    await flush();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const polls = () => sent.filter((request) => request.path === '/api/users/message/7/10').length;
    const before = polls();
    await settle(MESSAGE_POLL_SECONDS * 3000);
    await flush();
    expect(polls()).toBe(before);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(polls()).toBe(before + 1);
    visibility.mockRestore();
  });
});
