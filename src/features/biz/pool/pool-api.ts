import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as apiPaths from '../../../contract/api-paths';
import { AnonymousProfile, CandidatePool } from '../../../contract/biz';
import { pathOf } from '../../../contract/paths';
import { request } from '../../../lib/http';
import { bizKeys } from '../shell/api';
import type { PoolFilters } from './pool-filters';

const POOL_STALE_MS = 30 * 1000;

const fetchCandidatePool = (filters: PoolFilters, signal?: AbortSignal) =>
  request(apiPaths.bizCandidates, { query: { ...filters }, response: CandidatePool, realm: 'biz', signal });

const candidatePoolQuery = (filters: PoolFilters) =>
  queryOptions({
    queryKey: bizKeys.pool(filters),
    queryFn: ({ signal }) => fetchCandidatePool(filters, signal),
    staleTime: POOL_STALE_MS,
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useCandidatePool = (filters: PoolFilters) => useQuery(candidatePoolQuery(filters));

const candidateQuery = (id: string) =>
  queryOptions({
    queryKey: bizKeys.candidate(id),
    queryFn: ({ signal }) =>
      request(pathOf(apiPaths.bizCandidate, { id }), { response: AnonymousProfile, realm: 'biz', signal }),
    staleTime: POOL_STALE_MS,
    retry: false,
  });

export const useCandidate = (id: string) => useQuery(candidateQuery(id));
