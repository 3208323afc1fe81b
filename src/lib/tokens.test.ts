import { describe, expect, it } from 'vitest';
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
