/**
 * /partners/login — referral partners sign in with e-mail and password (SPEC §2, §3). The tokens
 * go to sessionStorage (holder 'partner'), so the session ends with the tab. What was typed stays
 * after a refused attempt; the server's message is shown as it is.
 */

import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { Redirect, useLocation } from 'wouter';
import { PARTNER_PASSWORD_MAX } from '../../contract/partners';
import { ApiError, NetworkError } from '../../lib/http';
import { writeTokens } from '../../lib/tokens';
import { tokensVersionAtom } from '../../session/session-state';
import { Lead, Page, Title } from '../../ui/page';
import { PasswordSignInForm, type SignInDraft } from '../../ui/password-sign-in-form';
import { partnerKeys, useLoginPartner } from './api';
import { EMAIL_MAX, validatePartnerLogin } from './login-rules';
import { partnerSignedInAtom } from './state';

export const PARTNER_HOME = '/partners';

function loginErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return '인터넷에 연결되어 있지 않아요. 연결을 확인한 뒤 다시 시도해 주세요.';
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return '요청을 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.';
}

export function PartnerLoginPage() {
  const signedIn = useAtomValue(partnerSignedInAtom);
  const bumpTokens = useSetAtom(tokensVersionAtom);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const login = useLoginPartner();

  if (signedIn) return <Redirect to={PARTNER_HOME} replace />;

  const signIn = (draft: SignInDraft) =>
    login.mutate(draft, {
      onSuccess: (tokens) => {
        // Nothing a previous partner of this tab read may show for this one.
        queryClient.removeQueries({ queryKey: partnerKeys.all });
        writeTokens({ ...tokens, holder: 'partner' });
        bumpTokens((version) => version + 1);
        navigate(PARTNER_HOME, { replace: true });
      },
    });

  return (
    <Page>
      <Title>볼트X 파트너 로그인</Title>
      <Lead>추천 파트너 계정으로 로그인하면 나의 추천 링크와 추천 현황을 볼 수 있어요.</Lead>
      <PasswordSignInForm
        label="파트너 로그인"
        validate={validatePartnerLogin}
        emailMax={EMAIL_MAX}
        passwordMax={PARTNER_PASSWORD_MAX}
        pending={login.isPending}
        refusal={login.isError ? loginErrorMessage(login.error) : undefined}
        onSubmit={signIn}
      />
    </Page>
  );
}
