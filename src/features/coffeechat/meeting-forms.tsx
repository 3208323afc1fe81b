/** The candidate's written answers to a meeting: a request for other times, a cancellation with its reason. */
import { styled } from '@linaria/react';
import { useState } from 'react';
import { CANCEL_REASON_MAX, OTHER_TIMES_NOTE_MAX } from '../../contract/meetings';
import { Button } from '../../ui/button';
import { TextArea } from '../../ui/text-area';
import { space } from '../../ui/tokens';

const Form = styled.form`
  display: grid;
  gap: ${space.sm};
  margin: ${space.md} 0 0;
`;

const OTHER_TIMES_EMPTY = '원하는 시간을 적어 주세요.';
const CANCEL_REASON_EMPTY = '취소 사유를 적어 주세요.';

interface WrittenAnswerProps {
  label: string;
  /** How the send button reads: a cancellation is set apart as a way out. */
  submitVariant: 'secondary' | 'destructive';
  placeholder: string;
  submitLabel: string;
  maxLength: number;
  emptyMessage: string;
  disabled: boolean;
  onSubmit: (text: string) => void;
}

function WrittenAnswer({
  label,
  submitVariant,
  placeholder,
  submitLabel,
  maxLength,
  emptyMessage,
  disabled,
  onSubmit,
}: WrittenAnswerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = text.trim();
        if (!trimmed) return setError(emptyMessage);
        setError(undefined);
        onSubmit(trimmed);
      }}
    >
      <TextArea
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={setText}
        maxLength={maxLength}
        error={error}
        rows={3}
      />
      <Button type="submit" variant={submitVariant} disabled={disabled}>
        {submitLabel}
      </Button>
    </Form>
  );
}

export function OtherTimesForm({ disabled, onSubmit }: { disabled: boolean; onSubmit: (note: string) => void }) {
  return (
    <WrittenAnswer
      label="편한 시간"
      submitVariant="secondary"
      placeholder="예: 다음 주 화요일이나 수요일 오후 2시 이후가 좋아요"
      submitLabel="다른 시간 요청하기"
      maxLength={OTHER_TIMES_NOTE_MAX}
      emptyMessage={OTHER_TIMES_EMPTY}
      disabled={disabled}
      onSubmit={onSubmit}
    />
  );
}

export function CancelForm({ disabled, onSubmit }: { disabled: boolean; onSubmit: (reason: string) => void }) {
  return (
    <WrittenAnswer
      label="취소 사유"
      submitVariant="destructive"
      placeholder="예: 다른 회사와 이야기를 진행하게 됐어요"
      submitLabel="커피챗 취소하기"
      maxLength={CANCEL_REASON_MAX}
      emptyMessage={CANCEL_REASON_EMPTY}
      disabled={disabled}
      onSubmit={onSubmit}
    />
  );
}
