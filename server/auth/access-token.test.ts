import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-token';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs512-0123456789abcdef';
const TTL_SECONDS = 900;
const issuedAt = new Date('2025-03-01T09:00:00Z');

function tokensAt(now: Date, secret = SECRET) {
  return createAccessTokens(secret, TTL_SECONDS, () => now);
}

function secondsAfterIssue(seconds: number): Date {
  return new Date(issuedAt.getTime() + seconds * 1000);
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

const validPayload = {
  sub: 'user-1',
  kind: 'candidate',
  iss: 'boltx',
  aud: 'boltx-api',
  iat: Math.floor(issuedAt.getTime() / 1000),
  exp: Math.floor(issuedAt.getTime() / 1000) + TTL_SECONDS,
};

function signWith(alg: string, payload: Record<string, unknown> = validPayload): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(SECRET));
}

describe('access tokens', () => {
  it('verifies a token it signed and returns its claims', async () => {
    const token = await tokensAt(issuedAt).sign({ subjectId: 'user-1', kind: 'partner' });

    await expect(tokensAt(secondsAfterIssue(60)).verify(token)).resolves.toEqual({
      ok: true,
      claims: { subjectId: 'user-1', kind: 'partner' },
    });
  });

  it('is still valid just before its lifetime ends', async () => {
    const token = await tokensAt(issuedAt).sign({ subjectId: 'user-1', kind: 'candidate' });

    await expect(tokensAt(secondsAfterIssue(TTL_SECONDS - 1)).verify(token)).resolves.toMatchObject({ ok: true });
  });

  it('reports an expired token as expired', async () => {
    const token = await tokensAt(issuedAt).sign({ subjectId: 'user-1', kind: 'candidate' });

    await expect(tokensAt(secondsAfterIssue(TTL_SECONDS + 1)).verify(token)).resolves.toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a token signed with another key', async () => {
    const token = await tokensAt(issuedAt, 'another-secret-of-at-least-thirty-two-chars').sign({
      subjectId: 'user-1',
      kind: 'candidate',
    });

    await expect(tokensAt(issuedAt).verify(token)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an unsigned token (alg none)', async () => {
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(validPayload)}.`;

    await expect(tokensAt(issuedAt).verify(token)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token signed with the same key but another algorithm', async () => {
    const token = await signWith('HS512');

    await expect(tokensAt(issuedAt).verify(token)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('accepts a hand-built HS256 token with the same claims, so the refusals above are about the algorithm', async () => {
    const token = await signWith('HS256');

    await expect(tokensAt(issuedAt).verify(token)).resolves.toMatchObject({ ok: true });
  });

  it('refuses a token whose kind is not a session kind', async () => {
    const token = await signWith('HS256', { ...validPayload, kind: 'admin' });

    await expect(tokensAt(issuedAt).verify(token)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token without a subject', async () => {
    const { sub: _, ...withoutSubject } = validPayload;
    const token = await signWith('HS256', withoutSubject);

    await expect(tokensAt(issuedAt).verify(token)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it.each(['exp', 'iat'] as const)('refuses an otherwise valid token without %s', async (claim) => {
    const { [claim]: _, ...withoutClaim } = validPayload;
    const token = await signWith('HS256', withoutClaim);

    await expect(tokensAt(issuedAt).verify(token)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token for another issuer or audience', async () => {
    const otherIssuer = await signWith('HS256', { ...validPayload, iss: 'someone-else' });
    const otherAudience = await signWith('HS256', { ...validPayload, aud: 'another-api' });

    await expect(tokensAt(issuedAt).verify(otherIssuer)).resolves.toEqual({ ok: false, reason: 'invalid' });
    await expect(tokensAt(issuedAt).verify(otherAudience)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a string that is not a token', async () => {
    await expect(tokensAt(issuedAt).verify('not-a-jwt')).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  describe('remembering verified tokens', () => {
    function tokensWithClock(secret = SECRET) {
      let current = issuedAt;
      const tokens = createAccessTokens(secret, TTL_SECONDS, () => current);
      return { tokens, at: (seconds: number) => (current = secondsAfterIssue(seconds)) };
    }

    it('expires a remembered token at the second jose would', async () => {
      const { tokens, at } = tokensWithClock();
      const token = await tokens.sign({ subjectId: 'user-1', kind: 'candidate' });
      await expect(tokens.verify(token)).resolves.toMatchObject({ ok: true });

      at(TTL_SECONDS - 1);
      await expect(tokens.verify(token)).resolves.toMatchObject({ ok: true });
      at(TTL_SECONDS);
      await expect(tokens.verify(token)).resolves.toEqual({ ok: false, reason: 'expired' });
      await expect(tokensAt(secondsAfterIssue(TTL_SECONDS)).verify(token)).resolves.toEqual({
        ok: false,
        reason: 'expired',
      });
    });

    it('still refuses a token that differs from a verified one only in its signature', async () => {
      const { tokens } = tokensWithClock();
      const token = await tokens.sign({ subjectId: 'user-1', kind: 'candidate' });
      await expect(tokens.verify(token)).resolves.toMatchObject({ ok: true });
      const [header, payload, signature] = token.split('.');
      const forged = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;

      await expect(tokens.verify(forged)).resolves.toEqual({ ok: false, reason: 'invalid' });
    });

    it('does not carry what one key verified over to another', async () => {
      const { tokens } = tokensWithClock();
      const token = await tokens.sign({ subjectId: 'user-1', kind: 'candidate' });
      await expect(tokens.verify(token)).resolves.toMatchObject({ ok: true });

      await expect(
        tokensWithClock('another-secret-of-at-least-thirty-two-chars').tokens.verify(token),
      ).resolves.toEqual({ ok: false, reason: 'invalid' });
    });
  });
});
