/** Asks the server for the footer's registration details (company-details.ts), for the hosts that mount it. */
import { useQuery } from '@tanstack/react-query';
import * as apiPaths from '../contract/api-paths';
import { CompanyDetails } from '../contract/content';
import { request } from '../lib/http';
import { companyDetailsKey } from './company-details';

const ONE_HOUR_MS = 60 * 60 * 1000;

/** Renders nothing. */
export function LoadCompanyDetails() {
  useQuery({
    queryKey: companyDetailsKey,
    queryFn: () => request(apiPaths.companyDetails, { response: CompanyDetails, auth: false }),
    staleTime: ONE_HOUR_MS,
  });
  return null;
}
