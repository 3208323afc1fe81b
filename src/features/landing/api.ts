import { queryOptions, useQuery } from '@tanstack/react-query';
import * as apiPaths from '../../contract/api-paths';
import { CompanyList } from '../../contract/companies';
import { request } from '../../lib/http';
import { fetchRollingItems } from './rolling-api';

const companyKeys = {
  all: ['companies'] as const,
  participating: () => [...companyKeys.all, 'participating'] as const,
};

const fetchParticipatingCompanies = () => request(apiPaths.companies, { response: CompanyList, auth: false });

/** SPEC §9: the company list is cached indefinitely. */
const participatingCompaniesQuery = () =>
  queryOptions({
    queryKey: companyKeys.participating(),
    queryFn: fetchParticipatingCompanies,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useParticipatingCompanies = () => useQuery(participatingCompaniesQuery());

export const landingKeys = {
  rolling: ['landing', 'rolling'] as const,
  popularJobs: ['landing', 'popular-jobs'] as const,
  faq: ['landing', 'faq'] as const,
  blog: ['landing', 'blog'] as const,
};

/** Content changes rarely: fetched once per visit. */
export const CONTENT_STALE_MS = 10 * 60_000;

export const useRollingItems = () =>
  useQuery({
    queryKey: landingKeys.rolling,
    queryFn: fetchRollingItems,
    staleTime: CONTENT_STALE_MS,
  });
