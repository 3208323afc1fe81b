/**
 * /login/autho: the messenger hands the authorization code back here. The state must match the
 * one this tab sent; the code is exchanged once for a session.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { ErrorCode } from '../../contract/errors';
import { ApiError } from '../../lib/http';
import { Button } from '../../ui/button';
import { Lead, Page, Title } from '../../ui/page';
import { signInWithKakao, takeOAuthState } from './api';
import { useCompleteSignIn } from './use-sign-in';

type Failure = { title: string; description: string; toSignup: boolean };

export function KakaoCallbackPage() {
  const params = new URLSearchParams(useSearch());
  const code = params.get('code');
  const state = params.get('state');
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<Failure>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const expected = takeOAuthState();
    if (!code || !state || state !== expected) {
      setFailure({
        title: '잘못된 경로입니다. 볼트엑스 메인을 통해 다시 진입해 주세요.',
        description: '',
        toSignup: false,
      });
      return;
    }
    signInWithKakao(code)
      .then((response) => completeSignIn(response, ''))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.code === ErrorCode.notMember) {
          setFailure({ title: '볼트X 참여 이력이 없어요', description: error.message, toSignup: true });
        } else {
          setFailure({
            title: '카카오 로그인에 실패했어요',
            description: error instanceof ApiError ? error.message : '잠시 후 다시 시도해 주세요.',
            toSignup: false,
          });
        }
      });
  }, [code, state, completeSignIn]);

  if (!failure) {
    return (
      <Page aria-busy="true">
        <Title>카카오 로그인 중이에요</Title>
        <Lead role="status">잠시만 기다려 주세요.</Lead>
      </Page>
    );
  }
  return (
    <Page>
      <Title>{failure.title}</Title>
      {failure.description ? <Lead>{failure.description}</Lead> : null}
      <Link href={failure.toSignup ? '/submit' : '/login'} asChild>
        <Button as="a">{failure.toSignup ? '경력 인증으로 시작하기' : '다시 로그인하기'}</Button>
      </Link>
    </Page>
  );
}
