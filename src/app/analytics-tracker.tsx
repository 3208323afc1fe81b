import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { track } from '../lib/analytics';

/** SPEC §7: a page view on every route change (the path only; utm parameters have their own record). */
export function AnalyticsTracker() {
  const [location] = useLocation();
  useEffect(() => track('page_view', undefined, location), [location]);
  return null;
}
