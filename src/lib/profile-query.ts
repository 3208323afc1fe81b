/**
 * The candidate's own profile (GET /v3/users/profile), below the features so a page outside the
 * profile feature can ask what the candidate has already given (a resume) without importing it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as apiPaths from '../contract/api-paths';
import { ProfileV3 } from '../contract/profile';
import { request } from './http';

export const profileKeys = { v3: ['profile', 'v3'] as const };

/** SPEC §9: profile queries never go stale by themselves; saves replace them. */
export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.v3,
    queryFn: () => request(apiPaths.profile, { response: ProfileV3 }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

/** A resume file or a resume link, as the edit page counts it. */
const hasResume = (profile: ProfileV3) => profile.resumeFile !== null || profile.resumeUrl.trim() !== '';

/** Whether the candidate has a resume; undefined while unknown (loading, offline, failed). */
export function useHasResume(): boolean | undefined {
  return useQuery({ ...profileQuery(), select: hasResume }).data;
}
