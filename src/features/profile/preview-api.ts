import { queryOptions, useQuery } from '@tanstack/react-query';
import * as apiPaths from '../../contract/api-paths';
import { CompanyPreview } from '../../contract/biz';
import { request } from '../../lib/http';

/** What companies see of the candidate; read afresh on every visit (its file links live 10 minutes). */
const companyPreviewQuery = () =>
  queryOptions({
    queryKey: ['profile', 'company-preview'] as const,
    queryFn: ({ signal }) => request(apiPaths.profilePreview, { response: CompanyPreview, signal }),
    staleTime: 0,
    retry: 1,
  });

export const useCompanyPreview = () => useQuery(companyPreviewQuery());
