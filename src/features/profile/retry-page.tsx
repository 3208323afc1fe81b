import { styled } from '@linaria/react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { PROFILE_RESTARTED_MESSAGE } from '../../contract/profile';
import { ApiError } from '../../lib/http';
import { isSignedInAtom } from '../../session/session-state';
import { Button } from '../../ui/button';
import { useCarriedToast } from '../../ui/carried-toast';
import { NeedsConnection, useNeedsConnection } from '../../ui/needs-connection';
import { Lead, Page, Title } from '../../ui/page';
import { SignInPrompt } from '../../ui/sign-in-prompt';
import { StickyBar } from '../../ui/sticky-bar';
import { color, font, space } from '../../ui/tokens';
import { useRestartProfile } from './api';

/** A member whose careers changed verifies them again: the sign-up as a reapply (SPEC §2, §5). */
const Again = styled.p`
  margin: 0 0 ${space.xl};
  font-size: ${font.size.caption};
  color: ${color.textSub};

  & a {
    color: ${color.primary};
    font-weight: ${font.weight.bold};
  }
`;

/**
 * SPEC §4: the toast, then my page. The toast shows here first, where the button was pressed, and
 * stays on /my for the rest of its time (ui/carried-toast.tsx).
 */
export const RESTARTED_PAUSE_MS = 1_200;

function Retry() {
  const restart = useRestartProfile();
  const offline = useNeedsConnection();
  const [, navigate] = useLocation();
  const showToast = useCarriedToast();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/my', { replace: true }), RESTARTED_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);
  return (
    <Page>
      <Title>{'프로필을 다시 공개하고\n제안을 받아 보세요'}</Title>
      <Lead>인증한 경력과 연봉으로 프로필을 다시 공개해요. 이름은 내가 제안을 수락한 기업에만 보여요.</Lead>
      <NeedsConnection what="프로필 다시 공개는" />
      <Again>
        회사나 직무가 바뀌었나요? <Link href="/submit?reapply=1">경력 다시 인증하기</Link>
      </Again>
      <StickyBar>
        <Button
          disabled={restart.isPending || done || offline}
          onClick={() =>
            restart.mutate(undefined, {
              onSuccess: (result) => {
                showToast(result.restarted ? PROFILE_RESTARTED_MESSAGE : '이미 기업에 프로필이 공개되어 있어요.');
                setDone(true);
              },
              onError: (error) => showToast(error instanceof ApiError ? error.message : '다시 시도해 주세요'),
            })
          }
        >
          다시 공개하기
        </Button>
      </StickyBar>
    </Page>
  );
}

/** /my/retry — re-publish the profile (SPEC §2, §4: a toast says companies see it again). */
export function RetryPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  return signedIn ? <Retry /> : <SignInPrompt lead="프로필은 로그인한 뒤에 다시 공개할 수 있어요." />;
}
