/**
 * A coffee chat's meeting as the candidate sees it. Read like the offers: persisted
 * (root "coffeechats") so the slots and the confirmed time stay readable offline. The candidate's
 * moves — pick a slot, ask for other times, cancel — go through lib/send-or-queue.ts: sent at once
 * while the server answers, otherwise queued in the outbox (kind meeting-answer) with their
 * Idempotency-Key and sent on reconnect; the server judges each on arrival (a slot replaced
 * meanwhile is a 409 the page shows). Whatever the server answered refreshes the meeting.
 *
 * The company moves too (proposes, cancels): while the coffee chat's screen is open it reads the
 * meeting again as soon as a push about it arrives, and polls while the page is visible.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as apiPaths from '../../contract/api-paths';
import { CoffeechatMeeting } from '../../contract/meetings';
import type { OutboxEntry } from '../../contract/outbox';
import { pathOf } from '../../contract/paths';
import { request } from '../../lib/http';
import { sendOrQueue } from '../../lib/send-or-queue';
import { useOutbox, useOutboxSent } from '../../lib/use-outbox';
import { pushPath, usePushReceived } from '../../lib/use-push-received';

/** The root also holds the 수락한 제안 tab's statuses (offers/api.ts): a move refreshes both. */
const meetingKeys = {
  all: ['coffeechats'] as const,
  detail: (coffeechatId: number) => ['coffeechats', coffeechatId, 'meeting'] as const,
};

/** As the offers (SPEC §9): stale after 30 s. */
const MEETING_STALE_MS = 30_000;

const meetingQuery = (coffeechatId: number) =>
  queryOptions({
    queryKey: meetingKeys.detail(coffeechatId),
    queryFn: () => request(pathOf(apiPaths.coffeechatMeeting, { id: coffeechatId }), { response: CoffeechatMeeting }),
    staleTime: MEETING_STALE_MS,
  });

export const useMeeting = (coffeechatId: number) => useQuery(meetingQuery(coffeechatId));

/**
 * Between pushes (none allowed, one lost): every 20 s while the page is visible. React Query skips
 * the interval while the document is hidden and reads again when it shows.
 */
export const MEETING_POLL_MS = 20_000;

/** The company can still move: a done or cancelled meeting stays as it is. */
const stillMoving = (meeting: CoffeechatMeeting | undefined) =>
  meeting?.status !== 'DONE' && meeting?.status !== 'CANCELLED';

/** The meeting of the coffee chat on screen, kept current: polled while visible, read again on a push about it. */
export function useLiveMeeting(coffeechatId: number) {
  const queryClient = useQueryClient();
  usePushReceived((push) => {
    if (pushPath(push) !== `/my/result/like/${coffeechatId}`) return;
    void queryClient.invalidateQueries({ queryKey: meetingKeys.detail(coffeechatId) });
    void queryClient.invalidateQueries({
      queryKey: meetingKeys.all,
      predicate: (query) => query.queryKey[1] === 'meetings',
    });
  });
  return useQuery({
    ...meetingQuery(coffeechatId),
    refetchInterval: (query) => (stillMoving(query.state.data) ? MEETING_POLL_MS : false),
  });
}

export type MeetingAnswer =
  | { type: 'pick'; slotId: number }
  | { type: 'otherTimes'; note: string }
  | { type: 'cancel'; reason: string };

const answerPath = (coffeechatId: number, answer: MeetingAnswer) =>
  pathOf(
    answer.type === 'pick'
      ? apiPaths.coffeechatMeetingPick
      : answer.type === 'otherTimes'
        ? apiPaths.coffeechatMeetingOtherTimes
        : apiPaths.coffeechatMeetingCancel,
    { id: coffeechatId },
  );

const answerBody = (answer: MeetingAnswer) =>
  answer.type === 'pick'
    ? { slotId: answer.slotId }
    : answer.type === 'otherTimes'
      ? { note: answer.note }
      : { reason: answer.reason };

/** Each answers `{ sent }` (the meeting as it now stands) or `{ queued }`. */
export function useAnswerMeeting(coffeechatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: MeetingAnswer) =>
      sendOrQueue({
        kind: 'meeting-answer',
        method: 'POST',
        path: answerPath(coffeechatId, answer),
        body: answerBody(answer),
        meta: { coffeechatId, answer: answer.type },
        response: CoffeechatMeeting,
      }),
    onSuccess: ({ sent }) => {
      if (!sent) return;
      queryClient.setQueryData(meetingKeys.detail(coffeechatId), sent);
      return queryClient.invalidateQueries({
        queryKey: meetingKeys.all,
        predicate: (query) => query.queryKey[1] === 'meetings',
      });
    },
  });
}

const coffeechatIdOf = (entry: OutboxEntry): number | undefined => {
  const id = (entry.meta as { coffeechatId?: unknown } | undefined)?.coffeechatId;
  return typeof id === 'number' ? id : undefined;
};

export const answerTypeOf = (entry: OutboxEntry): MeetingAnswer['type'] | undefined =>
  (entry.meta as { answer?: MeetingAnswer['type'] } | undefined)?.answer;

/** The newest answer of this coffee chat waiting in the outbox (or refused on arrival). */
export function useQueuedMeetingAnswer(coffeechatId: number): OutboxEntry | undefined {
  return useOutbox('meeting-answer')
    .entries.filter((entry) => coffeechatIdOf(entry) === coffeechatId)
    .at(-1);
}

/** Whatever the server answered to a queued move refreshes the meetings. */
export function useMeetingReceipts() {
  const queryClient = useQueryClient();
  useOutboxSent('meeting-answer', () => void queryClient.invalidateQueries({ queryKey: meetingKeys.all }));
}
