/**
 * The companies pages (restricted and interest companies): the candidate's chosen companies of
 * each mode, the participating companies to pick from, and the company search.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as apiPaths from '../../contract/api-paths';
import { CompanyList } from '../../contract/companies';
import { pathOf } from '../../contract/paths';
import { ChosenCompanies, type CompanyMode, CompanySearchResult } from '../../contract/profile';
import { request } from '../../lib/http';
import { invalidateOtherProfileQueries, OWN_DATA, SEARCH_STALE_MS, settingsKeys } from './settings-keys';

const chosenCompaniesQuery = (mode: CompanyMode) =>
  queryOptions({
    queryKey: settingsKeys.companies(mode),
    queryFn: () => request(pathOf(apiPaths.chosenCompanies, { mode }), { response: ChosenCompanies }),
    ...OWN_DATA,
  });

export const useChosenCompanies = (mode: CompanyMode) => useQuery(chosenCompaniesQuery(mode));

export function useSaveChosenCompanies(mode: CompanyMode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyIds: number[]) =>
      request(pathOf(apiPaths.chosenCompanies, { mode }), {
        method: 'PATCH',
        body: { companyIds },
        response: ChosenCompanies,
      }),
    onSuccess: (chosen) => {
      queryClient.setQueryData(chosenCompaniesQuery(mode).queryKey, chosen);
      return invalidateOtherProfileQueries(queryClient, settingsKeys.companies(mode));
    },
  });
}

/** SPEC §9: the company list is cached indefinitely. */
export const useParticipatingCompanies = () =>
  useQuery({
    queryKey: settingsKeys.participating(),
    queryFn: () => request(apiPaths.companies, { response: CompanyList, auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** `q` is already trimmed; nothing is asked for an empty one. */
export const useCompanySearch = (q: string) =>
  useQuery({
    queryKey: settingsKeys.companySearch(q),
    queryFn: ({ signal }) => request(apiPaths.companySearch, { query: { q }, response: CompanySearchResult, signal }),
    enabled: q !== '',
    staleTime: SEARCH_STALE_MS,
    placeholderData: keepPreviousData,
  });
