/** Attack-period extensions waiting in the outbox, or refused on arrival, under the period card. */
import { OutboxNote } from '../../ui/outbox-note';
import { useDecisionReceipts, useQueuedExtensions } from './offer-decisions';

const monthsOf = (meta: unknown) => {
  const month = (meta as { month?: unknown } | undefined)?.month;
  return typeof month === 'number' ? month : undefined;
};

export function AttackExtensionNotes() {
  useDecisionReceipts();
  const entries = useQueuedExtensions();
  if (entries.length === 0) return null;
  return (
    <div>
      {entries.map((entry) => (
        <OutboxNote
          key={entry.id}
          entry={entry}
          what={monthsOf(entry.meta) ? `${monthsOf(entry.meta)}개월 연장` : '기간 연장'}
          refusedText="기간을 연장하지 못했어요"
        />
      ))}
    </div>
  );
}
