import { LandingPage } from '../features/landing/landing-page';
import { OfferBannerSlot } from './offer-banner-slot';

/** `/` with the home offer banner (SPEC §2); the landing feature stays unaware of offers. */
export const HomePage = () => <LandingPage banner={<OfferBannerSlot />} />;
