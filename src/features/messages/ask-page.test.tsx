import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetOutbox } from '../../test-support/outbox';
import { ASK_DRAFT_KEY, ASK_REQUIRED, AskPage } from './ask-page';
import {
  errorResponse,
  flush,
  jsonResponse,
  message,
  page,
  renderWithApp,
  room,
  type SentRequest,
  serveApi,
  signInAsCandidate,
} from './messages-test-support';

const FROM = '/my/result/curation/7';
const askPath = (from = FROM) => `/ask?from=${encodeURIComponent(from)}`;

beforeEach(() => {
  // IndexedDB (fake-indexeddb, the outbox) schedules on setImmediate, which stays real.
  vi.useFakeTimers({
    now: new Date('2026-03-02T03:00:00.000Z'),
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await resetOutbox();
});

const opened = page({
  room: room({ roomId: 31, topic: '문의' }),
  items: [
    message({ roomId: 31, messageId: 90, sender: 'CANDIDATE', senderName: '', message: '다시 연결하고 싶어요.' }),
  ],
});

const inquiries = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST' && request.path === '/api/users/message/room');

const field = () => screen.getByRole('textbox', { name: '문의 내용' }) as HTMLTextAreaElement;

describe('/ask', () => {
  it('requires a text before sending anything', async () => {
    signInAsCandidate();
    const sent = serveApi(() => jsonResponse(opened, 201));
    renderWithApp(<AskPage />, askPath());
    await flush();
    fireEvent.change(field(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(ASK_REQUIRED);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(inquiries(sent)).toEqual([]);
  });

  it('opens a room with where it came from and goes to it', async () => {
    signInAsCandidate();
    const sent = serveApi(() => jsonResponse(opened, 201));
    const { location, queryClient } = renderWithApp(<AskPage />, askPath());
    await flush();
    expect(screen.getByText('문의 위치: 큐레이션 제안')).toBeDefined();
    expect(screen.queryByText(FROM, { exact: false })).toBeNull();
    fireEvent.change(field(), { target: { value: ' 다시 연결하고 싶어요. ' } });
    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    await flush();

    expect(inquiries(sent)).toHaveLength(1);
    expect(inquiries(sent)[0]?.body).toEqual({ message: '다시 연결하고 싶어요.', from: FROM });
    expect(location.history.at(-1)).toBe('/my/message?room=31');
    expect(sessionStorage.getItem(ASK_DRAFT_KEY)).toBeNull();
    expect(queryClient.getQueryData(['messages', 'room', 31])).toEqual(opened);
  });

  it('names the screen it came from in Korean, never its address', async () => {
    signInAsCandidate();
    serveApi(() => jsonResponse(opened, 201));
    renderWithApp(<AskPage />, askPath('/faq'));
    await flush();
    expect(screen.getByText('문의 위치: 자주 묻는 질문')).toBeDefined();
    expect(screen.queryByText(/\/faq/)).toBeNull();
  });

  it('sends but does not show a path of this app that names no screen', async () => {
    signInAsCandidate();
    const sent = serveApi(() => jsonResponse(opened, 201));
    renderWithApp(<AskPage />, askPath('/nowhere'));
    await flush();
    expect(screen.queryByText(/문의 위치/)).toBeNull();
    fireEvent.change(field(), { target: { value: '문의합니다' } });
    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    await flush();
    expect(inquiries(sent)[0]?.body).toEqual({ message: '문의합니다', from: '/nowhere' });
  });

  it('neither shows nor sends a "from" that is not a path of this app', async () => {
    signInAsCandidate();
    const sent = serveApi(() => jsonResponse({ room: room({ roomId: 32 }) }, 201));
    const { location } = renderWithApp(<AskPage />, askPath('//evil.example/login'));
    await flush();
    expect(screen.queryByText(/문의 위치/)).toBeNull();
    fireEvent.change(field(), { target: { value: '문의합니다' } });
    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    await flush();
    expect(inquiries(sent)[0]?.body).toEqual({ message: '문의합니다' });
    expect(location.history.at(-1)).toBe('/my/message?room=32');
  });

  it('queues the inquiry when no server answers: 전송 대기 중 with 삭제, kept through a reload, with the key of its first attempt', async () => {
    signInAsCandidate();
    const sent = serveApi(() => {
      throw new TypeError('Failed to fetch');
    });
    const first = renderWithApp(<AskPage />, askPath());
    await flush();
    fireEvent.change(field(), { target: { value: '연봉 협상이 궁금해요.' } });
    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    await flush();
    await flush();
    const note = screen.getByRole('status', { name: '문의' });
    expect(note.textContent).toContain('문의 · 전송 대기 중');
    expect(screen.getByRole('button', { name: '삭제' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
    await vi.waitFor(() => expect(field().value).toBe(''));
    expect(first.location.history.at(-1)).toBe(askPath());

    first.unmount();
    renderWithApp(<AskPage />, askPath());
    await flush();
    await flush();
    expect(screen.getByRole('status', { name: '문의' }).textContent).toContain('전송 대기 중');
    const key = inquiries(sent)[0]?.headers['Idempotency-Key'];
    expect(key).toBeTruthy();
  });

  it('keeps the text when the server refuses it, even through a reload, and sends it again as the same request', async () => {
    signInAsCandidate();
    let attempts = 0;
    const sent = serveApi(() => {
      attempts += 1;
      if (attempts === 1) return errorResponse(400, 'BAD_REQUEST', '메시지를 입력해 주세요.', 'message');
      return jsonResponse(opened, 201);
    });
    const first = renderWithApp(<AskPage />, askPath());
    await flush();
    fireEvent.change(field(), { target: { value: '연봉 협상이 궁금해요.' } });
    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('메시지를 입력해 주세요.');
    expect(field().value).toBe('연봉 협상이 궁금해요.');
    expect(first.location.history.at(-1)).toBe(askPath());

    // A reload keeps the text too.
    first.unmount();
    const second = renderWithApp(<AskPage />, askPath());
    await flush();
    expect(field().value).toBe('연봉 협상이 궁금해요.');

    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    await flush();
    expect(second.location.history.at(-1)).toBe('/my/message?room=31');
    const keys = inquiries(sent).map((request) => request.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });
});
