import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useProfile } from '../features/profile/api';
import { isSignedInAtom } from '../session/session-state';

// Fetched only on /my for a candidate who has submitted: visitors never download it.
const InstallOffer = lazy(() => import('../features/pwa/install-offer').then((m) => ({ default: m.InstallOffer })));

/**
 * The moment to offer installation: the candidate has submitted — right after sign-up, and from
 * then on whenever offers arrive — so the app is worth keeping on the home screen.
 */
export function InstallOfferSlot() {
  const signedIn = useAtomValue(isSignedInAtom);
  const profile = useProfile(signedIn);
  if (!signedIn || !profile.data?.submittedAt) return null;
  return (
    <Suspense fallback={null}>
      <InstallOffer />
    </Suspense>
  );
}
