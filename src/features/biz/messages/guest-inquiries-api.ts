/**
 * Inquiries from visitors who are not signed in, for operators and agents only (a recruiter's
 * console never asks). Under the 'biz' key, so they are never persisted and leave with the session.
 */
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import * as apiPaths from '../../../contract/api-paths';
import {
  type GuestInquiryAnswer as Answer,
  GuestInquiryAnswer,
  GuestInquiryDetail,
  GuestInquiryList,
} from '../../../contract/guest-inquiries';
import { ROOM_LIST_POLL_SECONDS } from '../../../contract/messages';
import { pathOf } from '../../../contract/paths';
import { request } from '../../../lib/http';
import { bizKeys } from '../shell/api';

const guestInquiryKeys = {
  all: () => [...bizKeys.all, 'guest-inquiries'] as const,
  list: () => [...guestInquiryKeys.all(), 'list'] as const,
  detail: (inquiryId: number) => [...guestInquiryKeys.all(), 'detail', inquiryId] as const,
};

const LIST_POLL_MS = ROOM_LIST_POLL_SECONDS * 1000;

const guestInquiriesQuery = () =>
  queryOptions({
    queryKey: guestInquiryKeys.list(),
    queryFn: ({ signal }) => request(apiPaths.bizGuestInquiries, { response: GuestInquiryList, realm: 'biz', signal }),
    staleTime: LIST_POLL_MS,
  });

/** The list, checked again as often as the rooms' list. */
export const useGuestInquiries = () =>
  useQuery({ ...guestInquiriesQuery(), refetchInterval: LIST_POLL_MS, refetchOnMount: 'always' });

/** One inquiry with its full contact; opening it marks it read, so the list is asked again. */
export const useGuestInquiry = (queryClient: QueryClient, inquiryId: number) =>
  useQuery({
    queryKey: guestInquiryKeys.detail(inquiryId),
    queryFn: async ({ signal }) => {
      const detail = await request(pathOf(apiPaths.bizGuestInquiry, { inquiryId }), {
        response: GuestInquiryDetail,
        realm: 'biz',
        signal,
      });
      void queryClient.invalidateQueries({ queryKey: guestInquiryKeys.list() });
      return detail;
    },
  });

/** Sends the answer to the inquiry's contact; shown on the page once the server has sent it. */
export async function answerGuestInquiry(queryClient: QueryClient, inquiryId: number, message: string) {
  const answer = await request(pathOf(apiPaths.bizGuestInquiryAnswers, { inquiryId }), {
    method: 'POST',
    body: { message },
    response: GuestInquiryAnswer,
    realm: 'biz',
  });
  queryClient.setQueryData<GuestInquiryDetail>(guestInquiryKeys.detail(inquiryId), (detail) =>
    detail ? { ...detail, answers: [...detail.answers, answer] } : detail,
  );
  void queryClient.invalidateQueries({ queryKey: guestInquiryKeys.list() });
  return answer satisfies Answer;
}
