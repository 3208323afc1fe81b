import { queryOptions, useQuery } from '@tanstack/react-query';
import { atomWithQuery } from 'jotai-tanstack-query';
import { My } from '../../contract/my';
import { apiPaths } from '../../contract/paths';
import { UserVerifyData } from '../../contract/signup';
import { request } from '../../lib/http';

export const myKeys = { all: ['my'] as const };

export const fetchMy = () => request(apiPaths.my, { response: My });

/** SPEC §9: own data never goes stale by itself; SPEC §7: profile queries retry once. */
export const myQuery = () =>
  queryOptions({ queryKey: myKeys.all, queryFn: fetchMy, staleTime: Number.POSITIVE_INFINITY, retry: 1 });

export const useMy = () => useQuery(myQuery());

/** The same query as an atom, for code that composes it with session atoms. */
export const myAtom = atomWithQuery(() => myQuery());

/** Verified careers and salaries (GET /users/verify); the key is shared with the sign-up flow's copy. */
export const verifyDataQuery = () =>
  queryOptions({
    queryKey: ['profile', 'verify'] as const,
    queryFn: () => request(apiPaths.userVerifyData, { response: UserVerifyData }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useVerifyData = () => useQuery(verifyDataQuery());
