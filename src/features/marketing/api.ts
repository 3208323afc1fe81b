/**
 * Public content of the marketing and help pages: no token is sent. Keys sit under the
 * root "content", which the IndexedDB persister does not keep: these pages read fresh content online.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as apiPaths from '../../contract/api-paths';
import { BlogList, CareerDetail, CareerList, FaqList, type FaqVariant, Ranking } from '../../contract/content';
import { pathOf } from '../../contract/paths';
import { ApiError, request } from '../../lib/http';

const contentKeys = {
  all: ['content'] as const,
  faqs: (variant: FaqVariant) => ['content', 'faqs', variant] as const,
  blog: (limit: number) => ['content', 'blog', limit] as const,
  ranking: ['content', 'ranking'] as const,
  careers: ['content', 'careers'] as const,
  career: (id: number) => ['content', 'careers', id] as const,
};

/** Edited by us, rarely: read once per visit. */
const CONTENT_STALE_MS = 10 * 60_000;
/** Computed from live offers and salaries. */
const FIGURES_STALE_MS = 60_000;

const faqsQuery = (variant: FaqVariant) =>
  queryOptions({
    queryKey: contentKeys.faqs(variant),
    queryFn: () => request(apiPaths.faqs, { query: { variant }, response: FaqList, auth: false }),
    staleTime: CONTENT_STALE_MS,
  });

const blogQuery = (limit: number) =>
  queryOptions({
    queryKey: contentKeys.blog(limit),
    queryFn: () => request(apiPaths.blog, { query: { limit }, response: BlogList, auth: false }),
    staleTime: CONTENT_STALE_MS,
  });

const rankingQuery = () =>
  queryOptions({
    queryKey: contentKeys.ranking,
    queryFn: () => request(apiPaths.ranking, { response: Ranking, auth: false }),
    staleTime: FIGURES_STALE_MS,
  });

const careersQuery = () =>
  queryOptions({
    queryKey: contentKeys.careers,
    queryFn: () => request(apiPaths.careers, { response: CareerList, auth: false }),
    staleTime: CONTENT_STALE_MS,
  });

const careerQuery = (id: number) =>
  queryOptions({
    queryKey: contentKeys.career(id),
    queryFn: () => request(pathOf(apiPaths.career, { id }), { response: CareerDetail, auth: false }),
    staleTime: FIGURES_STALE_MS,
    // A job that does not exist will not appear on a second try.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });

export const useFaqs = (variant: FaqVariant) => useQuery(faqsQuery(variant));
export const useBlogPosts = (limit: number) => useQuery(blogQuery(limit));
export const useRanking = () => useQuery(rankingQuery());
export const useCareers = () => useQuery(careersQuery());
/** `id` is undefined for a path that is not a job's id: nothing is fetched. */
export const useCareerDetail = (id: number | undefined) =>
  useQuery({ ...careerQuery(id ?? 0), enabled: id !== undefined });
