import type { AppDeps } from '../app-deps';

/** A fresh sign-in for a candidate: a 15-minute access token and a new refresh-token family. */
export async function issueCandidateSession(
  deps: Pick<AppDeps, 'accessTokens' | 'refreshTokens'>,
  candidateId: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const [accessToken, refreshToken] = await Promise.all([
    deps.accessTokens.sign({ subjectId: candidateId, kind: 'candidate' }),
    deps.refreshTokens.issue(candidateId, 'candidate'),
  ]);
  return { accessToken, refreshToken };
}
