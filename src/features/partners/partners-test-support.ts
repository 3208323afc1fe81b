import type { PartnerMe } from '../../contract/partners';
import { writeTokens } from '../../lib/tokens';

export const signInAsPartner = () =>
  writeTokens({ accessToken: 'partner-access', refreshToken: 'partner-refresh', holder: 'partner' });

export const partnerMe: PartnerMe = {
  name: '김추천',
  referralPath: '/r/Ab12Cd34Ef',
  counts: { total: 3, submitted: 2, matched: 1 },
  referrals: [
    { number: 3, joinedAt: '2026-11-21', status: 'MATCHED' },
    { number: 2, joinedAt: '2026-11-02', status: 'SUBMITTED' },
    { number: 1, joinedAt: '2026-10-15', status: 'LEFT' },
  ],
};
