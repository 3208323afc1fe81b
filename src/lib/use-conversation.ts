/**
 * One open conversation, for a candidate's room and the console's alike. The history lives in the
 * query cache; while the page is visible, what arrived since is fetched every
 * MESSAGE_POLL_SECONDS (type=after) and older pages load on demand (type=before). When the newest
 * message is on screen and something from the other side is unread, the read mark moves to it.
 */
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { MESSAGE_POLL_SECONDS, type Message, type MessageSlice, type ReadState } from '../contract/messages';
import { type History, withLatestPage, withNewer, withOlder } from './conversation';
import { ApiError } from './http';
import { usePageVisible, useVisibleInterval } from './use-visible-interval';

/** A slice answers at most a page; more than this many pages behind, the next round catches up. */
const MAX_ROUNDS_PER_POLL = 5;

export interface ConversationSource<P extends History> {
  queryKey: QueryKey;
  /** The latest page (GET …/{roomId}). */
  latest: (signal: AbortSignal) => Promise<P>;
  /** Messages before or after one (GET …/{roomId}/{messageId}?type=). */
  slice: (messageId: number, type: 'before' | 'after') => Promise<MessageSlice>;
  /** Unread messages as the server counted them when the page was read. */
  unreadOf: (page: P) => number;
  /** Written by the other side (what can be unread). */
  isTheirs: (message: Message) => boolean;
  /** PATCH …/read up to `messageId`. */
  markRead: (messageId: number) => Promise<ReadState>;
  /** After the read mark moved: lists and badges take the room's unread count the server now counts. */
  onMarkedRead: (state: ReadState) => void;
}

/** The room does not exist, or is not the reader's: it will not appear by asking again. */
export const isRoomGone = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status < 500);

export function useConversation<P extends History>(source: ConversationSource<P>, { paused }: { paused: boolean }) {
  const queryClient = useQueryClient();
  const current = useRef(source);
  current.current = source;
  const { queryKey } = source;

  const history = useQuery<P>({
    queryKey,
    queryFn: async ({ signal }) =>
      withLatestPage(queryClient.getQueryData<P>(queryKey), await current.current.latest(signal)),
    retry: retryUnlessRefused,
  });

  const polling = useRef(false);
  const pollNewer = async () => {
    if (polling.current) return;
    polling.current = true;
    const { queryKey: key, slice } = current.current;
    try {
      for (let round = 0; round < MAX_ROUNDS_PER_POLL; round += 1) {
        const newest = queryClient.getQueryData<P>(key)?.items.at(-1);
        if (!newest) {
          await queryClient.invalidateQueries({ queryKey: key, exact: true });
          return;
        }
        const newer = await slice(newest.messageId, 'after');
        queryClient.setQueryData<P>(key, (page) => page && withNewer(page, newer.items));
        if (!newer.hasMore || newer.items.length === 0) return;
      }
    } catch (error) {
      // A room that went away says so: reading it again brings the 404 to the page.
      if (isRoomGone(error)) await queryClient.invalidateQueries({ queryKey: key, exact: true });
      // Offline or a hiccup: the next round asks again.
    } finally {
      polling.current = false;
    }
  };
  const open = history.data !== undefined && !isRoomGone(history.error);
  useVisibleInterval(() => void pollNewer(), MESSAGE_POLL_SECONDS * 1000, open && !paused);

  const older = useMutation({
    mutationFn: (before: number) => current.current.slice(before, 'before'),
    onSuccess: (slice) =>
      queryClient.setQueryData<P>(current.current.queryKey, (page) => page && withOlder(page, slice)),
  });
  const loadOlder = () => {
    const first = history.data?.items[0];
    if (first && !older.isPending) older.mutate(first.messageId);
  };

  const [atBottom, setAtBottom] = useState(true);
  const visible = usePageVisible();
  useReadMark(history.data, visible && atBottom, current);

  return { history, loadOlder, loadingOlder: older.isPending, olderFailed: older.isError, setAtBottom };
}

function useReadMark<P extends History>(
  page: P | undefined,
  inView: boolean,
  source: { current: ConversationSource<P> },
) {
  /** The newest message known to be read; undefined until the first page is seen. */
  const marked = useRef<number | undefined>(undefined);
  useEffect(() => {
    const newest = page?.items.at(-1);
    if (!page || !newest || !inView) return;
    const { unreadOf, isTheirs, markRead, onMarkedRead } = source.current;
    const before = marked.current;
    if (before === undefined && unreadOf(page) === 0) {
      marked.current = newest.messageId;
      return;
    }
    const since = before ?? 0;
    if (newest.messageId <= since) return;
    marked.current = newest.messageId;
    const unread = unreadOf(page) > 0 || page.items.some((message) => message.messageId > since && isTheirs(message));
    if (!unread) return;
    markRead(newest.messageId).then(
      (state) => onMarkedRead(state),
      () => {
        // Not marked: the next change tries again.
        marked.current = before;
      },
    );
  }, [page, inView, source]);
}
