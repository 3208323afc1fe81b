import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanyList } from '../../contract/companies';
import { apiPaths } from '../../contract/paths';
import { request } from '../../lib/http';

export const companyKeys = {
  all: ['companies'] as const,
  participating: () => [...companyKeys.all, 'participating'] as const,
};

export const fetchParticipatingCompanies = () => request(apiPaths.companies, { response: CompanyList, auth: false });

/** SPEC §9: the company list is cached indefinitely. */
export const participatingCompaniesQuery = () =>
  queryOptions({
    queryKey: companyKeys.participating(),
    queryFn: fetchParticipatingCompanies,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useParticipatingCompanies = () => useQuery(participatingCompaniesQuery());
