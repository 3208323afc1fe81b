/** The estimated-salary report page's one read. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as apiPaths from '../../contract/api-paths';
import { SalaryReport } from '../../contract/profile';
import { request } from '../../lib/http';
import { settingsKeys } from './settings-keys';

const reportQuery = () =>
  queryOptions({
    queryKey: settingsKeys.report(),
    queryFn: () => request(apiPaths.report, { response: SalaryReport }),
    // Unlike the rest, the report changes by itself once its 48 hours pass: read it anew on each visit.
    staleTime: 0,
    retry: 1,
  });

export const useReport = () => useQuery(reportQuery());
