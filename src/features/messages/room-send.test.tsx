import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_COMPANY_BLOCKED } from '../../contract/messages';
import { addEntry, listEntries } from '../../shared-outbox/outbox-store';
import { resetOutbox } from '../../test-support/outbox';
import { MessagesPage } from './messages-page';
import {
  CANDIDATE_ID,
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
  signInAsCandidate,
} from './messages-test-support';
import { draftKey } from './room-view';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const NOW = new Date('2026-03-02T03:00:00.000Z');

beforeEach(async () => {
  await resetOutbox();
  // IndexedDB (fake-indexeddb) schedules on setImmediate, which stays real.
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  signInAsCandidate();
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await resetOutbox();
});

/** Lets the outbox's IndexedDB work (real immediates) and React settle. */
async function settleOutbox(rounds = 4) {
  for (let round = 0; round < rounds; round += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    await flush();
  }
}

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

/** The room's API; `onSend` answers POST /users/message. */
function serveRoom(onSend: (request: SentRequest) => Response | Promise<Response>, canSend = true) {
  return serveApi((request) => {
    if (request.method === 'POST' && request.path === '/api/users/message') return onSend(request);
    if (request.path === '/api/users/message/7') return jsonResponse(page({ room: room({ canSend }) }));
    if (request.path === '/api/users/operator/7') return jsonResponse(operator);
    if (request.path.startsWith('/api/users/message/7/')) return jsonResponse({ items: [], hasMore: false });
    return jsonResponse({ items: [room()], unreadCount: 0 });
  });
}

const posts = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST' && request.path === '/api/users/message');

const thread = () => screen.getByRole('region', { name: '볼트X 운영팀과의 대화' });
const composer = () => screen.getByRole('textbox', { name: '메시지 입력' }) as HTMLTextAreaElement;

async function write(text: string) {
  renderWithApp(<MessagesPage />, '/my/message?room=7');
  await flush();
  fireEvent.change(composer(), { target: { value: text } });
}

describe('sending a message', () => {
  it('shows the message at once as being sent, with its own Idempotency-Key', async () => {
    let answer: (response: Response) => void = () => undefined;
    const sent = serveRoom(() => new Promise<Response>((resolve) => (answer = resolve)));
    await write('  면접 일정이 궁금해요.  ');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await settleOutbox();

    const bubble = within(thread()).getByText('면접 일정이 궁금해요.').closest('li') as HTMLElement;
    expect(bubble.textContent).toContain('전송 중');
    expect(composer().value).toBe('');
    expect(posts(sent)).toHaveLength(1);
    expect(posts(sent)[0]?.body).toEqual({ roomId: 7, message: '면접 일정이 궁금해요.' });
    expect(posts(sent)[0]?.headers['Idempotency-Key']).toMatch(UUID);

    answer(
      jsonResponse(
        message({ messageId: 11, sender: 'CANDIDATE', senderName: '', message: '면접 일정이 궁금해요.' }),
        201,
      ),
    );
    await settleOutbox();
    expect(within(thread()).getAllByText('면접 일정이 궁금해요.')).toHaveLength(1);
    expect(thread().textContent).not.toContain('전송 중');
    expect(await listEntries()).toEqual([]);
  });

  it('keeps a message written offline as "전송 대기 중" and sends it with the same key once online', async () => {
    const offline = goOffline();
    let attempts = 0;
    const sent = serveRoom(() => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      if (attempts === 2) return errorResponse(503, 'INTERNAL', '잠시 후 다시 시도해 주세요.');
      return jsonResponse(
        message({ messageId: 11, sender: 'CANDIDATE', senderName: '', message: '연락 부탁드려요.' }),
        201,
      );
    });
    await write('연락 부탁드려요.');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await settleOutbox();

    const bubble = () => within(thread()).getByText('연락 부탁드려요.').closest('li') as HTMLElement;
    expect(bubble().textContent).toContain('전송 대기 중');
    expect(within(bubble()).queryByRole('alert')).toBeNull();
    expect(await listEntries()).toMatchObject([{ state: 'queued', waiting: 'network' }]);

    offline.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await settleOutbox();
    // A 5xx keeps it waiting too; the next trigger sends it.
    expect(bubble().textContent).toContain('전송 대기 중');
    window.dispatchEvent(new Event('online'));
    await settleOutbox();

    const keys = posts(sent).map((request) => request.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(posts(sent).map((request) => request.body)).toEqual(
      Array(3).fill({ roomId: 7, message: '연락 부탁드려요.' }),
    );
    expect(within(thread()).getAllByText('연락 부탁드려요.')).toHaveLength(1);
    expect(thread().textContent).not.toContain('전송 대기 중');
  });

  it('gives every new message a key of its own', async () => {
    let nextId = 20;
    const sent = serveRoom((request) => {
      nextId += 1;
      const text = (request.body as { message: string }).message;
      return jsonResponse(message({ messageId: nextId, sender: 'CANDIDATE', senderName: '', message: text }), 201);
    });
    await write('첫 번째');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await settleOutbox();
    fireEvent.change(composer(), { target: { value: '두 번째' } });
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await settleOutbox();
    const keys = posts(sent).map((request) => request.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('keeps a refused message with the reason, and deletes it only when asked', async () => {
    serveRoom(() => errorResponse(400, 'BAD_REQUEST', '메시지를 입력해 주세요.'));
    await write('보낼 수 없는 글');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await settleOutbox();
    const failed = within(thread()).getByText('보낼 수 없는 글').closest('li') as HTMLElement;
    expect(within(failed).getByRole('alert').textContent).toBe('메시지를 입력해 주세요.');
    expect(within(failed).queryByRole('button', { name: '다시 보내기' })).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: '삭제' }));
    // The confirm alert's code comes at the press (ui/on-demand.tsx).
    await import('../../ui/confirm-alert');
    await settleOutbox();
    const confirm = screen.getByRole('alertdialog', { name: '보내지 않은 메시지를 삭제할까요?' });
    fireEvent.click(within(confirm).getByRole('button', { name: '삭제' }));
    await settleOutbox();
    expect(within(thread()).queryByText('보낼 수 없는 글')).toBeNull();
    expect(await listEntries()).toEqual([]);
  });

  it('brings a refused message back into the composer with 수정, to be fixed and sent anew', async () => {
    const sent = serveRoom(() => errorResponse(400, 'BAD_REQUEST', '연락처는 보낼 수 없어요.'));
    await write('010-1234-5678로 연락 주세요');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await settleOutbox();
    const failed = within(thread()).getByText('010-1234-5678로 연락 주세요').closest('li') as HTMLElement;

    fireEvent.click(within(failed).getByRole('button', { name: '수정' }));
    await settleOutbox();

    expect(composer().value).toBe('010-1234-5678로 연락 주세요');
    expect(within(thread()).queryByText('010-1234-5678로 연락 주세요')).toBeNull();
    expect(await listEntries()).toEqual([]);
    expect(posts(sent)).toHaveLength(1);
  });

  it('deletes a message waiting for the connection once asked, and it is never sent after reconnecting', async () => {
    const offline = goOffline();
    const sent = serveRoom(() => {
      throw new TypeError('Failed to fetch');
    });
    await write('보내지 않을래요');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await settleOutbox();
    const waiting = within(thread()).getByText('보내지 않을래요').closest('li') as HTMLElement;
    expect(waiting.textContent).toContain('전송 대기 중');
    const attempts = posts(sent).length;

    fireEvent.click(within(waiting).getByRole('button', { name: '삭제' }));
    const confirm = screen.getByRole('alertdialog', { name: '보내지 않은 메시지를 삭제할까요?' });
    fireEvent.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(within(thread()).getByText('보내지 않을래요')).toBeDefined();
    fireEvent.click(within(waiting).getByRole('button', { name: '삭제' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    await settleOutbox();
    expect(within(thread()).queryByText('보내지 않을래요')).toBeNull();
    expect(await listEntries()).toEqual([]);

    offline.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await settleOutbox();
    expect(posts(sent)).toHaveLength(attempts);
  });

  it('says so, and shows the message as being sent, when 삭제 comes while it is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    let attempts = 0;
    const offline = goOffline();
    serveRoom(() => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    await write('막 보내지는 중');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await settleOutbox();
    const bubble = () => within(thread()).getByText('막 보내지는 중').closest('li') as HTMLElement;
    expect(bubble().textContent).toContain('전송 대기 중');

    // Back online the drain takes it; the page has not heard yet and still offers 삭제.
    offline.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(attempts).toBe(2));
    fireEvent.click(within(bubble()).getByRole('button', { name: '삭제' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    await settleOutbox();

    expect(screen.getByText('이미 보내는 중이라 삭제하지 못했어요.')).toBeDefined();
    expect(bubble().textContent).toContain('전송 중');
    expect(within(bubble()).queryByRole('button', { name: '삭제' })).toBeNull();

    answer(
      jsonResponse(message({ messageId: 11, sender: 'CANDIDATE', senderName: '', message: '막 보내지는 중' }), 201),
    );
    await settleOutbox();
    expect(within(thread()).getAllByText('막 보내지는 중')).toHaveLength(1);
    expect(thread().textContent).not.toContain('전송 중');
  });

  it('keeps what is being written through a reload, per room', async () => {
    serveRoom(() => jsonResponse({}, 500));
    const first = renderWithApp(<MessagesPage />, '/my/message?room=7');
    await flush();
    fireEvent.change(composer(), { target: { value: '쓰다 만 글' } });
    expect(sessionStorage.getItem(draftKey(7))).toBe('쓰다 만 글');
    first.unmount();

    renderWithApp(<MessagesPage />, '/my/message?room=7');
    await flush();
    expect(composer().value).toBe('쓰다 만 글');
    expect(screen.getByText('6/1000')).toBeDefined();
  });

  it('shows a message still queued from before a reload and sends it with its key', async () => {
    await addEntry({
      id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      kind: 'message',
      subject: CANDIDATE_ID,
      method: 'POST',
      url: '/api/users/message',
      body: JSON.stringify({ roomId: 7, message: '끊긴 메시지' }),
      createdAt: '2026-03-02T02:59:00.000Z',
    });
    const sent = serveRoom(() =>
      jsonResponse(message({ messageId: 11, sender: 'CANDIDATE', senderName: '', message: '끊긴 메시지' }), 201),
    );
    renderWithApp(<MessagesPage />, '/my/message?room=7');
    await settleOutbox();
    expect(posts(sent).map((request) => request.headers['Idempotency-Key'])).toEqual([
      '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    ]);
    expect(within(thread()).getAllByText('끊긴 메시지')).toHaveLength(1);
    expect(within(thread()).queryByRole('alert')).toBeNull();
  });

  it('never shows or sends a message another candidate left queued', async () => {
    await addEntry({
      id: '2b4e28ba-2fa1-41d2-883f-0016d3cca427',
      kind: 'message',
      subject: 'someone-else',
      method: 'POST',
      url: '/api/users/message',
      body: JSON.stringify({ roomId: 7, message: '다른 사람의 글' }),
      createdAt: '2026-03-02T02:59:00.000Z',
    });
    const sent = serveRoom(() => jsonResponse({}, 201));
    renderWithApp(<MessagesPage />, '/my/message?room=7');
    await settleOutbox();
    expect(posts(sent)).toHaveLength(0);
    expect(within(thread()).queryByText('다른 사람의 글')).toBeNull();
  });

  it('sends with Ctrl+Enter; Enter alone starts a new line', async () => {
    const sent = serveRoom(() =>
      jsonResponse(message({ messageId: 11, sender: 'CANDIDATE', senderName: '', message: '안녕하세요' }), 201),
    );
    await write('안녕하세요');
    fireEvent.keyDown(composer(), { key: 'Enter' });
    await settleOutbox();
    expect(posts(sent)).toHaveLength(0);
    fireEvent.keyDown(composer(), { key: 'Enter', ctrlKey: true });
    await settleOutbox();
    expect(posts(sent)).toHaveLength(1);
  });

  it('turns the composer into the notice when the company refuses messages', async () => {
    serveRoom(() => errorResponse(409, 'MESSAGE_BLOCKED', MESSAGE_COMPANY_BLOCKED));
    await write('커피챗 시간 조율 부탁드려요.');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await settleOutbox();
    const failed = within(thread()).getByText('커피챗 시간 조율 부탁드려요.').closest('li') as HTMLElement;
    expect(within(failed).getByRole('alert').textContent).toBe(MESSAGE_COMPANY_BLOCKED);
    expect(within(failed).queryByRole('button', { name: '다시 보내기' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: '메시지 입력' })).toBeNull();
    expect(screen.getAllByText(MESSAGE_COMPANY_BLOCKED)).toHaveLength(2);
  });
});
