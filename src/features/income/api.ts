/**
 * The lifetime-income event's calls (SPEC §7 income). Nothing here is persisted to IndexedDB
 * (root "income"): the figures are personal and the event is short, so they live as long as the
 * tab's query cache. The event id itself is kept in sessionStorage (state.ts).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as apiPaths from '../../contract/api-paths';
import {
  LatestLifetimeResult,
  LIFETIME_VERIFY_YEARS,
  LifetimeResult,
  LifetimeStatus,
  LifetimeVerifyStarted,
  LifetimeWindow,
  SecretItem,
} from '../../contract/income';
import { request } from '../../lib/http';
import type { YearWindow } from './years';

export type VerifyMethod = 1 | 5;
export type Telecom = 0 | 1 | 2;

export const incomeKeys = {
  all: ['income'] as const,
  latest: ['income', 'latest'] as const,
  window: (eventId: string, window: YearWindow) => ['income', 'window', eventId, window.startYear] as const,
  secret: (prevName: string | undefined) => ['income', 'secret', prevName ?? ''] as const,
};

export const startLifetimeVerify = (method: VerifyMethod, telecom: Telecom | undefined) =>
  request(apiPaths.lifetimeVerify, {
    method: 'POST',
    body: {
      years: [...LIFETIME_VERIFY_YEARS],
      loginTypeLevel: method,
      ...(method === 5 ? { telecom: telecom ?? 0 } : {}),
    },
    response: LifetimeVerifyStarted,
  });

export const fetchLifetimeStatus = (eventId: string, loadCount: number) =>
  request(apiPaths.lifetimeStatus, { query: { eventId, loadCount }, response: LifetimeStatus });

export const completeLifetime = (eventId: string) =>
  request(apiPaths.lifetimeComplete, { method: 'POST', body: { eventId }, response: LifetimeResult });

/** The candidate's latest completed result on the server: what a return to the event shows again. */
const latestLifetimeQuery = () =>
  queryOptions({
    queryKey: incomeKeys.latest,
    queryFn: () => request(apiPaths.lifetimeResult, { response: LatestLifetimeResult }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useLatestLifetimeResult = (enabled: boolean) => useQuery({ ...latestLifetimeQuery(), enabled });

const lifetimeWindowQuery = (eventId: string, window: YearWindow) =>
  queryOptions({
    queryKey: incomeKeys.window(eventId, window),
    queryFn: () =>
      request(apiPaths.lifetime, {
        method: 'POST',
        body: { eventId, startYear: window.startYear, endYear: window.endYear },
        response: LifetimeWindow,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useLifetimeWindow = (eventId: string, window: YearWindow) =>
  useQuery({ ...lifetimeWindowQuery(eventId, window), placeholderData: keepPreviousData });

const secretItemQuery = (prevName: string | undefined) =>
  queryOptions({
    queryKey: incomeKeys.secret(prevName),
    queryFn: () => request(apiPaths.lifetimeItem, { query: { prevName: prevName || undefined }, response: SecretItem }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useSecretItem = (prevName: string | undefined) => useQuery(secretItemQuery(prevName));
