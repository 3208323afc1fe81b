/**
 * The tech stack page: the candidate's stacks, their search and the recommendations shown
 * before anything is searched.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as apiPaths from '../../contract/api-paths';
import { ProfileV3, TECH_STACK_RESULTS_MAX, TechStackSearch, TechStackUpdate } from '../../contract/profile';
import { request } from '../../lib/http';
import { invalidateOtherProfileQueries, OWN_DATA, SEARCH_STALE_MS, settingsKeys } from './settings-keys';

const techStacksQuery = () =>
  queryOptions({
    queryKey: settingsKeys.techStacks(),
    queryFn: async () => {
      const profile = await request(apiPaths.profile, { response: ProfileV3 });
      return { techStackItems: profile.techStackItems };
    },
    ...OWN_DATA,
  });

export const useTechStacks = () => useQuery(techStacksQuery());

export function useSaveTechStacks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (techStackItems: string[]) =>
      request(apiPaths.techStackUpdate, { method: 'PATCH', body: { techStackItems }, response: TechStackUpdate }),
    onSuccess: (saved) => {
      queryClient.setQueryData(techStacksQuery().queryKey, saved);
      return invalidateOtherProfileQueries(queryClient, settingsKeys.techStacks());
    },
  });
}

/** SPEC §5: search results are cut to the first 20. */
export const useTechStackSearch = (q: string) =>
  useQuery({
    queryKey: settingsKeys.techStackSearch(q),
    queryFn: async ({ signal }) => {
      const found = await request(apiPaths.techStackSearch, { query: { q }, response: TechStackSearch, signal });
      return found.items.slice(0, TECH_STACK_RESULTS_MAX);
    },
    enabled: q !== '',
    staleTime: SEARCH_STALE_MS,
    placeholderData: keepPreviousData,
  });

/** SPEC §7: on error the page falls back to TECH_STACK_FALLBACK, so one try is enough. */
export const useTechStackRecommendations = () =>
  useQuery({
    queryKey: settingsKeys.techStackRecommend(),
    queryFn: async () => (await request(apiPaths.techStackRecommend, { response: TechStackSearch })).items,
    retry: false,
    staleTime: SEARCH_STALE_MS,
  });
