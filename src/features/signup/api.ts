import { queryOptions, useQuery } from '@tanstack/react-query';
import { is, mask } from 'superstruct';
import * as apiPaths from '../../contract/api-paths';
import { OkResponse } from '../../contract/auth';
import {
  AlreadyMember,
  CreatedUser,
  type CreateUser,
  Existence,
  HealthSalary,
  JobLabelSearch,
  MajorSearch,
  PopularJobs,
  type SaveSalary,
  SchoolSearch,
  TaxResult,
  TwoWayContinuation,
  type VerificationRequest,
  Verified,
} from '../../contract/signup';
import { UserVerifyData } from '../../contract/verify-data';
import { request } from '../../lib/http';

const signupKeys = {
  labels: (q: string) => ['labels', q] as const,
  popular: ['labels', 'popular'] as const,
  schools: (q: string) => ['schools', q] as const,
  majors: (q: string) => ['majors', q] as const,
};

const jobLabelsQuery = (q: string) =>
  queryOptions({
    queryKey: signupKeys.labels(q),
    queryFn: () => request(apiPaths.jobLabelSearch, { query: { q }, response: JobLabelSearch, auth: false }),
    staleTime: 5 * 60_000,
  });

const popularJobsQuery = () =>
  queryOptions({
    queryKey: signupKeys.popular,
    queryFn: () => request(apiPaths.popularJobs, { response: PopularJobs, auth: false }),
    staleTime: 60_000,
  });

export const useJobLabels = (q: string) => useQuery(jobLabelsQuery(q));
export const usePopularJobs = () => useQuery(popularJobsQuery());

export const useSchoolSearch = (q: string) =>
  useQuery({
    queryKey: signupKeys.schools(q),
    queryFn: () => request(apiPaths.schoolSearch, { query: { q }, response: SchoolSearch, auth: false }),
    enabled: q.length >= 2,
    staleTime: 5 * 60_000,
  });

export const useMajorSearch = (q: string) =>
  useQuery({
    queryKey: signupKeys.majors(q),
    queryFn: () => request(apiPaths.majorSearch, { query: { q }, response: MajorSearch, auth: false }),
    enabled: q.length >= 1,
    staleTime: 5 * 60_000,
  });

export const checkExistence = (name: string, phone: string) =>
  request(apiPaths.userExist, { query: { name, phone }, response: Existence, auth: false });

export const createUser = (body: CreateUser) =>
  request(apiPaths.createUser, { method: 'POST', body, response: CreatedUser, auth: false });

export const requestVerification = (body: VerificationRequest) =>
  request(apiPaths.verifyRequest, { method: 'POST', body, response: TwoWayContinuation, auth: false });

export type VerificationOutcome = { kind: 'verified'; verified: Verified } | { kind: 'member' };

/** 200 gives the new candidate's session; 208 says the person already has an account. */
export async function completeVerification(
  body: TwoWayContinuation & { reapply?: boolean; isRestart?: boolean },
): Promise<VerificationOutcome> {
  const answer = await request<unknown>(apiPaths.verify, { method: 'POST', body, auth: false });
  if (is(answer, AlreadyMember)) return { kind: 'member' };
  return { kind: 'verified', verified: mask(answer, Verified) };
}

export const fetchHealthSalary = () =>
  request(apiPaths.verifySalary, { method: 'POST', body: {}, response: HealthSalary });

export const requestTaxLookup = (body: { name: string; phone: string; identity: string; consent: true }) =>
  request(apiPaths.tax, { method: 'POST', body, response: TwoWayContinuation });

export const completeTaxLookup = (body: TwoWayContinuation) =>
  request(apiPaths.taxVerify, { method: 'POST', body, response: TaxResult });

export const saveSalary = (body: SaveSalary) =>
  request(apiPaths.saveSalary, { method: 'POST', body, response: OkResponse });

export const submitProfile = () => request(apiPaths.submit, { method: 'POST', body: {}, response: OkResponse });

export const verifyDataQuery = () =>
  queryOptions({
    queryKey: ['profile', 'verify'] as const,
    queryFn: () => request(apiPaths.userVerifyData, { response: UserVerifyData }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useVerifyData = () => useQuery(verifyDataQuery());
