/** The top of an open room: the way back to the list and whom the conversation is with. */
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { color, font, radius, space } from '../../ui/tokens';
import { MESSAGES_PATH, openedFromList } from './room-link';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  margin-bottom: ${space.md};

  & h1 {
    flex: 1;
    min-width: 0;
    margin: 0;
    overflow: hidden;
    font-size: ${font.size.bodyLarge};
    font-weight: ${font.weight.bold};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Back = styled.button`
  flex-shrink: 0;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${space.sm};
  border: 0;
  border-radius: ${radius.sm};
  background: none;
  color: ${color.textSub};
  font-size: ${font.size.body};
  cursor: pointer;
`;

const Topic = styled.span`
  flex-shrink: 0;
  padding: 2px ${space.sm};
  border-radius: ${radius.sm};
  background: ${color.background};
  color: ${color.textSub};
  font-size: ${font.size.caption};
`;

export function RoomHeader({ title, topic }: { title: ReactNode; topic?: string }) {
  const [, navigate] = useLocation();
  const back = () => {
    if (openedFromList()) window.history.back();
    else navigate(MESSAGES_PATH, { replace: true });
  };
  return (
    <Bar>
      <Back type="button" onClick={back} aria-label="메시지 목록으로 돌아가기">
        ← 목록
      </Back>
      <h1>{title}</h1>
      {topic ? <Topic>{topic}</Topic> : null}
    </Bar>
  );
}
