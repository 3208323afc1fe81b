import { styled } from '@linaria/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../lib/http';
import { Button } from '../../ui/button';
import { NeedsConnection, useNeedsConnection } from '../../ui/needs-connection';
import { ConfirmAlertOnDemand } from '../../ui/on-demand';
import { Toast } from '../../ui/toast';
import { color, font, radius, space } from '../../ui/tokens';
import { useStopProfile } from './api';

const Card = styled.section`
  margin: ${space.xl} 0;
  padding: ${space.xl};
  border-radius: ${radius.lg};
  background: ${color.background};

  & p {
    margin: 0 0 ${space.md};
    font-size: ${font.size.body};
    color: ${color.textSub};
  }
`;

/** Whether companies see the profile, and the switch to stop or restart (SPEC §4). */
export function ProfileStatusCard({ isActivate }: { isActivate: boolean }) {
  const stop = useStopProfile();
  const offline = useNeedsConnection();
  const [confirming, setConfirming] = useState(false);
  const [toast, setToast] = useState<string>();
  return (
    <Card aria-label="제안 받기 상태">
      <p>{isActivate ? '기업에 프로필이 공개되어 제안을 받고 있어요.' : '지금은 제안을 받지 않고 있어요.'}</p>
      {isActivate ? (
        <>
          <NeedsConnection what="제안 그만 받기는" />
          <Button type="button" variant="secondary" disabled={offline} onClick={() => setConfirming(true)}>
            제안 그만 받기
          </Button>
        </>
      ) : (
        <Link href="/my/retry" asChild>
          <Button as="a">프로필 다시 공개하기</Button>
        </Link>
      )}
      <ConfirmAlertOnDemand
        view={confirming}
        title="제안을 그만 받을까요?"
        subtit="기업이 더 이상 내 프로필을 볼 수 없어요. 언제든 다시 공개할 수 있어요."
        left={{ title: '취소', function: () => setConfirming(false) }}
        right={{
          title: '그만 받기',
          function: () => {
            setConfirming(false);
            stop.mutate(undefined, {
              onSuccess: () => setToast('이제 제안을 받지 않아요.'),
              // SPEC §4: hiding needs an active profile; the server's 409 says it is already hidden.
              onError: (error) =>
                setToast(error instanceof ApiError && error.status === 409 ? error.message : '다시 시도해 주세요'),
            });
          },
        }}
        onClose={() => setConfirming(false)}
      />
      <Toast view={toast !== undefined} onHide={() => setToast(undefined)}>
        {toast}
      </Toast>
    </Card>
  );
}
