/**
 * /biz/messages: conversations with candidates, the latest first — who, about what, where they
 * asked from, the last message and what is unread. Checked again every ROOM_LIST_POLL_SECONDS.
 */
import { styled } from '@linaria/react';
import type { BizRoom } from '../../../contract/messages';
import { newestRoomsFirst } from '../../../lib/conversation';
import { formatListTime } from '../../../ui/message-time';
import { color, font, radius, space } from '../../../ui/tokens';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { BizShell } from '../shell/biz-shell';
import { EmptyState, QueryStatus } from '../shell/query-status';
import { GuestInquiryList } from './guest-inquiry-list';
import { inquiryOriginText } from './inquiry-origin';
import { Detail, List, Preview, Row, Time } from './list-rows';
import { useBizRooms } from './messages-api';

export const NO_ROOMS = '아직 주고받은 메시지가 없습니다.';

const Who = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.xs} ${space.sm};
  min-width: 0;

  & strong {
    font-size: ${font.size.bodyLarge};
  }
`;

const Unread = styled.span`
  justify-self: end;
  min-width: 22px;
  padding: 0 ${space.sm};
  border-radius: ${radius.pill};
  background: ${color.danger};
  color: #ffffff;
  font-size: ${font.size.caption};
  font-weight: ${font.weight.bold};
  line-height: 22px;
  text-align: center;
`;

function RoomRow({ room }: { room: BizRoom }) {
  const last = room.lastMessage;
  const preview = last
    ? `${last.sender === 'STAFF' ? `${last.senderName || '나'}: ` : ''}${last.message}`
    : '아직 메시지가 없습니다.';
  return (
    <li>
      <Row href={`/biz/messages/${room.roomId}`}>
        <Who>
          <strong>{room.candidateName}</strong>
          <Detail>{[room.companyName || '볼트X 운영팀', room.topic].filter(Boolean).join(' · ')}</Detail>
          {room.originPath ? <Detail>{inquiryOriginText(room.originPath)}</Detail> : null}
        </Who>
        {last ? <Time dateTime={last.createdAt}>{formatListTime(last.createdAt)}</Time> : <span />}
        <Preview>{preview}</Preview>
        {room.unreadCount > 0 ? (
          <span>
            <Unread aria-hidden="true">{room.unreadCount > 99 ? '99+' : room.unreadCount}</Unread>
            <span className={visuallyHidden}>{`읽지 않은 메시지 ${room.unreadCount}개`}</span>
          </span>
        ) : (
          <span />
        )}
      </Row>
    </li>
  );
}

function Rooms() {
  const rooms = useBizRooms();
  if (!rooms.data) return <QueryStatus query={rooms} />;
  if (rooms.data.items.length === 0) return <EmptyState role="status">{NO_ROOMS}</EmptyState>;
  return (
    <List aria-label="대화 목록">
      {newestRoomsFirst(rooms.data.items).map((room) => (
        <RoomRow key={room.roomId} room={room} />
      ))}
    </List>
  );
}

export function BizMessagesPage() {
  return (
    <BizShell title="메시지">
      {(me) => (
        <>
          {/* Guest inquiries are the operators' alone: a recruiter's console never asks for them. */}
          {me.role === 'recruiter' ? null : <GuestInquiryList />}
          <Rooms />
        </>
      )}
    </BizShell>
  );
}
