/**
 * SPEC §8: a 401 on attack, offer and offer-group queries shows the expired-authorization alert;
 * any other error on them goes to /. Being offline is neither: the page keeps what it has.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../lib/http';
import { announceSessionExpired } from '../lib/session-events';

export function useOfferQueryGuard(query: Pick<UseQueryResult, 'error'>) {
  const [, navigate] = useLocation();
  const { error } = query;
  useEffect(() => {
    if (!(error instanceof ApiError)) return;
    if (error.status === 401) announceSessionExpired();
    else navigate('/', { replace: true });
  }, [error, navigate]);
}
