/**
 * The footer's registration details, asked of the server: they are the operator's configuration,
 * not the build's, so a prerendered or cached page never states details nobody configured. The
 * footer only reads the cached answer; the hosts load it (load-company-details.ts: the app shell
 * once the page has loaded, the landing's footer section), so a screen's own requests stay its own
 * and a page with a footer loads neither the request nor its contract.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { CompanyDetails } from '../contract/content';

export const companyDetailsKey = ['company-details'] as const;

/**
 * The details once loaded; undefined before (the footer then shows none of them). Read from the
 * cache as it changes, not through useQuery: an observer without the request's function is what
 * React Query warns about in development on every render. As listed-offer.ts reads its lists; not
 * one shared hook, which would be a file of its own on the offer page a notification opens.
 */
export function useCompanyDetails(): CompanyDetails | undefined {
  const client = useQueryClient();
  const subscribe = useCallback((changed: () => void) => client.getQueryCache().subscribe(changed), [client]);
  return useSyncExternalStore(subscribe, () => client.getQueryData<CompanyDetails>(companyDetailsKey));
}
