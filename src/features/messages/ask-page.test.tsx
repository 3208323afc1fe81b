import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  vi.useFakeTimers({ now: new Date('2026-03-02T03:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
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
    expect(screen.getByText(`문의 위치: ${FROM}`)).toBeDefined();
    fireEvent.change(field(), { target: { value: ' 다시 연결하고 싶어요. ' } });
    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    await flush();

    expect(inquiries(sent)).toHaveLength(1);
    expect(inquiries(sent)[0]?.body).toEqual({ message: '다시 연결하고 싶어요.', from: FROM });
    expect(location.history.at(-1)).toBe('/my/message?room=31');
    expect(sessionStorage.getItem(ASK_DRAFT_KEY)).toBeNull();
    expect(queryClient.getQueryData(['messages', 'room', 31])).toEqual(opened);
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

  it('keeps the text when sending fails, even through a reload, and sends it again as the same request', async () => {
    signInAsCandidate();
    let attempts = 0;
    const sent = serveApi(() => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      if (attempts === 2) return errorResponse(400, 'BAD_REQUEST', '메시지를 입력해 주세요.', 'message');
      return jsonResponse(opened, 201);
    });
    const first = renderWithApp(<AskPage />, askPath());
    await flush();
    fireEvent.change(field(), { target: { value: '연봉 협상이 궁금해요.' } });
    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('인터넷 연결을 확인한 뒤 다시 시도해 주세요.');
    expect(field().value).toBe('연봉 협상이 궁금해요.');
    expect(first.location.history.at(-1)).toBe(askPath());

    // A reload keeps the text too.
    first.unmount();
    const second = renderWithApp(<AskPage />, askPath());
    await flush();
    expect(field().value).toBe('연봉 협상이 궁금해요.');

    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('메시지를 입력해 주세요.');
    expect(field().value).toBe('연봉 협상이 궁금해요.');

    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    await flush();
    expect(second.location.history.at(-1)).toBe('/my/message?room=31');
    const keys = inquiries(sent).map((request) => request.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });
});
