/**
 * A request whose token needs refreshing while the shared refresh lock stays taken (by a page or
 * worker that never lets go, shared-outbox/outbox-lock.ts) ends with a message, not a spinner:
 * the lock's bounded wait gives up and the request fails with REFRESH_STUCK_MESSAGE, nothing sent
 * twice.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenFor, resetOutbox } from '../test-support/outbox';
import { REFRESH_STUCK_MESSAGE, request } from './http';
import { writeTokens } from './tokens';

vi.mock('../shared-outbox/outbox-lock', async (original) => {
  const actual = await original<typeof import('../shared-outbox/outbox-lock')>();
  return {
    ...actual,
    // The refresh lock's wait as it ends when the lock is never let go.
    withLock: () => Promise.reject(new actual.LockUnavailableError('boltx-token-refresh')),
  };
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  await resetOutbox();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('a refresh that cannot have the lock', () => {
  it('ends the request with a Korean message and sends no refresh', async () => {
    writeTokens({ accessToken: accessTokenFor('anna', -60), refreshToken: 'refresh-1', holder: 'candidate' });
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: { code: 'EXPIRED_TOKEN', message: '로그인이 만료되었습니다.' } }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );

    await expect(
      request('/users/message/room', { method: 'POST', body: { message: '안녕하세요' } }),
    ).rejects.toMatchObject({ message: REFRESH_STUCK_MESSAGE });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/users/message/room']);
  });
});
