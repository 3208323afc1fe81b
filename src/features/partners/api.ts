/**
 * Referral partners' calls (SPEC §1, §3 partner session). Query roots "partners" and "referrals"
 * are not persisted to IndexedDB: a partner's session ends with the tab, and so does what it read.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as apiPaths from '../../contract/api-paths';
import { TokenPair } from '../../contract/auth';
import { type PartnerLogin, PartnerMe, ReferralInfo } from '../../contract/partners';
import { pathOf } from '../../contract/paths';
import { request } from '../../lib/http';

export const partnerKeys = {
  all: ['partners'] as const,
  me: ['partners', 'me'] as const,
  referral: (token: string) => ['referrals', token] as const,
};

const loginPartner = (body: PartnerLogin) =>
  request(apiPaths.partnerLogin, { method: 'POST', body, response: TokenPair, auth: false });

export const useLoginPartner = () => useMutation({ mutationFn: loginPartner });

const partnerMeQuery = () =>
  queryOptions({
    queryKey: partnerKeys.me,
    queryFn: () => request(apiPaths.partnerMe, { response: PartnerMe, realm: 'partner' }),
    staleTime: 30_000,
    retry: false,
  });

export const usePartnerMe = (enabled: boolean) => useQuery({ ...partnerMeQuery(), enabled });

const referralQuery = (token: string) =>
  queryOptions({
    queryKey: partnerKeys.referral(token),
    queryFn: () => request(pathOf(apiPaths.referral, { token }), { response: ReferralInfo, auth: false }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useReferral = (token: string, enabled: boolean) => useQuery({ ...referralQuery(token), enabled });
