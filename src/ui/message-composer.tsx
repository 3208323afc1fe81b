/**
 * Writing a message: the counted field (SPEC §5) with 보내기 beside it, as in a phone's chat apps.
 * It starts one line high and grows with the text up to five lines, so the conversation keeps the
 * screen and 보내기 stays in reach above the keyboard. Enter makes a new line, as on a phone's
 * keyboard; Ctrl+Enter (⌘+Enter) sends. Sending hands over the trimmed text; the caller clears the
 * field once the text is safe in a bubble.
 */
import { styled } from '@linaria/react';
import { type KeyboardEvent, useId } from 'react';
import { color, font, radius, space } from './tokens';
import { visuallyHidden } from './visually-hidden';

const Form = styled.form`
  flex-shrink: 0;
  padding-top: ${space.sm};
  border-top: 1px solid ${color.border};
  background: ${color.surface};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${space.sm};
`;

/** 44 px on one line; grows with its content (field-sizing) to five lines, then scrolls. */
const Field = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  max-height: calc(5 * 1.5em + 2 * 10px + 2px);
  padding: 10px ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  font: inherit;
  font-size: ${font.size.body};
  line-height: 1.5;
  resize: none;
  field-sizing: content;
`;

const Send = styled.button`
  flex-shrink: 0;
  min-width: 64px;
  min-height: 44px;
  padding: 0 ${space.md};
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

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space.md};
  margin-top: ${space.xs};
  font-size: ${font.size.caption};
  color: ${color.textMuted};
`;

const Hint = styled.span`
  @media (pointer: coarse) {
    visibility: hidden;
  }
`;

const Limit = styled.span`
  color: ${color.danger};
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
  const id = useId();
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
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <Row>
        <Field
          id={id}
          rows={1}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-describedby={`${id}-footer`}
          onChange={(event) => onChange(event.currentTarget.value.slice(0, maxLength))}
          onKeyDown={onKeyDown}
        />
        <Send type="submit" disabled={!text || disabled}>
          보내기
        </Send>
      </Row>
      <Footer id={`${id}-footer`}>
        {value.length >= maxLength ? (
          <Limit>{`${maxLength}자까지 작성 가능해요`}</Limit>
        ) : (
          <Hint>Ctrl+Enter로 보내기</Hint>
        )}
        <span>{`${value.length}/${maxLength}`}</span>
      </Footer>
    </Form>
  );
}
