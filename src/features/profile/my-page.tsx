import { styled } from '@linaria/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { MyTabs } from '../../app/my-tabs';
import { isSignedInAtom } from '../../app/session-state';
import { SignInPrompt } from '../../app/sign-in-prompt';
import { signOut } from '../../app/sign-out';
import { NetworkError } from '../../lib/http';
import { Button } from '../../ui/button';
import { Lead, Page, Title } from '../../ui/page';
import { color, font, radius, space } from '../../ui/tokens';
import { myAtom } from './api';
import { VerifiedCareer } from './verified-career';

const Card = styled.section`
  margin: ${space.xl} 0;
  padding: ${space.xl};
  border-radius: ${radius.lg};
  background: ${color.background};
`;

const Status = styled.p`
  margin: 0;
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

function Profile({ banner }: { banner?: ReactNode }) {
  const my = useAtomValue(myAtom);
  const [, navigate] = useLocation();
  if (my.isPending) {
    return (
      <Page aria-busy="true">
        <Status role="status">내 정보를 불러오는 중이에요…</Status>
      </Page>
    );
  }
  if (my.isError) {
    // SPEC §2: a failed load of one's own data goes home — unless the network is the reason.
    if (!(my.error instanceof NetworkError)) return <Redirect to="/" replace />;
    return (
      <Page>
        <Title>인터넷에 연결되어 있지 않아요</Title>
        <Lead>연결을 확인한 뒤 다시 시도해 주세요.</Lead>
        <Button onClick={() => my.refetch()}>다시 시도하기</Button>
      </Page>
    );
  }
  return (
    <Page>
      <MyTabs />
      {banner}
      <Title>{`${my.data.name}님, 반가워요`}</Title>
      <Status>
        {my.data.jobLabel} · {my.data.jobSubLabel}
      </Status>
      <Card aria-label="제안 받기 상태">
        <Status>
          {my.data.isActivate ? '기업에 프로필이 공개되어 제안을 받고 있어요.' : '지금은 제안을 받지 않고 있어요.'}
        </Status>
      </Card>
      <VerifiedCareer />
      <Button variant="secondary" onClick={async () => navigate(await signOut({ revoke: true }), { replace: true })}>
        로그아웃
      </Button>
    </Page>
  );
}

/** /my: the profile tab. */
export function MyPage({ banner }: { banner?: ReactNode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  return signedIn ? (
    <Profile banner={banner} />
  ) : (
    <SignInPrompt lead="내 프로필과 받은 제안은 로그인한 뒤에 볼 수 있어요." />
  );
}
