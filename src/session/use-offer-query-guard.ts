/**
 * SPEC §8: a 401 on attack, offer and offer-group queries shows the expired-authorization alert;
 * any other error on them goes to /. Two exceptions keep the person where they are: being offline
 * (the page keeps what it has) and a 404 — an offer or curation that is not theirs or no longer
 * exists, which the page says in Korean with the way back to their offers (isNotFound), instead of
 * dropping them on the landing without a word.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../lib/http';
import { announceSessionExpired } from '../lib/session-events';

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export function useOfferQueryGuard(query: Pick<UseQueryResult, 'error'>) {
  const [, navigate] = useLocation();
  const { error } = query;
  useEffect(() => {
    if (!(error instanceof ApiError) || isNotFound(error)) return;
    if (error.status === 401) announceSessionExpired();
    else navigate('/', { replace: true });
  }, [error, navigate]);
}
