import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { onSessionExpired } from '../lib/session-events';
import { appStore } from '../session/app-store';
import { sessionExpiredAtom } from '../session/session-state';
import { signOut } from '../session/sign-out';
import { ConfirmAlert } from '../ui/confirm-alert';

/** SPEC §4: session expiry shows an alert, then clears the session and leaves. */
export function SessionExpiredAlert() {
  const [expired, setExpired] = useAtom(sessionExpiredAtom);
  const [, navigate] = useLocation();

  useEffect(
    () =>
      onSessionExpired((realm) => {
        if (realm === 'app' || realm === 'partner') appStore.set(sessionExpiredAtom, realm);
      }),
    [],
  );

  const leave = async () => {
    // The outbox stays: what the candidate wrote is sent once they sign in again.
    const destination = await signOut({ revoke: false, realm: expired || 'app', keepOutbox: true });
    setExpired(false);
    navigate(destination, { replace: true });
  };

  return (
    <ConfirmAlert
      view={expired !== false}
      title="로그인이 만료되었습니다. 다시 인증을 진행해 주세요."
      right={{ title: '확인', function: leave }}
      outClickDisable
    />
  );
}
