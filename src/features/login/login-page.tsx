import { styled } from '@linaria/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../lib/http';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { Lead, Page, Title } from '../../ui/page';
import { color, font, space } from '../../ui/tokens';
import { startKakaoLogin } from './api';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

const KakaoButton = styled(Button)`
  background: #fee500;
  color: #191600;
  &:active:not(:disabled) {
    background: #f5dc00;
  }
`;

const Newcomer = styled.p`
  margin-top: ${space.xl};
  text-align: center;
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

/** /login: members sign in by messenger or phone; newcomers start with career verification. */
export function LoginPage() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <Page>
      <Title>{'볼트X에 로그인해 주세요'}</Title>
      <Lead>볼트X에 참여할 때 인증한 카카오 계정이나 휴대전화 번호로 로그인해요.</Lead>
      <Actions>
        <KakaoButton
          disabled={busy}
          onClick={() => {
            setBusy(true);
            setError(undefined);
            startKakaoLogin().catch((failure: unknown) => {
              setError(failure instanceof ApiError ? failure.message : '요청을 실패하였습니다.');
              setBusy(false);
            });
          }}
        >
          카카오로 로그인
        </KakaoButton>
        <Link href="/login/signin" asChild>
          <Button as="a" variant="secondary">
            휴대전화 번호로 로그인
          </Button>
        </Link>
      </Actions>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <Newcomer>
        처음이신가요? <Link href="/submit">3초 경력 인증으로 시작하기</Link>
      </Newcomer>
    </Page>
  );
}
