import { LandingPage } from '../features/landing/landing-page';
import { MyPage } from '../features/profile/my-page';
import { OfferBannerSlot } from './offer-banner-slot';

/** Pages that show the home offer banner (SPEC §2): the features stay unaware of each other. */
export const HomePage = () => <LandingPage banner={<OfferBannerSlot />} />;
export const MyHomePage = () => <MyPage banner={<OfferBannerSlot />} />;
