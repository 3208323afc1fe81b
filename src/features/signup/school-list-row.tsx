/** One school entry in a list (SPEC §2): school, major and degree, period, and edit and delete; deleting asks first. */
import { styled } from '@linaria/react';
import { useState } from 'react';
import type { StoredSchoolEntry } from '../../contract/education';
import { ConfirmAlert } from '../../ui/confirm-alert';
import { color, font, radius, space } from '../../ui/tokens';
import { formatPeriod } from './education-rules';

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.background};
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  & > strong {
    display: block;
    overflow-wrap: anywhere;
  }
  & > span {
    display: block;
    font-size: ${font.size.caption};
    color: ${color.textSub};
  }
`;

const Problem = styled.span`
  && {
    color: ${color.danger};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-shrink: 0;
  gap: ${space.xs};
`;

const Action = styled.button`
  min-width: 44px;
  min-height: 36px;
  padding: 0 ${space.sm};
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.surface};
  font-size: ${font.size.caption};
  color: ${color.textSub};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.4;
  }
`;

export interface SchoolListRowProps {
  entry: StoredSchoolEntry;
  onEdit: (entry: StoredSchoolEntry) => void;
  /** Runs after the candidate confirmed; a rejection shows an error on the row. */
  onDelete: (entry: StoredSchoolEntry) => Promise<unknown>;
  /** While another entry is being edited. */
  disabled?: boolean;
}

export function SchoolListRow({ entry, onEdit, onDelete, disabled }: SchoolListRowProps) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(false);
  const study = [entry.major, entry.degree].filter(Boolean).join(' · ');

  async function remove() {
    setConfirming(false);
    setDeleting(true);
    setFailed(false);
    try {
      await onDelete(entry);
    } catch {
      setFailed(true);
      setDeleting(false);
    }
  }

  return (
    <Item aria-busy={deleting}>
      <Text>
        <strong>{entry.school}</strong>
        <span>{study}</span>
        <span>{formatPeriod(entry.start, entry.end)}</span>
        {failed ? <Problem role="alert">삭제하지 못했어요. 잠시 후 다시 시도해 주세요.</Problem> : null}
      </Text>
      <Actions>
        <Action
          type="button"
          aria-label={`${entry.school} 학력 수정`}
          disabled={disabled || deleting}
          onClick={() => onEdit(entry)}
        >
          수정
        </Action>
        <Action
          type="button"
          aria-label={`${entry.school} 학력 삭제`}
          disabled={disabled || deleting}
          onClick={() => setConfirming(true)}
        >
          삭제
        </Action>
      </Actions>
      <ConfirmAlert
        view={confirming}
        title="학력을 삭제할까요?"
        subtit={`${entry.school} ${entry.degree} 학력이 목록에서 사라져요.`}
        left={{ title: '취소', function: () => setConfirming(false) }}
        right={{ title: '삭제하기', function: () => void remove() }}
        onClose={() => setConfirming(false)}
      />
    </Item>
  );
}
