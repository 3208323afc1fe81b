import type { PartnerMe } from '../../contract/partners';
import { writeTokens } from '../../lib/tokens';

export const signInAsPartner = () =>
  writeTokens({ accessToken: 'partner-access', refreshToken: 'partner-refresh', holder: 'partner' });

export const partnerMe: PartnerMe = {
  name: '김추천',
  referralPath: '/r/Ab12Cd34Ef',
  counts: { total: 3, submitted: 2, matched: 1 },
  referrals: [
    { number: 3, joinedAt: '2026-11-20T16:30:00.000Z', status: 'MATCHED' },
    { number: 2, joinedAt: '2026-11-02T01:00:00.000Z', status: 'SUBMITTED' },
    { number: 1, joinedAt: '2026-10-15T03:00:00.000Z', status: 'LEFT' },
  ],
};
