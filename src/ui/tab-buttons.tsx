import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { color, font, radius, space } from './tokens';

const Group = styled.div`
  display: flex;
  gap: ${space.xs};
  margin-bottom: ${space.lg};
  padding: ${space.xs};
  border-radius: ${radius.md};
  background: ${color.background};
`;

const Segment = styled.button`
  flex: 1;
  min-height: 44px;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.textSub};
  font-size: ${font.size.body};
  font-weight: ${font.weight.bold};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${color.surface};
    color: ${color.text};
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.08);
  }
`;

/** A segmented control: a few views of the same content inside one screen or sheet. */
export function TabButtons({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group role="group" aria-label={label}>
      {children}
    </Group>
  );
}

export function TabButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Segment type="button" aria-pressed={pressed} onClick={onClick}>
      {children}
    </Segment>
  );
}
