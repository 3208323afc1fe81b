import { queryOptions, useQuery } from '@tanstack/react-query';
import { atomWithQuery } from 'jotai-tanstack-query';
import { My } from '../../contract/my';
import { apiPaths } from '../../contract/paths';
import { request } from '../../lib/http';

export const myKeys = { all: ['my'] as const };

export const fetchMy = () => request(apiPaths.my, { response: My });

/** SPEC §9: own data never goes stale by itself; SPEC §7: profile queries retry once. */
export const myQuery = () =>
  queryOptions({ queryKey: myKeys.all, queryFn: fetchMy, staleTime: Number.POSITIVE_INFINITY, retry: 1 });

export const useMy = () => useQuery(myQuery());

/** The same query as an atom, for code that composes it with session atoms. */
export const myAtom = atomWithQuery(() => myQuery());
