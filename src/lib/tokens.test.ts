import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, readTokens, writeTokens } from './tokens';

describe('session tokens', () => {
  it('keeps a candidate’s tokens in localStorage under "token" and "refresh-token"', () => {
    writeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1', holder: 'candidate' });

    expect(localStorage.getItem('token')).toBe('access-1');
    expect(localStorage.getItem('refresh-token')).toBe('refresh-1');
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps a partner’s tokens in sessionStorage under the same names', () => {
    writeTokens({ accessToken: 'partner-access', refreshToken: 'partner-refresh', holder: 'partner' });

    expect(sessionStorage.getItem('token')).toBe('partner-access');
    expect(sessionStorage.getItem('refresh-token')).toBe('partner-refresh');
    expect(localStorage.length).toBe(0);
  });

  it('reads back a candidate session', () => {
    localStorage.setItem('token', 'access-1');
    localStorage.setItem('refresh-token', 'refresh-1');

    expect(readTokens()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1', holder: 'candidate' });
  });

  it('keeps a partner and a candidate in one tab apart: each realm reads only its own tokens', () => {
    writeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1', holder: 'candidate' });
    writeTokens({ accessToken: 'partner-access', refreshToken: 'partner-refresh', holder: 'partner' });

    expect(readTokens()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1', holder: 'candidate' });
    expect(readTokens('partner')).toEqual({
      accessToken: 'partner-access',
      refreshToken: 'partner-refresh',
      holder: 'partner',
    });
  });

  it('reads nothing when either token of a pair is missing', () => {
    localStorage.setItem('token', 'access-only');
    sessionStorage.setItem('refresh-token', 'refresh-only');

    expect(readTokens()).toBeUndefined();
  });

  it('clears only the session it is asked to', () => {
    writeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1', holder: 'candidate' });
    writeTokens({ accessToken: 'partner-access', refreshToken: 'partner-refresh', holder: 'partner' });
    localStorage.setItem('unrelated', 'kept');

    clearTokens('partner');
    expect(readTokens('partner')).toBeUndefined();
    expect(readTokens()?.holder).toBe('candidate');

    clearTokens();
    expect(readTokens()).toBeUndefined();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refresh-token')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });
});

describe('the business console realm', () => {
  it('keeps its tokens apart from the candidate and in session storage only', () => {
    writeTokens({ accessToken: 'candidate-access', refreshToken: 'candidate-refresh', holder: 'candidate' });
    writeTokens({ accessToken: 'biz-access', refreshToken: 'biz-refresh', holder: 'biz' });

    expect(readTokens('biz')).toEqual({ accessToken: 'biz-access', refreshToken: 'biz-refresh', holder: 'biz' });
    expect(readTokens()?.holder).toBe('candidate');
    expect(localStorage.getItem('biz-token')).toBeNull();

    clearTokens();
    expect(readTokens()).toBeUndefined();
    expect(readTokens('biz')?.accessToken).toBe('biz-access');
    clearTokens('biz');
    expect(readTokens('biz')).toBeUndefined();
  });
});

describe('the page cookie mirroring the candidate’s access token', () => {
  afterEach(() => vi.restoreAllMocks());
  const cookieWrites = () => vi.spyOn(document, 'cookie', 'set');
  const tokenEnding = (expiresAtMs: number) =>
    `x.${btoa(JSON.stringify({ sub: 'c-1', exp: Math.floor(expiresAtMs / 1000) })).replace(/=+$/, '')}.y`;

  it('is set to the candidate’s access token on every write, sign-in and refresh alike, and removed on sign-out', () => {
    const writes = cookieWrites();
    const first = tokenEnding(Date.now() + 15 * 60_000);
    const refreshed = tokenEnding(Date.now() + 16 * 60_000);
    writeTokens({ accessToken: first, refreshToken: 'refresh-1', holder: 'candidate' });
    writeTokens({ accessToken: refreshed, refreshToken: 'refresh-2', holder: 'candidate' });
    clearTokens();

    const lines = writes.mock.calls.map(([line]) => line);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      new RegExp(`^boltx-page-session=${first.replaceAll('.', '\\.')}; Path=/my; Max-Age=(899|900); SameSite=Lax$`),
    );
    expect(lines[1]).toContain(`boltx-page-session=${refreshed};`);
    expect(lines[2]).toBe('boltx-page-session=; Path=/my; Max-Age=0; SameSite=Lax');
  });

  it('never carries a partner’s or the console’s token, and their sign-outs leave it alone', () => {
    const writes = cookieWrites();
    const token = tokenEnding(Date.now() + 15 * 60_000);
    writeTokens({ accessToken: token, refreshToken: 'partner-refresh', holder: 'partner' });
    writeTokens({ accessToken: token, refreshToken: 'biz-refresh', holder: 'biz' });
    clearTokens('partner');
    clearTokens('biz');

    expect(writes).not.toHaveBeenCalled();
  });
});
