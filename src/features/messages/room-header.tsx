/**
 * The top of an open room, drawn like the app bar (app/app-bar.tsx): the app's back control to the
 * list, whom the conversation is with, and what it is about. The room lives at a tab root's address
 * (/my/message?room=), so the shell draws no app bar of its own here.
 */
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { BackControl } from '../../ui/back-control';
import { color, font, layout, radius, space } from '../../ui/tokens';
import { MESSAGES_PATH, openedFromList } from './room-link';

/** Edge to edge over the page's padding, as tall as the app bar. */
const Bar = styled.header`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${space.xs};
  height: ${layout.headerHeight};
  margin: calc(-1 * ${space.xl}) calc(-1 * ${space.xl}) ${space.md};
  padding: 0 ${space.md} 0 ${space.sm};
  border-bottom: 1px solid ${color.border};

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
      <BackControl onClick={back} />
      <h1>{title}</h1>
      {topic ? <Topic>{topic}</Topic> : null}
    </Bar>
  );
}
