/**
 * /biz/login: recruiters, agents and operators sign in with email and password. What was typed
 * stays after a refused attempt; the server's message is shown as it is.
 */
import { styled } from '@linaria/react';
import { useAtomValue } from 'jotai';
import { Redirect } from 'wouter';
import { Lead, Title } from '../../../ui/page';
import { PasswordSignInForm } from '../../../ui/password-sign-in-form';
import { SiteFooter } from '../../../ui/site-footer';
import { color, radius, space } from '../../../ui/tokens';
import { useBizSignInRequest } from './api';
import { messageOf } from './error-message';
import { validateBizLogin } from './login-rules';
import { BIZ_HOME, useStartBizSession } from './session';
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
  const signIn = useBizSignInRequest();
  const startSession = useStartBizSession();

  if (signedIn) return <Redirect to={BIZ_HOME} replace />;

  return (
    <>
      <Backdrop>
        <Card>
          <Title>볼트X 비즈니스</Title>
          <Lead>채용 담당자와 에이전트를 위한 콘솔입니다. 발급받은 계정으로 로그인해 주세요.</Lead>
          <PasswordSignInForm
            label="비즈니스 로그인"
            validate={validateBizLogin}
            emailMax={200}
            passwordMax={200}
            pending={signIn.isPending}
            refusal={signIn.isError ? messageOf(signIn.error) : undefined}
            onSubmit={(draft) => signIn.mutate(draft, { onSuccess: startSession })}
          />
        </Card>
      </Backdrop>
      <SiteFooter variant="business" wide />
    </>
  );
}
