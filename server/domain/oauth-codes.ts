/**
 * The messenger (Kakao) login's two rules of its own.
 *
 * Redirect URIs: a login may only return to our own pages — a path on the requesting origin, or an
 * absolute URL on an allowed origin (PUBLIC_ORIGINS; by default any http://localhost:* and
 * http://127.0.0.1:*). Anything else would hand an authorization code to a stranger.
 *
 * Sandbox authorization codes: random 32 bytes, stored as SHA-256 hashes, bound to the redirect URI
 * they were issued for, valid 60 seconds and used at most once — consumed by one conditional UPDATE,
 * so two logins racing with one code cannot both succeed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oauthCodes } from '../db/schema';

const OAUTH_CODE_TTL_MS = 60_000;

/** A redirect URI the login may return to: as the client sent it, and resolved against the request. */
export interface RedirectUri {
  /** Exactly what the client sent; the sandbox echoes and compares this. */
  asGiven: string;
  /** Absolute, as the real messenger needs it. */
  absolute: string;
}

export interface RedirectPolicy {
  /** The origin the request came to, e.g. https://boltx.example. */
  requestOrigin: string;
  /** PUBLIC_ORIGINS; undefined allows loopback development origins. */
  publicOrigins: string[] | undefined;
}

const isLoopbackDevelopment = (url: URL) =>
  url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');

/** The redirect URI when the login may return there; undefined otherwise. */
export function checkRedirectUri(raw: string, policy: RedirectPolicy): RedirectUri | undefined {
  // A fragment is never part of a redirect URI (RFC 6749 §3.1.2); whitespace and backslashes are
  // what parsers disagree on.
  if (/[\s\\#]/.test(raw)) return undefined;
  const relative = raw.startsWith('/');
  if (relative ? raw.startsWith('//') : !/^https?:\/\//i.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, policy.requestOrigin);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  const allowed = relative
    ? url.origin === policy.requestOrigin
    : url.origin === policy.requestOrigin ||
      (policy.publicOrigins ? policy.publicOrigins.includes(url.origin) : isLoopbackDevelopment(url));
  return allowed ? { asGiven: raw, absolute: relative ? url.href : raw } : undefined;
}

/** The redirect URI with `code` and `state` added, keeping its own query (and staying relative if it was). */
export function withAuthorization(redirectUri: string, code: string, state: string): string {
  const relative = redirectUri.startsWith('/');
  const url = new URL(redirectUri, 'http://relative.invalid');
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  url.searchParams.append('code', code);
  url.searchParams.append('state', state);
  return relative ? `${url.pathname}${url.search}` : url.href;
}

const hashOf = (code: string) => createHash('sha256').update(code).digest('base64url');

export function createOAuthCodes(db: Database, now: () => Date) {
  return {
    /** A new code for the phone, to be redeemed with exactly this redirect URI. */
    async issue(phone: string, redirectUri: string): Promise<string> {
      const code = randomBytes(32).toString('base64url');
      await db.insert(oauthCodes).values({
        codeHash: hashOf(code),
        phone,
        redirectUri,
        expiresAt: new Date(now().getTime() + OAUTH_CODE_TTL_MS),
        createdAt: now(),
      });
      return code;
    },

    /** The phone the code was issued for, once; undefined when unknown, used, expired or for another URI. */
    async consume(code: string, redirectUri: string): Promise<string | undefined> {
      const at = now();
      const [row] = await db
        .update(oauthCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(oauthCodes.codeHash, hashOf(code)),
            isNull(oauthCodes.usedAt),
            gt(oauthCodes.expiresAt, at),
            eq(oauthCodes.redirectUri, redirectUri),
          ),
        )
        .returning({ phone: oauthCodes.phone });
      return row?.phone;
    },
  };
}

export type OAuthCodes = ReturnType<typeof createOAuthCodes>;
