/**
 * The rows of the console's message lists (rooms and guest inquiries): one card of rows, each a
 * link with who, when, a line of the last message and what it is about.
 */
import { styled } from '@linaria/react';
import { Link } from 'wouter';
import { color, font, radius, space } from '../../../ui/tokens';

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${radius.lg};
  background: ${color.surface};
  overflow: hidden;

  & > li + li {
    border-top: 1px solid ${color.border};
  }
`;

export const Row = styled(Link)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space.xs} ${space.md};
  padding: ${space.lg};
  color: inherit;
  text-decoration: none;

  &:hover {
    background: ${color.background};
  }
`;

export const Detail = styled.span`
  color: ${color.textMuted};
  font-size: ${font.size.caption};
`;

export const Time = styled.time`
  color: ${color.textMuted};
  font-size: ${font.size.caption};
  text-align: right;
`;

export const Preview = styled.span`
  overflow: hidden;
  color: ${color.textSub};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
