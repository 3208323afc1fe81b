/**
 * A write waiting in the outbox, shown where it was made: "전송 대기 중" with 삭제 until
 * it is sent ("전송 중", not deletable, only while it can go right now), or the server's refusal
 * on arrival with 확인, which clears it. Offer decisions, attack extensions and inquiries use it.
 */
import { styled } from '@linaria/react';
import { useState } from 'react';
import type { OutboxEntry } from '../contract/outbox';
import { discardEntry } from '../lib/outbox-client';
import { useOnItsWay } from '../lib/use-outbox';
import { color, font, radius, space } from './tokens';

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  margin: ${space.md} 0 0;
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.background};
  font-size: ${font.size.body};

  &[data-refused='true'] {
    color: ${color.danger};
  }
`;

const Text = styled.p`
  margin: 0;
`;

const Small = styled.span`
  display: block;
  color: ${color.textSub};
  font-size: ${font.size.caption};
`;

const Action = styled.button`
  flex: none;
  min-height: 44px;
  padding: 0 ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${font.size.body};
  cursor: pointer;
`;

const WAITING_LABEL = '전송 대기 중';
const WAITING_HINT = '연결되면 자동으로 보내요.';

export interface OutboxNoteProps {
  entry: OutboxEntry;
  /** What was decided, e.g. "커피챗 수락"; read before the status. */
  what: string;
  /** The sentence for a refusal on arrival; the server's own message otherwise. */
  refusedText?: string;
}

export function OutboxNote({ entry, what, refusedText }: OutboxNoteProps) {
  const onItsWay = useOnItsWay();
  const [note, setNote] = useState<string>();
  const discard = async () => {
    const result = await discardEntry(entry.id);
    if (result === 'sending') setNote('이미 보내는 중이에요. 곧 결과를 알려 드려요.');
    else if (result === 'failed') setNote('삭제하지 못했어요. 다시 시도해 주세요.');
  };
  if (entry.state === 'refused') {
    return (
      <Box role="alert" data-refused="true" aria-label={what}>
        <Text>
          {refusedText ?? entry.refusal?.message}
          {refusedText && entry.refusal ? <Small>{entry.refusal.message}</Small> : null}
        </Text>
        <Action type="button" onClick={() => void discard()}>
          확인
        </Action>
      </Box>
    );
  }
  const sending = onItsWay(entry);
  return (
    <Box role="status" aria-label={what}>
      <Text>
        {`${what} · ${sending ? '전송 중' : WAITING_LABEL}`}
        <Small>{note ?? WAITING_HINT}</Small>
      </Text>
      {sending ? null : (
        <Action type="button" onClick={() => void discard()}>
          삭제
        </Action>
      )}
    </Box>
  );
}
