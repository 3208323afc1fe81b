import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { color, font, space } from './tokens';

/** The whole row is the touch target, at least 44 px high. */
const Row = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  min-height: 44px;
  padding: 10px 0;
  font-size: ${font.size.body};
  cursor: pointer;

  & input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${color.primary};
    flex-shrink: 0;
  }
`;

export function Checkbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Row>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span>{children}</span>
    </Row>
  );
}
