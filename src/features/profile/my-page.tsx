import { styled } from '@linaria/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { REPORT_DELAY_HOURS } from '../../contract/profile';
import { NetworkError } from '../../lib/http';
import { isSignedInAtom } from '../../session/session-state';
import { signOut } from '../../session/sign-out';
import { Button } from '../../ui/button';
import { MyTabs } from '../../ui/my-tabs';
import { Lead, Page, Title } from '../../ui/page';
import { SignInPrompt } from '../../ui/sign-in-prompt';
import { SiteFooter } from '../../ui/site-footer';
import { color, font, radius, space } from '../../ui/tokens';
import { myAtom, useProfile } from './api';
import { CompletenessCard } from './completeness-card';
import { ProfileEditNotice } from './profile-edit-notice';
import { ProfileLinks } from './profile-links';
import { ProfileStatusCard } from './profile-status-card';
import { VerifiedCareer } from './verified-career';

const Links = styled.nav`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.sm};
  margin: ${space.xl} 0;

  & a {
    padding: ${space.md} ${space.lg};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    color: ${color.text};
    font-size: ${font.size.body};
    text-decoration: none;
  }
`;

const Status = styled.p`
  margin: 0;
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

function Profile({ banner }: { banner?: ReactNode }) {
  const my = useAtomValue(myAtom);
  const profile = useProfile();
  const submittedAt = profile.data?.submittedAt;
  const reportReady =
    submittedAt !== null &&
    submittedAt !== undefined &&
    Date.now() - Date.parse(submittedAt) >= REPORT_DELAY_HOURS * 3_600_000;
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
    <>
      <Page>
        <MyTabs />
        {banner}
        <Title>{`${my.data.name}님, 반가워요`}</Title>
        <Status>
          {my.data.jobLabel} · {my.data.jobSubLabel}
        </Status>
        <ProfileEditNotice />
        {profile.data ? <CompletenessCard profile={profile.data} /> : null}
        {reportReady ? (
          <Link href="/my/report" asChild>
            <Button as="a" variant="secondary">
              예상 연봉이 도착했어요 →
            </Button>
          </Link>
        ) : null}
        <ProfileStatusCard isActivate={my.data.isActivate} />
        <Links aria-label="프로필 관리">
          <Link href="/my/edit">프로필 수정하기</Link>
          <Link href="/my/techstack">기술 스택</Link>
          <Link href="/my/companies/interest">관심회사</Link>
          <Link href="/my/companies/restrict">프로필을 볼 수 없는 회사</Link>
          <Link href="/my/survey">이직 준비 설문</Link>
          <Link href="/submit_kakao/school">학력</Link>
          <Link href="/my/files">내 파일</Link>
          <Link href="/my/preview">기업에는 이렇게 보여요</Link>
        </Links>
        <VerifiedCareer />
        {profile.data ? <ProfileLinks profile={profile.data} /> : null}
        <Button variant="secondary" onClick={async () => navigate(await signOut({ revoke: true }), { replace: true })}>
          로그아웃
        </Button>
      </Page>
      <SiteFooter variant="candidate" onWithdraw={() => navigate('/my/withdraw')} />
    </>
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
