import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import type { LoginResponse } from '../../contract/auth';
import { clientSessionAtom } from '../../session/session-state';
import { startSession } from '../../session/start-session';

/** Stores a fresh candidate session and goes to the profile tab. */
export function useCompleteSignIn() {
  const setSession = useSetAtom(clientSessionAtom);
  const [, navigate] = useLocation();
  return async (response: LoginResponse, phone: string) => {
    await startSession(response);
    setSession((session) => ({ ...session, userId: response.userId, name: response.name, phone }));
    navigate('/my', { replace: true });
  };
}
