import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAuth, writeAuth } from '../shared-outbox/outbox-auth';
import { accessTokenFor, resetOutbox } from '../test-support/outbox';
import { refreshSession } from './http';
import { reconcileTokens } from './token-mirror';
import { clearTokens, readTokens, tokensMirrored, writeTokens } from './tokens';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  await resetOutbox();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const signIn = async (accessToken: string, refreshToken: string) => {
  writeTokens({ accessToken, refreshToken, holder: 'candidate' });
  await tokensMirrored();
};

const workerRotated = (accessToken: string, refreshToken: string, subject = 'anna') =>
  writeAuth({
    accessToken,
    refreshToken,
    subject,
    writer: 'worker',
    writtenAt: Date.now(),
    refreshUrl: '/api/auth/refresh',
  });

describe('the token mirror for the service worker', () => {
  it("mirrors a candidate's pair into IndexedDB and removes it when the tokens are cleared", async () => {
    const access = accessTokenFor('anna');
    await signIn(access, 'refresh-1');
    expect(await readAuth()).toMatchObject({
      accessToken: access,
      refreshToken: 'refresh-1',
      subject: 'anna',
      writer: 'page',
      refreshUrl: '/api/auth/refresh',
    });
    clearTokens('app');
    await tokensMirrored();
    expect(await readAuth()).toBeUndefined();
  });

  it("never mirrors a partner's or the console's tokens", async () => {
    writeTokens({ accessToken: accessTokenFor('partner'), refreshToken: 'p', holder: 'partner' });
    writeTokens({ accessToken: accessTokenFor('staff'), refreshToken: 'b', holder: 'biz' });
    await tokensMirrored();
    expect(await readAuth()).toBeUndefined();
  });

  it('adopts a pair the worker rotated while no page was open', async () => {
    await signIn(accessTokenFor('anna'), 'refresh-1');
    const rotated = accessTokenFor('anna');
    await workerRotated(rotated, 'refresh-2');
    await reconcileTokens();
    expect(readTokens('app')).toMatchObject({ accessToken: rotated, refreshToken: 'refresh-2' });
  });

  it("keeps the page's pair over another candidate's and rewrites the mirror with it", async () => {
    const access = accessTokenFor('anna');
    await signIn(access, 'refresh-1');
    await workerRotated(accessTokenFor('boris'), 'refresh-boris', 'boris');
    await reconcileTokens();
    expect(readTokens('app')?.refreshToken).toBe('refresh-1');
    expect(await readAuth()).toMatchObject({ subject: 'anna', refreshToken: 'refresh-1' });
  });

  it('refreshes with the successor the worker stored, never with the refresh token it used', async () => {
    await signIn(accessTokenFor('anna', -60), 'refresh-1');
    await workerRotated(accessTokenFor('anna', -30), 'refresh-2');
    const next = accessTokenFor('anna');
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ accessToken: next, refreshToken: 'refresh-3' }), { status: 200 }),
    );

    expect(await refreshSession('app')).toBe(true);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer refresh-2');
    expect(readTokens('app')).toMatchObject({ accessToken: next, refreshToken: 'refresh-3' });
    expect(await readAuth()).toMatchObject({ refreshToken: 'refresh-3', writer: 'page' });
  });

  it('does not refresh at all when the worker already holds a fresh access token', async () => {
    await signIn(accessTokenFor('anna', -60), 'refresh-1');
    const fresh = accessTokenFor('anna');
    await workerRotated(fresh, 'refresh-2');

    expect(await refreshSession('app')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readTokens('app')?.accessToken).toBe(fresh);
  });
});
