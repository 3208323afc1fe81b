/**
 * The business console's server data. Every key starts with 'biz', a root the IndexedDB
 * persister does not keep (lib/persister.ts): a shared office computer must not hold
 * candidates' data after the tab closes. Requests use the console's own token realm.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as apiPaths from '../../../contract/api-paths';
import { OkResponse, TokenPair } from '../../../contract/auth';
import { BizCompanyList, type BizLoginRequest, BizMe } from '../../../contract/biz';
import type { OfferStatus } from '../../../contract/offers';
import { pathOf } from '../../../contract/paths';
import { request } from '../../../lib/http';
import type { PoolFilters } from '../pool/pool-filters';

export const bizKeys = {
  all: ['biz'] as const,
  me: () => [...bizKeys.all, 'me'] as const,
  pools: () => [...bizKeys.all, 'pool'] as const,
  pool: (filters: PoolFilters) => [...bizKeys.pools(), filters] as const,
  candidate: (id: string) => [...bizKeys.all, 'candidate', id] as const,
  candidateCompanies: (id: string) => [...bizKeys.candidate(id), 'companies'] as const,
  offerLists: () => [...bizKeys.all, 'offers'] as const,
  offers: (status: OfferStatus | undefined) => [...bizKeys.offerLists(), status ?? 'ALL'] as const,
  coffeechats: () => [...bizKeys.all, 'coffeechats'] as const,
};

const signInToBiz = (body: BizLoginRequest) =>
  request(apiPaths.bizLogin, { method: 'POST', body, response: TokenPair, auth: false, realm: 'biz' });

export const useBizSignInRequest = () => useMutation({ mutationFn: signInToBiz });

/** Revokes the refresh token's family; the refresh token is the credential, as for candidates. */
export const revokeBizSession = (refreshToken: string) =>
  request(apiPaths.authLogout, {
    method: 'POST',
    auth: false,
    headers: { Authorization: `Bearer ${refreshToken}` },
    response: OkResponse,
    realm: 'biz',
  });

const bizMeQuery = () =>
  queryOptions({
    queryKey: bizKeys.me(),
    queryFn: () => request(apiPaths.bizMe, { response: BizMe, realm: 'biz' }),
    staleTime: 5 * 60 * 1000,
  });

export const useBizMe = () => useQuery(bizMeQuery());

/**
 * The companies an agent or operator may send this candidate an offer for: the server leaves out
 * the candidate's current employer and the companies they restricted.
 */
const candidateCompaniesQuery = (candidateId: string) =>
  queryOptions({
    queryKey: bizKeys.candidateCompanies(candidateId),
    queryFn: () =>
      request(pathOf(apiPaths.bizCandidateCompanies, { id: candidateId }), { response: BizCompanyList, realm: 'biz' }),
    staleTime: 10 * 60 * 1000,
  });

export const useCandidateCompanies = (candidateId: string) => useQuery(candidateCompaniesQuery(candidateId));
