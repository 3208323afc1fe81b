import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * SPEC §7: a page view on every route change (the path only; utm parameters have their own
 * record). The analytics module loads after the first paint, so it costs the first screen nothing.
 */
export function AnalyticsTracker() {
  const [location] = useLocation();
  useEffect(() => {
    void import('../lib/analytics').then(({ track }) => track('page_view', undefined, location));
  }, [location]);
  return null;
}
