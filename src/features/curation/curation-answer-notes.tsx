/**
 * A curation answer waiting in the outbox (전송 대기 중, 삭제) or refused on arrival — the group
 * expired or was answered meanwhile: "마감이 지나 수락하지 못했어요". Whatever the
 * server answers refreshes the group and the offers.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { OutboxEntry } from '../../contract/outbox';
import { useOutbox, useOutboxSent } from '../../lib/use-outbox';
import { OutboxNote } from '../../ui/outbox-note';
import { offerGroupKeys } from './api';

const DEADLINE_PASSED = '마감이 지나 수락하지 못했어요';

const groupIdOf = (entry: OutboxEntry) => (entry.meta as { groupId?: unknown } | undefined)?.groupId;

/** The group's newest waiting or refused answer. */
export function useCurationAnswer(groupId: number): OutboxEntry | undefined {
  return useOutbox('curation-answer')
    .entries.filter((entry) => groupIdOf(entry) === groupId)
    .at(-1);
}

export function CurationAnswerNotes({ groupId }: { groupId: number }) {
  const queryClient = useQueryClient();
  useOutboxSent('curation-answer', () => {
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: offerGroupKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['offers'] }),
      queryClient.invalidateQueries({ queryKey: ['my', 'attack'] }),
    ]);
  });
  const entry = useCurationAnswer(groupId);
  return entry ? <OutboxNote entry={entry} what="큐레이션 응답" refusedText={DEADLINE_PASSED} /> : null;
}
