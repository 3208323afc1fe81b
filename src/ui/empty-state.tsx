/**
 * "Nothing here yet" with the way forward: what is missing, why doing the next step helps, and the
 * step itself (a button or link), so an empty screen never ends the visit.
 */
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { color, font, radius, space } from './tokens';

const Box = styled.div`
  display: grid;
  gap: ${space.sm};
  margin: ${space.lg} 0 0;
  padding: ${space.xl} ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.background};
  text-align: center;

  & > p {
    margin: 0;
  }
`;

const Message = styled.p`
  color: ${color.text};
  font-size: ${font.size.body};
  font-weight: ${font.weight.medium};
`;

const Hint = styled.p`
  color: ${color.textSub};
  font-size: ${font.size.caption};
  line-height: 1.5;
`;

const Action = styled.div`
  margin-top: ${space.sm};
`;

interface EmptyStateProps {
  message: string;
  /** Why the next step helps. */
  hint?: string;
  /** The next step: a Button, or a Link around one. */
  children?: ReactNode;
}

export function EmptyState({ message, hint, children }: EmptyStateProps) {
  return (
    <Box>
      <Message>{message}</Message>
      {hint ? <Hint>{hint}</Hint> : null}
      {children ? <Action>{children}</Action> : null}
    </Box>
  );
}
