import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { color, font, radius, space } from '../../ui/tokens';

export const CompanyRows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${space.md};
  min-height: 56px;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.md};
  background: ${color.background};
`;

const Logo = styled.img`
  width: 36px;
  height: 36px;
  flex-shrink: 0;
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.surface};
  object-fit: contain;
`;

const Text = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.span`
  overflow: hidden;
  font-weight: ${font.weight.bold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Note = styled.span`
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

/** A small button at the end of a row ("삭제", "추가"). */
const RowAction = styled.button`
  flex-shrink: 0;
  min-height: 44px;
  padding: 0 ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.textSub};
  font-size: ${font.size.caption};
  font-weight: ${font.weight.bold};
  cursor: pointer;

  &:disabled {
    cursor: default;
    opacity: 0.5;
  }
`;

export interface CompanyRowProps {
  name: string;
  logo: string;
  note?: ReactNode;
  action?: ReactNode;
}

/** A company as a line: logo (decorative, the name is beside it), name, an optional note and action. */
export function CompanyRow({ name, logo, note, action }: CompanyRowProps) {
  return (
    <Row>
      <Logo src={logo} alt="" width={36} height={36} loading="lazy" decoding="async" />
      <Text>
        <Name>{name}</Name>
        {note ? <Note>{note}</Note> : null}
      </Text>
      {action}
    </Row>
  );
}

export interface CompanyRowWithActionProps {
  company: { name: string; logo: string };
  /** The button's word ("삭제", "추가", or why it cannot be: "추가됨"). */
  action: string;
  disabled?: boolean;
  onAction: () => void;
}

/** A company with one button at the end, named with the company for a screen reader ("네이버 삭제"). */
export function CompanyRowWithAction({ company, action, disabled, onAction }: CompanyRowWithActionProps) {
  return (
    <CompanyRow
      name={company.name}
      logo={company.logo}
      action={
        <RowAction type="button" disabled={disabled} aria-label={`${company.name} ${action}`} onClick={onAction}>
          {action}
        </RowAction>
      }
    />
  );
}
