/**
 * The console’s coffee chats and their meetings: the list with each meeting, the
 * candidates' moves not yet seen (the menu's badge), proposing slots, cancelling, marking done, and
 * for agents and operators the coffee chats without a proposal in 3 KST business days.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as apiPaths from '../../../contract/api-paths';
import { BizCoffeechatList, StalledCoffeechatList } from '../../../contract/biz';
import { CoffeechatMeeting, type ProposeSlots } from '../../../contract/meetings';
import { pathOf } from '../../../contract/paths';
import { request } from '../../../lib/http';
import { bizKeys } from '../shell/api';

/** How often the menu's badge looks for the candidates' new moves. */
const COFFEECHAT_POLL_MS = 30 * 1000;

const coffeechatsQuery = () =>
  queryOptions({
    queryKey: bizKeys.coffeechats(),
    queryFn: ({ signal }) => request(apiPaths.bizCoffeechats, { response: BizCoffeechatList, realm: 'biz', signal }),
    staleTime: 30 * 1000,
  });

/** The page reads the list afresh on opening: the menu's badge keeps a copy that may be up to 30 s old. */
export const useCoffeechats = () => useQuery({ ...coffeechatsQuery(), refetchOnMount: 'always' });

/** The candidates' moves the console has not seen yet (the 커피챗 menu's badge). */
export function useCoffeechatNewsCount(): number {
  const { data } = useQuery({
    ...coffeechatsQuery(),
    refetchInterval: COFFEECHAT_POLL_MS,
    select: (list) => list.newsCount,
  });
  return data ?? 0;
}

export const useStalledCoffeechats = (enabled: boolean) =>
  useQuery({
    queryKey: [...bizKeys.coffeechats(), 'stalled'],
    queryFn: ({ signal }) =>
      request(apiPaths.bizStalledCoffeechats, { response: StalledCoffeechatList, realm: 'biz', signal }),
    enabled,
  });

export type ConsoleMeetingMove =
  | { type: 'propose'; proposal: ProposeSlots }
  | { type: 'cancel'; reason: string }
  | { type: 'complete' };

const movePath = (id: number, move: ConsoleMeetingMove) =>
  pathOf(
    move.type === 'propose'
      ? apiPaths.bizCoffeechatSlots
      : move.type === 'cancel'
        ? apiPaths.bizCoffeechatCancel
        : apiPaths.bizCoffeechatComplete,
    { id },
  );

const moveBody = (move: ConsoleMeetingMove) =>
  move.type === 'propose' ? move.proposal : move.type === 'cancel' ? { reason: move.reason } : undefined;

/** A move of the console's on one coffee chat; the list is read again after it. */
export function useMoveMeeting(coffeechatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: ConsoleMeetingMove) =>
      request(movePath(coffeechatId, move), {
        method: 'POST',
        body: moveBody(move),
        response: CoffeechatMeeting,
        realm: 'biz',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bizKeys.coffeechats() }),
  });
}

/**
 * The console showed these coffee chats: their candidates' moves are no longer news. The list is
 * not read again at once, so what is new stays marked on the page until its next reading.
 */
export const markCoffeechatsSeen = (ids: number[]) =>
  request(apiPaths.bizCoffeechatsSeen, { method: 'POST', body: { ids }, realm: 'biz' });
