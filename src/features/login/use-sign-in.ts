import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { clientSessionAtom, tokensVersionAtom } from '../../app/session-state';
import type { LoginResponse } from '../../contract/auth';
import { writeTokens } from '../../lib/tokens';

/** Stores a fresh candidate session and goes to the profile tab. */
export function useCompleteSignIn() {
  const setSession = useSetAtom(clientSessionAtom);
  const bumpTokens = useSetAtom(tokensVersionAtom);
  const [, navigate] = useLocation();
  return (response: LoginResponse, phone: string) => {
    writeTokens({ accessToken: response.accessToken, refreshToken: response.refreshToken, holder: 'candidate' });
    setSession((session) => ({ ...session, userId: response.userId, name: response.name, phone }));
    bumpTokens((version) => version + 1);
    navigate('/my', { replace: true });
  };
}
