import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetServerAvailability } from '../../lib/server-availability';
import { resetOutbox } from '../../test-support/outbox';
import { MessagesPage } from './messages-page';
import {
  flush,
  jsonResponse,
  operator,
  page,
  renderWithApp,
  room,
  serveApi,
  settle,
  signInAsCandidate,
} from './messages-test-support';

const NOW = new Date('2026-03-02T03:00:00.000Z');

beforeEach(async () => {
  await resetOutbox();
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  signInAsCandidate();
});
afterEach(async () => {
  cleanup();
  resetServerAvailability();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await resetOutbox();
});

/** The room's API while `reachable()`; afterwards every request finds no server. */
function serveRoomWhile(reachable: () => boolean) {
  return serveApi((request) => {
    if (!reachable()) throw new TypeError('Failed to fetch');
    if (request.path === '/api/users/message/7') return jsonResponse(page());
    if (request.path === '/api/users/operator/7') return jsonResponse(operator);
    if (request.path.startsWith('/api/users/message/7/')) return jsonResponse({ items: [], hasMore: false });
    return jsonResponse({ items: [room()], unreadCount: 0 });
  });
}

/** A failed read is asked once more after React Query's back-off (a second, doubling). */
async function waitOutRetries() {
  await flush();
  await settle(5_000);
  await flush();
}

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

describe('a message room without a connection', () => {
  it('keeps the saved messages and leaves saying "offline" to the app bar', async () => {
    let reachable = true;
    serveRoomWhile(() => reachable);
    const { queryClient } = renderWithApp(<MessagesPage />, '/my/message?room=7');
    await flush();
    expect(screen.getByText('안녕하세요, 볼트X 운영팀입니다.')).toBeDefined();

    reachable = false;
    goOffline();
    void queryClient.refetchQueries();
    await waitOutRetries();

    expect(screen.getByText('안녕하세요, 볼트X 운영팀입니다.')).toBeDefined();
    expect(screen.queryByText(/오프라인|연결되어 있지 않아요/)).toBeNull();
  });

  it('says the device is offline only when it is, when nothing is saved to show', async () => {
    goOffline();
    serveRoomWhile(() => false);
    renderWithApp(<MessagesPage />, '/my/message?room=7');
    await waitOutRetries();

    expect(screen.getByRole('alert').textContent).toContain('인터넷에 연결되어 있지 않아요');
  });

  it('does not blame the device when it has a link but the server does not answer', async () => {
    serveRoomWhile(() => false);
    renderWithApp(<MessagesPage />, '/my/message?room=7');
    await waitOutRetries();

    expect(screen.getByRole('alert').textContent).toBe('메시지를 불러오지 못했어요.');
  });
});
