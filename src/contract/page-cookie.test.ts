import { describe, expect, it } from 'vitest';
import { candidatePageCookie } from './page-cookie';

/** An unsigned token carrying only `exp` (seconds): all the cookie reads of it. */
const tokenEnding = (expiresAtMs: number) =>
  `x.${btoa(JSON.stringify({ sub: 'c-1', exp: Math.floor(expiresAtMs / 1000) })).replace(/=+$/, '')}.y`;

describe('the page cookie line', () => {
  const now = Date.UTC(2026, 10, 26, 6, 0, 0);

  it('keeps the token under /my for as long as the token lives, SameSite=Lax', () => {
    const token = tokenEnding(now + 15 * 60_000);
    expect(candidatePageCookie(token, now, false)).toBe(
      `boltx-page-session=${token}; Path=/my; Max-Age=900; SameSite=Lax`,
    );
  });

  it('is Secure on an https page', () => {
    expect(candidatePageCookie(tokenEnding(now + 60_000), now, true)).toMatch(/; Secure$/);
  });

  it('removes the cookie for no token or one that has ended', () => {
    const removal = 'boltx-page-session=; Path=/my; Max-Age=0; SameSite=Lax';
    expect(candidatePageCookie(undefined, now, false)).toBe(removal);
    expect(candidatePageCookie(tokenEnding(now - 1_000), now, false)).toBe(removal);
    expect(candidatePageCookie('not-a-token', now, false)).toBe(removal);
  });
});
