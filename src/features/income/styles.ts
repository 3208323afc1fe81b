/** Pieces the lifetime event's screens share. */
import { styled } from '@linaria/react';
import { color, font, radius, space } from '../../ui/tokens';

export const Card = styled.section`
  margin: 0 0 ${space.lg};
  padding: ${space.xl} ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.background};
`;

export const CardTitle = styled.h2`
  margin: 0 0 ${space.sm};
  font-size: ${font.size.bodyLarge};
  font-weight: ${font.weight.bold};
`;

export const BigAmount = styled.p`
  margin: ${space.sm} 0 ${space.md};
  color: ${color.primary};
  font-size: calc(${font.size.display} * 1.25);
  font-weight: ${font.weight.bold};
  line-height: 1.25;
  word-break: keep-all;
`;

/** Label and figure per row; a figure never breaks inside ("1억 8,000만원" stays on one line). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space.sm} ${space.lg};
  margin: 0;

  & dt {
    color: ${color.textSub};
    font-size: ${font.size.body};
    word-break: keep-all;
  }
  & dd {
    margin: 0;
    font-weight: ${font.weight.bold};
    text-align: right;
    white-space: nowrap;
  }
`;

/** The years a row of Facts covers, under its label. */
export const FactYears = styled.span`
  display: block;
  font-size: ${font.size.caption};
`;

export const Note = styled.p`
  margin: ${space.lg} 0;
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.primarySoft};
  color: ${color.textSub};
  font-size: ${font.size.caption};
  line-height: 1.6;
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin-top: ${space.xl};
`;

export const Points = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  margin: 0 0 ${space.xl};
  padding: 0;
  list-style: none;

  & li {
    padding: ${space.lg};
    border-radius: ${radius.lg};
    background: ${color.background};
    line-height: 1.6;
  }
  & strong {
    display: block;
    margin-bottom: ${space.xs};
    font-size: ${font.size.bodyLarge};
  }
  & span {
    color: ${color.textSub};
  }
`;

export const TextButton = styled.button`
  align-self: center;
  min-height: 44px;
  padding: 0 ${space.md};
  border: 0;
  background: transparent;
  color: ${color.textSub};
  font-size: ${font.size.body};
  text-decoration: underline;
  cursor: pointer;
`;
