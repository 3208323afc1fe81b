/**
 * Writes the candidate's pair into IndexedDB, where the service worker's outbox reads it. Its own
 * module so tokens.ts can load it without loading token-mirror.ts, which reads tokens.ts back.
 */
import * as apiPaths from '../contract/api-paths';
import { API_BASE } from '../contract/paths';
import { accessTokenClaims } from '../contract/token-claims';
import { clearAuth, writeAuth } from '../shared-outbox/outbox-auth';

const refreshUrl = `${import.meta.env.VITE_API_URL ?? API_BASE}${apiPaths.authRefresh}`;

/** Writes (or, signed out, deletes) the mirror. Called by tokens.ts after every candidate write. */
export async function mirrorTokens(tokens: { accessToken: string; refreshToken: string } | undefined): Promise<void> {
  if (!tokens) return clearAuth();
  await writeAuth({
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    subject: accessTokenClaims(tokens.accessToken).subject ?? '',
    writer: 'page',
    writtenAt: Date.now(),
    refreshUrl,
  });
}
