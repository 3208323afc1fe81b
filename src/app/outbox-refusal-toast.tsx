/**
 * A decision the server turned down on arrival (the offer or curation expired or was withdrawn
 * while it waited in the outbox) is told wherever the candidate is at that moment, besides on the
 * offer itself. The outbox client loads lazily, as in OutboxStarter.
 */
import { useEffect, useState } from 'react';
import type { OutboxKind } from '../contract/outbox';
import { Toast } from '../ui/toast';

const SENTENCES: Partial<Record<OutboxKind, string>> = {
  'offer-accept': '마감이 지나 수락하지 못했어요',
  'curation-answer': '마감이 지나 수락하지 못했어요',
  'offer-refuse': '거절을 전하지 못했어요',
  'offer-revision': '조정 요청을 전하지 못했어요',
  'attack-extend': '기간을 연장하지 못했어요',
  'meeting-answer': '커피챗 일정을 전하지 못했어요',
};

export function OutboxRefusalToast() {
  const [text, setText] = useState<string>();
  useEffect(() => {
    let stops: (() => void)[] = [];
    let cancelled = false;
    import('../lib/outbox-client')
      .then(({ onOutboxRefused }) => {
        if (cancelled) return;
        stops = Object.entries(SENTENCES).map(([kind, sentence]) =>
          onOutboxRefused(kind as OutboxKind, () => setText(sentence)),
        );
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
    };
  }, []);
  return (
    <Toast view={text !== undefined} onHide={() => setText(undefined)}>
      {text}
    </Toast>
  );
}
