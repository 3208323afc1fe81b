import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { onSessionExpired } from '../lib/session-events';
import { appStore } from '../session/app-store';
import { sessionExpiredAtom } from '../session/session-state';

// The dialog and the sign-out behind it stay out of the shell: most visits never see them.
const SessionExpiredDialog = lazy(() =>
  import('./session-expired-dialog').then((m) => ({ default: m.SessionExpiredDialog })),
);

/** SPEC §4: session expiry shows an alert, then clears the session and leaves. */
export function SessionExpiredAlert() {
  const expired = useAtomValue(sessionExpiredAtom);

  useEffect(
    () =>
      onSessionExpired((realm) => {
        if (realm === 'app' || realm === 'partner') appStore.set(sessionExpiredAtom, realm);
      }),
    [],
  );

  if (expired === false) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  );
}
