import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { atomWithQuery } from 'jotai-tanstack-query';
import * as apiPaths from '../../contract/api-paths';
import { My } from '../../contract/my';
import { pathOf } from '../../contract/paths';
import { type MorePatch, ProfileV3, SubmitResult } from '../../contract/profile';
import { UserVerifyData } from '../../contract/verify-data';
import { request } from '../../lib/http';
import { IDEMPOTENCY_HEADER } from '../../lib/idempotency-key';
import { profileKeys, profileQuery } from '../../lib/profile-query';
import { isSignedInAtom } from '../../session/session-state';

export const myKeys = { all: ['my'] as const };

const fetchMy = () => request(apiPaths.my, { response: My });

/** SPEC §9: own data never goes stale by itself; SPEC §7: profile queries retry once. */
const myQuery = () =>
  queryOptions({ queryKey: myKeys.all, queryFn: fetchMy, staleTime: Number.POSITIVE_INFINITY, retry: 1 });

export const useMy = () => useQuery(myQuery());

/**
 * The same query as an atom that follows the session: disabled while no candidate is signed in on
 * this device, so once a sign-out or an expiry bumps the session atom nothing asks for "who am I"
 * without a token, and the next person's sign-in enables it again.
 */
export const myAtom = atomWithQuery((get) => ({ ...myQuery(), enabled: get(isSignedInAtom) }));

/** Verified careers and salaries (GET /users/verify); the key is shared with the sign-up flow's copy. */
const verifyDataQuery = () =>
  queryOptions({
    queryKey: ['profile', 'verify'] as const,
    queryFn: () => request(apiPaths.userVerifyData, { response: UserVerifyData }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useVerifyData = () => useQuery(verifyDataQuery());

export { profileKeys, profileQuery };

export const useProfile = (enabled = true) => useQuery({ ...profileQuery(), enabled });

/** One save of the edit. Its key is part of the mutation's variables, so a retried or resumed save is answered once. */
export interface MoreSave {
  patch: MorePatch;
  idempotencyKey: string;
}

export function useSaveMore(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patch, idempotencyKey }: MoreSave) =>
      request(pathOf(apiPaths.morePatch, { id: userId ?? '' }), {
        method: 'PATCH',
        body: patch,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        response: ProfileV3,
      }),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.v3, profile),
  });
}

export function useStopProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(apiPaths.stop, { method: 'PATCH', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my'] }),
  });
}

export function useRestartProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(apiPaths.submit, { method: 'POST', body: {}, response: SubmitResult }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['my'] }),
        queryClient.invalidateQueries({ queryKey: profileKeys.v3 }),
      ]),
  });
}

export const deleteAccount = (reason: string) =>
  request(apiPaths.deleteAccount, { method: 'DELETE', body: { reason } });
