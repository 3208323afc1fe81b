import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { isSignedInAtom } from '../session/session-state';

// Fetched only on /my for a signed-in candidate: visitors never download it.
const PushSetting = lazy(() => import('../features/pwa/push-setting').then((m) => ({ default: m.PushSetting })));

/** The "알림 받기" control under the /my tabs, for signed-in candidates only. */
export function PushSettingSlot() {
  const signedIn = useAtomValue(isSignedInAtom);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <PushSetting />
    </Suspense>
  );
}
