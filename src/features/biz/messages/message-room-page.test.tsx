import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { Route } from 'wouter';
import { BIZ_ROOM_NOT_FOUND, type BizRoomPage, MESSAGE_POLL_SECONDS, type Message } from '../../../contract/messages';
import {
  agent,
  errorResponse,
  jsonResponse,
  renderWithApp,
  type SentRequest,
  serveApi,
  signInAsBiz,
} from '../biz-test-support';
import { BizMessageRoomPage, bizDraftKey } from './message-room-page';

const message = (patch: Partial<Message> & Pick<Message, 'messageId'>): Message => ({
  roomId: 7,
  message: `메시지 ${patch.messageId}`,
  sender: 'CANDIDATE',
  senderName: '',
  createdAt: '2026-03-02T01:00:00.000Z',
  ...patch,
});

const roomPage = (patch: Partial<BizRoomPage> = {}): BizRoomPage => ({
  room: {
    roomId: 7,
    kind: 'OPERATOR',
    candidateName: '김하늘',
    companyName: '',
    topic: '문의',
    originPath: '/my/result/curation/3',
    lastMessage: null,
    unreadCount: 1,
  },
  items: [
    message({ messageId: 10, sender: 'STAFF', senderName: '이에이', message: '무엇을 도와드릴까요?' }),
    message({ messageId: 11, message: '큐레이션을 다시 받고 싶어요.' }),
  ],
  hasMore: true,
  ...patch,
});

/** Moves fake time a millisecond at a time so fetches, React Query and React finish. */
async function flush(rounds = 4) {
  for (let round = 0; round < rounds; round += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
  }
}

const idempotencyKeys = () =>
  (fetch as unknown as Mock).mock.calls
    .filter(([input, init]) => String(input).endsWith('/biz/message/rooms/7') && init?.method === 'POST')
    .map(([, init]) => ((init?.headers ?? {}) as Record<string, string>)['Idempotency-Key']);

const render = () =>
  renderWithApp(
    <Route path="/biz/messages/:roomId">
      <BizMessageRoomPage />
    </Route>,
    '/biz/messages/7',
  );

function serveRoom(onPost: (request: SentRequest) => Response, newer: Message[][] = []) {
  return serveApi((request) => {
    if (request.path === '/api/biz/me') return jsonResponse(agent);
    if (request.path === '/api/biz/message/rooms/7' && request.method === 'POST') return onPost(request);
    if (request.path === '/api/biz/message/rooms/7') return jsonResponse(roomPage());
    if (request.path === '/api/biz/message/rooms/7/read')
      return jsonResponse({ roomId: 7, readId: 11, unreadCount: 0 });
    if (request.path === '/api/biz/message/rooms/7/10')
      return jsonResponse({
        items: [message({ messageId: 4, sender: 'STAFF', senderName: '이에이', message: '처음 인사' })],
        hasMore: false,
      });
    if (request.path.startsWith('/api/biz/message/rooms/7/'))
      return jsonResponse({ items: newer.shift() ?? [], hasMore: false });
    return jsonResponse({ items: [], unreadCount: 1 });
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T03:00:00.000Z') });
  signInAsBiz();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const thread = () => screen.getByRole('region', { name: '김하늘 님과의 대화' });
const composer = () => screen.getByRole('textbox', { name: '답변 입력' }) as HTMLTextAreaElement;

describe('/biz/messages/:roomId', () => {
  it('shows the conversation, loads older messages and marks the candidate’s message read', async () => {
    const sent = serveRoom(() => jsonResponse({}, 500));
    render();
    await flush();
    expect(screen.getByRole('heading', { name: '김하늘' })).toBeDefined();
    expect(screen.getByText('문의 위치: 큐레이션 제안 (/my/result/curation/3)')).toBeDefined();
    const own = within(thread()).getByText('무엇을 도와드릴까요?').closest('li') as HTMLElement;
    expect(own.getAttribute('data-mine')).toBe('true');
    const candidate = within(thread()).getByText('큐레이션을 다시 받고 싶어요.').closest('li') as HTMLElement;
    expect(candidate.getAttribute('data-mine')).toBe('false');
    expect(candidate.textContent).toContain('김하늘');

    const reads = sent.filter((request) => request.path === '/api/biz/message/rooms/7/read');
    expect(reads).toMatchObject([{ method: 'PATCH', body: { messageId: 11 }, authorization: 'Bearer biz-access' }]);

    fireEvent.click(within(thread()).getByRole('button', { name: '이전 메시지 보기' }));
    await flush();
    expect(within(thread()).getByText('처음 인사')).toBeDefined();
    expect(sent.find((request) => request.path === '/api/biz/message/rooms/7/10')?.query.get('type')).toBe('before');
  });

  it('brings new candidate messages in without a reload', async () => {
    const sent = serveRoom(
      () => jsonResponse({}, 500),
      [[message({ messageId: 12, message: '내일 통화 가능할까요?' })]],
    );
    render();
    await flush();
    expect(screen.queryByText('내일 통화 가능할까요?')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MESSAGE_POLL_SECONDS * 1000);
    });
    await flush();
    expect(within(thread()).getByText('내일 통화 가능할까요?')).toBeDefined();
    expect(sent.find((request) => request.path === '/api/biz/message/rooms/7/11')?.query.get('type')).toBe('after');
    expect(
      sent.filter((request) => request.path === '/api/biz/message/rooms/7/read').map((request) => request.body),
    ).toEqual([{ messageId: 11 }, { messageId: 12 }]);
  });

  it('answers with one Idempotency-Key kept for the retry, and keeps the text when it fails', async () => {
    let attempts = 0;
    serveRoom((request) => {
      attempts += 1;
      if (attempts === 1) return errorResponse(503, 'INTERNAL', '잠시 후 다시 시도해 주세요.');
      return jsonResponse(
        message({
          messageId: 12,
          sender: 'STAFF',
          senderName: '이에이',
          message: (request.body as { message: string }).message,
        }),
        201,
      );
    });
    render();
    await flush();
    fireEvent.change(composer(), { target: { value: '네, 다시 연결해 드릴게요.' } });
    expect(sessionStorage.getItem(bizDraftKey(agent.id, 7))).toBe('네, 다시 연결해 드릴게요.');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await flush();

    const failed = within(thread()).getByText('네, 다시 연결해 드릴게요.').closest('li') as HTMLElement;
    expect(within(failed).getByRole('alert').textContent).toBe('보내지 못했습니다. 잠시 후 다시 보내 주세요.');
    fireEvent.click(within(failed).getByRole('button', { name: '다시 보내기' }));
    await flush();

    const keys = idempotencyKeys();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(within(thread()).getAllByText('네, 다시 연결해 드릴게요.')).toHaveLength(1);
    expect(within(thread()).queryByRole('alert')).toBeNull();
  });

  it('says a room that cannot be seen cannot be seen', async () => {
    serveApi((request) =>
      request.path === '/api/biz/me'
        ? jsonResponse(agent)
        : request.path === '/api/biz/message/rooms/7'
          ? errorResponse(404, 'NOT_FOUND', BIZ_ROOM_NOT_FOUND)
          : jsonResponse({ items: [], unreadCount: 0 }),
    );
    render();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(BIZ_ROOM_NOT_FOUND);
    expect(screen.queryByRole('textbox', { name: '답변 입력' })).toBeNull();
  });
});
