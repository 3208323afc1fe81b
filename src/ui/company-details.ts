/**
 * The footer's registration details, asked of the server: they are the operator's configuration,
 * not the build's, so a prerendered or cached page never states details nobody configured. The
 * footer only reads the cached answer; the hosts load it (the app shell once the page has loaded,
 * the landing's footer section), so a screen's own requests stay its own.
 */
import { useQuery } from '@tanstack/react-query';
import * as apiPaths from '../contract/api-paths';
import { CompanyDetails } from '../contract/content';
import { request } from '../lib/http';

const ONE_HOUR_MS = 60 * 60 * 1000;

const companyDetailsQuery = {
  queryKey: ['company-details'] as const,
  queryFn: () => request(apiPaths.companyDetails, { response: CompanyDetails, auth: false }),
  staleTime: ONE_HOUR_MS,
};

/** The details once loaded; undefined before (the footer then shows none of them). */
export const useCompanyDetails = () => useQuery({ ...companyDetailsQuery, enabled: false }).data;

/** Asks the server for the details (mounted by a host); renders nothing. */
export function LoadCompanyDetails() {
  useQuery(companyDetailsQuery);
  return null;
}
