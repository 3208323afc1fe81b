import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { isSignedInAtom } from '../session/session-state';

// Visitors never download the banner: the landing's first JavaScript stays small.
const OfferBanner = lazy(() => import('../features/offers/offer-banner').then((m) => ({ default: m.OfferBanner })));

/** The home offer banner where a page has room for it, for signed-in candidates only. */
export function OfferBannerSlot() {
  const signedIn = useAtomValue(isSignedInAtom);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <OfferBanner />
    </Suspense>
  );
}
