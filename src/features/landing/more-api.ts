/** The below-the-fold sections' data, kept out of the landing's first load. */
import { useQuery } from '@tanstack/react-query';
import * as apiPaths from '../../contract/api-paths';
import { BlogList, FaqList } from '../../contract/content';
import { PopularJobs } from '../../contract/signup';
import { request } from '../../lib/http';
import { CONTENT_STALE_MS, landingKeys } from './api';

export const usePopularJobs = () =>
  useQuery({
    queryKey: landingKeys.popularJobs,
    queryFn: () => request(apiPaths.popularJobs, { response: PopularJobs, auth: false }),
    staleTime: CONTENT_STALE_MS,
  });

export const useLandingFaq = () =>
  useQuery({
    queryKey: landingKeys.faq,
    queryFn: () => request(`${apiPaths.faqs}?variant=general`, { response: FaqList, auth: false }),
    staleTime: CONTENT_STALE_MS,
  });

export const useBlogPosts = () =>
  useQuery({
    queryKey: landingKeys.blog,
    queryFn: () => request(`${apiPaths.blog}?limit=3`, { response: BlogList, auth: false }),
    staleTime: CONTENT_STALE_MS,
  });
