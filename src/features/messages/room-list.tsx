/** /my/message without a room: the candidate's rooms, newest first, with what is unread. */
import { styled } from '@linaria/react';
import { Link } from 'wouter';
import { type MessageRoom, ROOM_LIST_POLL_SECONDS } from '../../contract/messages';
import { newestRoomsFirst } from '../../lib/conversation';
import { NetworkError } from '../../lib/http';
import { Button } from '../../ui/button';
import { formatListTime } from '../../ui/message-time';
import { MyTabs } from '../../ui/my-tabs';
import { Lead, Page } from '../../ui/page';
import { color, font, radius, space } from '../../ui/tokens';
import { visuallyHidden } from '../../ui/visually-hidden';
import { useMessageRooms } from './api';
import { FROM_LIST_STATE, roomHref } from './room-link';

const NO_ROOMS = '아직 주고받은 메시지가 없어요.';
const ASK_HREF = `/ask?from=${encodeURIComponent('/my/message')}`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const RoomLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${space.md};
  padding: ${space.md} 0;
  border-bottom: 1px solid ${color.border};
  color: inherit;
  text-decoration: none;
`;

const Avatar = styled.span`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.primarySoft};
  color: ${color.primary};
  font-weight: ${font.weight.bold};

  & img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: ${color.surface};
  }
`;

const Body = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Line = styled.span`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-width: 0;
`;

const Name = styled.strong`
  overflow: hidden;
  font-size: ${font.size.body};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Topic = styled.span`
  flex-shrink: 0;
  padding: 0 ${space.xs};
  border-radius: ${radius.sm};
  background: ${color.background};
  color: ${color.textSub};
  font-size: 11px;
`;

const Time = styled.time`
  flex-shrink: 0;
  margin-left: auto;
  color: ${color.textMuted};
  font-size: ${font.size.caption};
`;

const Preview = styled.span`
  flex: 1;
  overflow: hidden;
  color: ${color.textSub};
  font-size: ${font.size.caption};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Unread = styled.span`
  flex-shrink: 0;
  min-width: 20px;
  padding: 0 6px;
  border-radius: ${radius.pill};
  background: ${color.danger};
  color: #ffffff;
  font-size: 11px;
  font-weight: ${font.weight.bold};
  line-height: 20px;
  text-align: center;
`;

const Status = styled.p`
  color: ${color.textMuted};
`;

const AskLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  margin-top: ${space.lg};
  color: ${color.textSub};
  font-size: ${font.size.caption};
`;

function RoomRow({ room }: { room: MessageRoom }) {
  const last = room.lastMessage;
  const preview = last ? `${last.sender === 'CANDIDATE' ? '나: ' : ''}${last.message}` : '아직 메시지가 없어요.';
  return (
    <li>
      <RoomLink href={roomHref(room.roomId)} state={FROM_LIST_STATE}>
        <Avatar aria-hidden="true">
          {room.kind === 'COMPANY' && room.logo ? <img src={room.logo} alt="" loading="lazy" /> : 'X'}
        </Avatar>
        <Body>
          <Line>
            <Name>{room.title}</Name>
            {room.topic ? <Topic>{room.topic}</Topic> : null}
            {last ? <Time dateTime={last.createdAt}>{formatListTime(last.createdAt)}</Time> : null}
          </Line>
          <Line>
            <Preview>{preview}</Preview>
            {room.unreadCount > 0 ? (
              <>
                <Unread aria-hidden="true">{room.unreadCount > 99 ? '99+' : room.unreadCount}</Unread>
                <span className={visuallyHidden}>{`읽지 않은 메시지 ${room.unreadCount}개`}</span>
              </>
            ) : null}
          </Line>
        </Body>
      </RoomLink>
    </li>
  );
}

export function RoomListView() {
  const rooms = useMessageRooms(ROOM_LIST_POLL_SECONDS * 1000);
  return (
    <Page>
      <MyTabs />
      <h1 className={visuallyHidden}>메시지</h1>
      {rooms.data ? (
        rooms.data.items.length === 0 ? (
          <>
            <Lead>{NO_ROOMS}</Lead>
            <Link href={ASK_HREF} asChild>
              <Button as="a">운영팀에 문의하기</Button>
            </Link>
          </>
        ) : (
          <>
            <List aria-label="메시지 목록">
              {newestRoomsFirst(rooms.data.items).map((room) => (
                <RoomRow key={room.roomId} room={room} />
              ))}
            </List>
            <AskLink href={ASK_HREF}>운영팀에 새로 문의하기</AskLink>
          </>
        )
      ) : rooms.isError ? (
        <>
          <Lead role="alert">
            {rooms.error instanceof NetworkError
              ? '인터넷에 연결되어 있지 않아요. 연결을 확인한 뒤 다시 시도해 주세요.'
              : '메시지를 불러오지 못했어요.'}
          </Lead>
          <Button onClick={() => void rooms.refetch()}>다시 시도하기</Button>
        </>
      ) : (
        <Status role="status">메시지를 불러오는 중이에요…</Status>
      )}
    </Page>
  );
}
