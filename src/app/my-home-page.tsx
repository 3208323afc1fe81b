import { MyPage } from '../features/profile/my-page';
import { OfferBannerSlot } from './offer-banner-slot';

/** `/my` with the home offer banner (SPEC §2); the profile feature stays unaware of offers. */
export const MyHomePage = () => <MyPage banner={<OfferBannerSlot />} />;
