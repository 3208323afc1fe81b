/**
 * Starting and ending a console session. The console's tokens are their own realm
 * (lib/tokens.ts), so signing in or out here never touches a candidate's session in the same
 * browser; only the 'biz' part of the query cache is dropped.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import type { TokenPair } from '../../../contract/auth';
import { clearTokens, readTokens, writeTokens } from '../../../lib/tokens';
import { bizKeys, revokeBizSession } from './api';
import { bizTokensVersionAtom } from './state';

export const BIZ_HOME = '/biz';
export const BIZ_LOGIN = '/biz/login';

export function useStartBizSession() {
  const queryClient = useQueryClient();
  const bumpTokens = useSetAtom(bizTokensVersionAtom);
  const [, navigate] = useLocation();
  return (pair: TokenPair) => {
    // The previous account's candidates and offers must not show for a moment.
    queryClient.removeQueries({ queryKey: bizKeys.all });
    writeTokens({ ...pair, holder: 'biz' });
    bumpTokens((version) => version + 1);
    navigate(BIZ_HOME, { replace: true });
  };
}

export function useEndBizSession() {
  const queryClient = useQueryClient();
  const bumpTokens = useSetAtom(bizTokensVersionAtom);
  const [, navigate] = useLocation();
  return async ({ revoke }: { revoke: boolean }) => {
    const tokens = readTokens('biz');
    // Best effort: offline, the refresh family still expires by itself.
    if (revoke && tokens) await revokeBizSession(tokens.refreshToken).catch(() => undefined);
    clearTokens('biz');
    bumpTokens((version) => version + 1);
    navigate(BIZ_LOGIN, { replace: true });
    queryClient.removeQueries({ queryKey: bizKeys.all });
  };
}
