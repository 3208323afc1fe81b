/**
 * A conversation, oldest first, in its own scrolling box: a separator for each KST day, the
 * reader's messages on the right, the other side's on the left under the sender's name. It stays
 * at the bottom when messages arrive if the reader was there (otherwise it offers "새 메시지 보기"),
 * keeps the reader's place when older messages load on top, and announces arriving messages to
 * screen readers. Messages on their way show "전송 중", those waiting for a connection "전송 대기
 * 중" with "삭제"; a failed one keeps its text with "다시 보내기", "수정" (where the view offers it)
 * and "삭제".
 */
import { Fragment, type UIEvent, useLayoutEffect, useRef, useState } from 'react';
import { kstDay } from '../contract/kst';
import {
  Actions,
  Bubble,
  Day,
  Frame,
  Item,
  Jump,
  List,
  Meta,
  Note,
  Older,
  Row,
  Scroller,
  Sender,
} from './message-thread-styles';
import { formatClock, formatDayHeading } from './message-time';
import { visuallyHidden } from './visually-hidden';

export interface ThreadMessage {
  key: string;
  text: string;
  /** Written by the reader: drawn on the right. */
  mine: boolean;
  /** Shown above a run of messages from one sender; '' shows none. */
  senderName: string;
  createdAt: string;
  /** sending: on its way; queued: waiting in the outbox for a connection; failed: refused or lost. */
  status?: 'sending' | 'queued' | 'failed';
  error?: string;
  canRetry?: boolean;
}

export interface MessageThreadProps {
  /** Names the scrolling box for screen readers, e.g. "볼트X 운영팀과의 대화". */
  label: string;
  messages: readonly ThreadMessage[];
  hasMore: boolean;
  loadingOlder: boolean;
  olderError?: string;
  onLoadOlder: () => void;
  onRetry: (key: string) => void;
  /** "삭제" of a failed message or one waiting for a connection. */
  onDelete: (key: string) => void;
  /** "수정" of a failed message (its text back into the composer); absent, it is not offered. */
  onEdit?: (key: string) => void;
  /** Whether the newest message is in view. */
  onAtBottomChange?: (atBottom: boolean) => void;
  emptyText?: string;
  className?: string;
}

/** Closer than this to the end counts as "at the bottom". */
const BOTTOM_SLACK_PX = 48;

const startsRun = (message: ThreadMessage, previous: ThreadMessage | undefined) =>
  !previous ||
  previous.mine !== message.mine ||
  previous.senderName !== message.senderName ||
  kstDay(previous.createdAt) !== kstDay(message.createdAt);

function MessageItem({
  message,
  showName,
  onRetry,
  onDelete,
  onEdit,
}: {
  message: ThreadMessage;
  showName: boolean;
} & Pick<MessageThreadProps, 'onRetry' | 'onDelete' | 'onEdit'>) {
  const who = message.mine ? '나' : message.senderName || '상대';
  return (
    <Item data-mine={message.mine}>
      {showName && message.senderName ? <Sender aria-hidden="true">{message.senderName}</Sender> : null}
      <Row>
        <Bubble data-status={message.status}>
          <span className={visuallyHidden}>{`${who}: `}</span>
          {message.text}
        </Bubble>
        {message.status === 'sending' ? (
          <Meta>전송 중</Meta>
        ) : message.status === 'queued' ? (
          <Meta>전송 대기 중</Meta>
        ) : message.status === 'failed' ? null : (
          <Meta>
            <time dateTime={message.createdAt}>{formatClock(message.createdAt)}</time>
          </Meta>
        )}
      </Row>
      {message.status === 'failed' ? (
        <Actions>
          <span role="alert">{message.error ?? '전송하지 못했어요.'}</span>
          {message.canRetry ? (
            <button type="button" onClick={() => onRetry(message.key)}>
              다시 보내기
            </button>
          ) : null}
          {onEdit ? (
            <button type="button" onClick={() => onEdit(message.key)}>
              수정
            </button>
          ) : null}
          <button type="button" onClick={() => onDelete(message.key)}>
            삭제
          </button>
        </Actions>
      ) : message.status === 'queued' ? (
        <Actions>
          <button type="button" onClick={() => onDelete(message.key)}>
            삭제
          </button>
        </Actions>
      ) : null}
    </Item>
  );
}

export function MessageThread({
  label,
  messages,
  hasMore,
  loadingOlder,
  olderError,
  onLoadOlder,
  onRetry,
  onDelete,
  onEdit,
  onAtBottomChange,
  emptyText,
  className,
}: MessageThreadProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const drawn = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });
  const [announcement, setAnnouncement] = useState('');
  const [unseenBelow, setUnseenBelow] = useState(false);

  const first = messages[0];
  const last = messages.at(-1);

  // Runs after every render: compares with what was drawn last time.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = drawn.current;
    const prepended = before.first !== undefined && first?.key !== before.first && last?.key === before.last;
    if (prepended) {
      box.scrollTop += box.scrollHeight - before.height;
    } else if (last && last.key !== before.last) {
      const arrived = before.last !== undefined && !last.mine;
      if (atBottom.current || last.mine) box.scrollTop = box.scrollHeight;
      else if (arrived) setUnseenBelow(true);
      if (arrived) setAnnouncement(`새 메시지, ${last.senderName || '상대'}: ${last.text}`);
    }
    drawn.current = { first: first?.key, last: last?.key, height: box.scrollHeight };
  });

  const scrollToBottom = () => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
    setUnseenBelow(false);
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    // Content can grow without a render (a font loading): measure from what is there now.
    drawn.current.height = box.scrollHeight;
    const now = box.scrollHeight - box.scrollTop - box.clientHeight <= BOTTOM_SLACK_PX;
    if (now === atBottom.current) return;
    atBottom.current = now;
    if (now) setUnseenBelow(false);
    onAtBottomChange?.(now);
  };

  return (
    <Frame className={className}>
      <Scroller ref={scroller} role="region" aria-label={label} tabIndex={0} onScroll={onScroll}>
        {hasMore ? (
          <Older type="button" onClick={onLoadOlder} disabled={loadingOlder} aria-busy={loadingOlder}>
            {loadingOlder ? '불러오는 중…' : '이전 메시지 보기'}
          </Older>
        ) : null}
        {olderError ? <Note role="alert">{olderError}</Note> : null}
        {messages.length === 0 && emptyText ? <Note>{emptyText}</Note> : null}
        <List>
          {messages.map((message, index) => {
            const previous = messages[index - 1];
            const newDay = !previous || kstDay(previous.createdAt) !== kstDay(message.createdAt);
            return (
              <Fragment key={message.key}>
                {newDay ? (
                  <Day>
                    <time dateTime={kstDay(message.createdAt)}>{formatDayHeading(message.createdAt)}</time>
                  </Day>
                ) : null}
                <MessageItem
                  message={message}
                  showName={startsRun(message, previous)}
                  onRetry={onRetry}
                  onDelete={onDelete}
                  onEdit={onEdit}
                />
              </Fragment>
            );
          })}
        </List>
      </Scroller>
      {unseenBelow ? (
        <Jump type="button" onClick={scrollToBottom}>
          새 메시지 보기
        </Jump>
      ) : null}
      <p className={visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
    </Frame>
  );
}
