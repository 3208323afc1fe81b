import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * SPEC §7: a page view on every route change (the path only; utm parameters have their own
 * record). The analytics module loads after the first paint, so it costs the first screen nothing.
 */
export function AnalyticsTracker() {
  const [location] = useLocation();
  useEffect(() => {
    // Leaving the page while the chunk loads fails the import (Firefox reports it): that page view is lost, no more.
    void import('../lib/analytics').then(({ track }) => track('page_view', undefined, location)).catch(() => undefined);
  }, [location]);
  return null;
}
