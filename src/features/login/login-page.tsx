import { styled } from '@linaria/react';
import { Link } from 'wouter';
import { Button } from '../../ui/button';
import { Lead, Page, Title } from '../../ui/page';
import { space } from '../../ui/tokens';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

/** /login: the way in, by messenger authentication (new candidates) or by phone (members). */
export function LoginPage() {
  return (
    <Page>
      <Title>{'볼트X 시작하기'}</Title>
      <Lead>처음이라면 카카오 인증서로 경력을 불러오고, 이미 참여했다면 휴대전화 번호로 로그인해요.</Lead>
      <Actions>
        <Link href="/submit" asChild>
          <Button as="a">카카오 인증서로 시작하기</Button>
        </Link>
        <Link href="/login/signin" asChild>
          <Button as="a" variant="secondary">
            휴대전화 번호로 로그인
          </Button>
        </Link>
      </Actions>
    </Page>
  );
}
