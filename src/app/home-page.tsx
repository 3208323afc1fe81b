import { useAtomValue } from 'jotai';
import { LandingPage } from '../features/landing/landing-page';
import { isSignedInAtom } from '../session/session-state';
import { OfferBannerSlot } from './offer-banner-slot';

/**
 * `/` inside the app shell, for in-app navigations back home (a first visit gets the prerendered
 * landing.html and its islands, app/landing-islands.tsx). The home offer banner (SPEC §2)
 * comes from here: the landing feature stays unaware of offers.
 */
export function HomePage() {
  const signedIn = useAtomValue(isSignedInAtom);
  return <LandingPage signedIn={signedIn} banner={<OfferBannerSlot />} />;
}
