/** The look of a conversation (message-thread.tsx): day separators, bubbles, the controls around them. */
import { styled } from '@linaria/react';
import { color, font, radius, space } from './tokens';

export const Frame = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
`;

export const Scroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${space.sm} 0;
`;

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Day = styled.li`
  align-self: center;
  margin: ${space.md} 0 ${space.xs};
  padding: ${space.xs} ${space.md};
  border-radius: ${radius.pill};
  background: ${color.background};
  color: ${color.textSub};
  font-size: ${font.size.caption};
`;

export const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  max-width: 100%;

  &[data-mine='true'] {
    align-items: flex-end;
  }
`;

export const Sender = styled.span`
  margin: ${space.sm} ${space.xs} ${space.xs};
  color: ${color.textSub};
  font-size: ${font.size.caption};
  font-weight: ${font.weight.medium};
`;

export const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${space.xs};
  max-width: 85%;

  [data-mine='true'] > & {
    flex-direction: row-reverse;
  }
`;

export const Bubble = styled.p`
  margin: 0;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.lg};
  border-top-left-radius: ${radius.sm};
  background: ${color.background};
  color: ${color.text};
  font-size: ${font.size.body};
  line-height: 1.5;
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  [data-mine='true'] & {
    border-top-left-radius: ${radius.lg};
    border-top-right-radius: ${radius.sm};
    background: ${color.primary};
    color: #ffffff;
  }
  &[data-status='sending'],
  &[data-status='queued'] {
    opacity: 0.6;
  }
  [data-mine='true'] &[data-status='failed'] {
    border: 1px solid ${color.danger};
    background: ${color.surface};
    color: ${color.text};
  }
`;

export const Meta = styled.span`
  flex-shrink: 0;
  color: ${color.textMuted};
  font-size: 11px;
  white-space: nowrap;
`;

/** Under one of the reader's bubbles: a failure's reason, and what can be done with the message. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  max-width: 85%;
  margin-top: ${space.xs};
  color: ${color.danger};
  font-size: ${font.size.caption};

  & button {
    padding: ${space.xs} ${space.sm};
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
    background: ${color.surface};
    color: ${color.textSub};
    font-size: ${font.size.caption};
    cursor: pointer;
  }
`;

export const Older = styled.button`
  display: block;
  margin: 0 auto ${space.sm};
  padding: ${space.xs} ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.textSub};
  font-size: ${font.size.caption};
  cursor: pointer;

  &:disabled {
    cursor: progress;
  }
`;

export const Note = styled.p`
  margin: ${space.sm} 0;
  color: ${color.textMuted};
  font-size: ${font.size.caption};
  text-align: center;
`;

export const Jump = styled.button`
  position: absolute;
  bottom: ${space.md};
  left: 50%;
  transform: translateX(-50%);
  padding: ${space.xs} ${space.lg};
  border: 0;
  border-radius: ${radius.pill};
  background: ${color.text};
  color: #ffffff;
  font-size: ${font.size.caption};
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.16);
  cursor: pointer;
`;
