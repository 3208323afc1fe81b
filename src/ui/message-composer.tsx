/**
 * Writing a message: the counted textarea (SPEC §5) and a send button. Enter makes a new line,
 * as on a phone's keyboard; Ctrl+Enter (⌘+Enter) sends. Sending hands over the trimmed text;
 * the caller clears the field once the text is safe in a bubble.
 */
import { styled } from '@linaria/react';
import type { KeyboardEvent } from 'react';
import { TextArea } from './text-area';
import { color, font, radius, space } from './tokens';

const Form = styled.form`
  padding-top: ${space.sm};
  border-top: 1px solid ${color.border};
  background: ${color.surface};

  & > div:first-child {
    margin-bottom: ${space.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${space.md};
`;

const Hint = styled.span`
  color: ${color.textMuted};
  font-size: ${font.size.caption};

  @media (pointer: coarse) {
    display: none;
  }
`;

const Send = styled.button`
  min-width: 88px;
  min-height: 44px;
  padding: 0 ${space.lg};
  border: 0;
  border-radius: ${radius.md};
  background: ${color.primary};
  color: #ffffff;
  font-size: ${font.size.body};
  font-weight: ${font.weight.bold};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.4;
  }
`;

export interface MessageComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  maxLength: number;
  label?: string;
  placeholder?: string;
  disabled?: boolean;
}

export function MessageComposer({
  value,
  onChange,
  onSend,
  maxLength,
  label = '메시지 입력',
  placeholder = '메시지를 입력해 주세요.',
  disabled = false,
}: MessageComposerProps) {
  const text = value.trim();
  const send = () => {
    if (text && !disabled) onSend(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  return (
    <Form
      aria-label="메시지 보내기"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextArea
        label={label}
        value={value}
        onChange={onChange}
        maxLength={maxLength}
        rows={2}
        placeholder={placeholder}
        onKeyDown={onKeyDown}
      />
      <Actions>
        <Hint>Ctrl+Enter로 보내기</Hint>
        <Send type="submit" disabled={!text || disabled}>
          보내기
        </Send>
      </Actions>
    </Form>
  );
}
