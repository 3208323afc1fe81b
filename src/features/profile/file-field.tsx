import { styled } from '@linaria/react';
import { useId, useRef, useState } from 'react';
import { useOnline } from '../../lib/use-online';
import { Button } from '../../ui/button';
import { ConfirmAlertOnDemand } from '../../ui/on-demand';
import { color, font, radius, space } from '../../ui/tokens';
import type { StoredFileRef } from './profile-draft';
import { fileProblem } from './upload';

const Field = styled.div`
  margin-bottom: ${space.lg};
`;

const Label = styled.p`
  margin: 0 0 ${space.xs};
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

const Current = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.background};

  & span {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & button {
    border: 0;
    background: none;
    color: ${color.danger};
    cursor: pointer;
  }
`;

const Hidden = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;

const Message = styled.p`
  margin: ${space.xs} 0 0;
  font-size: ${font.size.caption};
  color: ${color.danger};
`;

const Hint = styled.p`
  margin: ${space.xs} 0 0;
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

/**
 * Files go up before an edit is saved, and the outbox sends JSON only (profile-outbox.ts): offline,
 * a file cannot be attached, and the rest of the edit can still be saved.
 */
export const FILE_OFFLINE =
  '파일은 인터넷에 연결된 뒤에 올릴 수 있어요. 다른 수정 내용은 지금 저장해도 연결되면 저장돼요.';
export const CHOSEN_FILE_OFFLINE =
  '이 파일은 인터넷에 연결된 뒤 저장할 때 올라가요. 연결 없이 저장하려면 파일을 빼 주세요.';

/** What the field says offline: nothing when a stored file is there (removing it needs no upload). */
function offlineHintOf(online: boolean, value: File | StoredFileRef | null): string | undefined {
  if (online) return undefined;
  if (value instanceof File) return CHOSEN_FILE_OFFLINE;
  return value ? undefined : FILE_OFFLINE;
}

export interface FileFieldProps {
  label: string;
  value: File | StoredFileRef | null;
  /** The server's refusal of the stored file, e.g. its first bytes are not the declared type. */
  error?: string;
  onChange: (value: File | null) => void;
}

/**
 * One file per field (SPEC §5): pdf, png, jpg or jpeg up to 20 MB; removing asks first. Offline,
 * attaching waits for the connection, and the field says so.
 */
export function FileField({ label, value, error: refused, onChange }: FileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const online = useOnline();
  const offlineHint = offlineHintOf(online, value);
  return (
    <Field>
      <Label id={`${id}-label`}>{label}</Label>
      {value ? (
        <Current>
          <span>{value.name}</span>
          <button type="button" aria-label={`${value.name} 삭제`} onClick={() => setConfirming(true)}>
            삭제
          </button>
        </Current>
      ) : (
        <Button
          type="button"
          variant="secondary"
          disabled={!online}
          aria-describedby={offlineHint ? `${id}-offline` : undefined}
          onClick={() => input.current?.click()}
        >
          {`${label} 파일 첨부하기`}
        </Button>
      )}
      <Hidden
        ref={input}
        type="file"
        accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
        aria-labelledby={`${id}-label`}
        tabIndex={-1}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (!file) return;
          const problem = fileProblem(file);
          setError(problem);
          if (!problem) onChange(file);
        }}
      />
      {(error ?? refused) ? <Message role="alert">{error ?? refused}</Message> : null}
      {offlineHint ? (
        <Hint id={`${id}-offline`} role="status">
          {offlineHint}
        </Hint>
      ) : null}
      <ConfirmAlertOnDemand
        view={confirming}
        title="첨부한 파일을 삭제할까요?"
        left={{ title: '취소', function: () => setConfirming(false) }}
        right={{
          title: '삭제',
          function: () => {
            setConfirming(false);
            onChange(null);
          },
        }}
        onClose={() => setConfirming(false)}
      />
    </Field>
  );
}
