/** The top of a console page about one conversation (a room or a visitor's inquiry): who, then lines about it. */
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { color, font, space } from '../../../ui/tokens';

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin-bottom: ${space.md};
  padding-bottom: ${space.md};
  border-bottom: 1px solid ${color.border};

  & h2 {
    margin: 0;
    font-size: ${font.size.bodyLarge};
  }
`;

interface ConversationHeadingProps {
  /** The heading's id, for the panel's aria-labelledby. */
  titleId: string;
  title: string;
  children: ReactNode;
}

export function ConversationHeading({ titleId, title, children }: ConversationHeadingProps) {
  return (
    <Heading>
      <h2 id={titleId}>{title}</h2>
      {children}
    </Heading>
  );
}
