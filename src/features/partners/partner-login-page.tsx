/**
 * /partners/login — referral partners sign in with e-mail and password (SPEC §2, §3). The tokens
 * go to sessionStorage (holder 'partner'), so the session ends with the tab. What was typed stays
 * after a refused attempt; the server's message is shown as it is.
 */

import { styled } from '@linaria/react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { PARTNER_PASSWORD_MAX } from '../../contract/partners';
import { ApiError, NetworkError } from '../../lib/http';
import { writeTokens } from '../../lib/tokens';
import { tokensVersionAtom } from '../../session/session-state';
import { Button } from '../../ui/button';
import { Lead, Page, Title } from '../../ui/page';
import { TextField } from '../../ui/text-field';
import { color, font, space } from '../../ui/tokens';
import { partnerKeys, useLoginPartner } from './api';
import { EMAIL_MAX, type PartnerLoginDraft, type PartnerLoginErrors, validatePartnerLogin } from './login-rules';
import { partnerSignedInAtom } from './state';

export const PARTNER_HOME = '/partners';

const FormError = styled.p`
  margin: 0 0 ${space.lg};
  color: ${color.danger};
  font-size: ${font.size.body};
`;

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
  const [draft, setDraft] = useState<PartnerLoginDraft>({ email: '', password: '' });
  const [errors, setErrors] = useState<PartnerLoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const login = useLoginPartner();

  if (signedIn) return <Redirect to={PARTNER_HOME} replace />;

  const update = (patch: Partial<PartnerLoginDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (submitted) setErrors(validatePartnerLogin(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    setSubmitted(true);
    const found = validatePartnerLogin(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    login.mutate(
      { email: draft.email.trim(), password: draft.password },
      {
        onSuccess: (tokens) => {
          // Nothing a previous partner of this tab read may show for this one.
          queryClient.removeQueries({ queryKey: partnerKeys.all });
          writeTokens({ ...tokens, holder: 'partner' });
          bumpTokens((version) => version + 1);
          navigate(PARTNER_HOME, { replace: true });
        },
      },
    );
  };

  return (
    <Page>
      <Title>볼트X 파트너 로그인</Title>
      <Lead>추천 파트너 계정으로 로그인하면 나의 추천 링크와 추천 현황을 볼 수 있어요.</Lead>
      <form onSubmit={submit} noValidate aria-label="파트너 로그인">
        <TextField
          label="이메일"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          value={draft.email}
          error={errors.email}
          maxLength={EMAIL_MAX}
          onChange={(event) => update({ email: event.currentTarget.value })}
        />
        <TextField
          label="비밀번호"
          name="password"
          type="password"
          autoComplete="current-password"
          value={draft.password}
          error={errors.password}
          maxLength={PARTNER_PASSWORD_MAX}
          onChange={(event) => update({ password: event.currentTarget.value })}
        />
        {login.isError ? <FormError role="alert">{loginErrorMessage(login.error)}</FormError> : null}
        <Button type="submit" disabled={login.isPending}>
          {login.isPending ? '로그인 중…' : '로그인'}
        </Button>
      </form>
    </Page>
  );
}
