import { useAtom } from 'jotai';
import { useLocation } from 'wouter';
import { sessionExpiredAtom } from '../session/session-state';
import { signOut } from '../session/sign-out';
import { ConfirmAlert } from '../ui/confirm-alert';

/** SPEC §4: the alert, then the session cleared and the way out. Loaded only once a session has expired. */
export function SessionExpiredDialog() {
  const [expired, setExpired] = useAtom(sessionExpiredAtom);
  const [, navigate] = useLocation();

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
