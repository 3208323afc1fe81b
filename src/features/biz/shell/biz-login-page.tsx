/**
 * /biz/login: recruiters, agents and operators sign in with email and password. What was typed
 * stays after a refused attempt; the server's message is shown as it is.
 */
import { styled } from '@linaria/react';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { Redirect } from 'wouter';
import { Button } from '../../../ui/button';
import { Lead, Title } from '../../../ui/page';
import { SiteFooter } from '../../../ui/site-footer';
import { TextField } from '../../../ui/text-field';
import { color, radius, space } from '../../../ui/tokens';
import { useBizSignInRequest } from './api';
import { messageOf } from './error-message';
import { type BizLoginDraft, type BizLoginErrors, validateBizLogin } from './login-rules';
import { BIZ_HOME, useStartBizSession } from './session';
import { FormError } from './shell-styles';
import { bizSignedInAtom } from './state';

const Backdrop = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100dvh;
  padding: ${space.xl} ${space.lg};
`;

const Card = styled.div`
  width: 100%;
  max-width: 420px;
  padding: ${space.xxl} ${space.xl};
  border-radius: ${radius.lg};
  background: ${color.surface};
`;

export function BizLoginPage() {
  const signedIn = useAtomValue(bizSignedInAtom);
  const [draft, setDraft] = useState<BizLoginDraft>({ email: '', password: '' });
  const [errors, setErrors] = useState<BizLoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const signIn = useBizSignInRequest();
  const startSession = useStartBizSession();

  if (signedIn) return <Redirect to={BIZ_HOME} replace />;

  const update = (patch: Partial<BizLoginDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (submitted) setErrors(validateBizLogin(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    setSubmitted(true);
    const found = validateBizLogin(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    signIn.mutate({ email: draft.email.trim(), password: draft.password }, { onSuccess: startSession });
  };

  return (
    <>
      <Backdrop>
        <Card>
          <Title>볼트X 비즈니스</Title>
          <Lead>채용 담당자와 에이전트를 위한 콘솔입니다. 발급받은 계정으로 로그인해 주세요.</Lead>
          <form onSubmit={submit} noValidate aria-label="비즈니스 로그인">
            <TextField
              label="이메일"
              name="email"
              type="email"
              autoComplete="username"
              value={draft.email}
              error={errors.email}
              maxLength={200}
              onChange={(event) => update({ email: event.currentTarget.value })}
            />
            <TextField
              label="비밀번호"
              name="password"
              type="password"
              autoComplete="current-password"
              value={draft.password}
              error={errors.password}
              maxLength={200}
              onChange={(event) => update({ password: event.currentTarget.value })}
            />
            {signIn.isError ? <FormError role="alert">{messageOf(signIn.error)}</FormError> : null}
            <Button type="submit" disabled={signIn.isPending}>
              {signIn.isPending ? '로그인 중…' : '로그인'}
            </Button>
          </form>
        </Card>
      </Backdrop>
      <SiteFooter variant="business" wide />
    </>
  );
}
