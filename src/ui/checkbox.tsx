import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { color, font, space } from './tokens';

const Row = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  padding: ${space.sm} 0;
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
