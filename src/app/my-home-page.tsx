import { MyPage } from '../features/profile/my-page';
import { InstallOfferSlot } from './install-offer-slot';
import { OfferBannerSlot } from './offer-banner-slot';
import { PushSettingSlot } from './push-setting-slot';

/**
 * `/my` with the home offer banner (SPEC §2), the install offer and the "알림 받기" control; the
 * profile feature stays unaware of all three.
 */
export const MyHomePage = () => (
  <MyPage
    banner={
      <>
        <OfferBannerSlot />
        <InstallOfferSlot />
        <PushSettingSlot />
      </>
    }
  />
);
