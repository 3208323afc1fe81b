/**
 * What the candidate's settings pages share (SPEC §7: restricted and interest companies, tech
 * stack, the estimated-salary report, the survey, and the stored files with the agent request):
 * one key factory and how long what they read is kept. Own data lives under the persisted root
 * 'profile', so these pages read offline; searches and recommendations are not kept.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CompanyMode } from '../../contract/profile';

export const settingsKeys = {
  all: ['profile'] as const,
  companies: (mode: CompanyMode) => ['profile', 'companies', mode] as const,
  report: () => ['profile', 'report'] as const,
  techStacks: () => ['profile', 'techStacks'] as const,
  surveys: () => ['profile', 'surveys'] as const,
  /** Willingness and isMajor, read from the v3 profile. */
  intent: () => ['profile', 'intent'] as const,
  files: () => ['profile', 'files'] as const,
  /** The same entry the landing's company grid fills: one contract, one cache. */
  participating: () => ['companies', 'participating'] as const,
  companySearch: (q: string) => ['companySearch', q] as const,
  techStackSearch: (q: string) => ['techStackSearch', q] as const,
  techStackRecommend: () => ['techStackRecommend'] as const,
};

/**
 * SPEC §9: own data never goes stale by itself; SPEC §7: profile queries retry once. The pages
 * here edit it, so each visit reads it anew all the same (see own-data.tsx).
 */
export const OWN_DATA = { staleTime: Number.POSITIVE_INFINITY, retry: 1, refetchOnMount: 'always' } as const;
export const SEARCH_STALE_MS = 60_000;

/**
 * After a save, the profile tab and the edit page (their own keys under 'profile') show the change
 * on their next read; the saved query itself already holds the server's answer.
 */
export function invalidateOtherProfileQueries(queryClient: QueryClient, saved: readonly unknown[]) {
  return queryClient.invalidateQueries({
    queryKey: settingsKeys.all,
    predicate: (query) => !saved.every((part, index) => query.queryKey[index] === part),
  });
}
