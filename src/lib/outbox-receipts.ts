/**
 * The server's answers, handed to the views that show them. A sent entry stays in the queue until
 * a view of its kind is there to take its answer (the worker may have sent it while no page was
 * open), then it is forgotten. A refusal goes to the views open when it comes; the refused entry
 * itself stays queued until the candidate sends it again or deletes it (outbox-writes.ts).
 */
import type { OutboxEntry, OutboxEvent, OutboxKind } from '../contract/outbox';
import { changeLocally, currentSubject, outboxState, outboxStore } from './outbox-state';

type SentHandler = (entry: OutboxEntry) => void;
type Refusal = Extract<OutboxEvent, { type: 'outbox/refused' }>;
type RefusedHandler = (event: Refusal) => void;
const sentHandlers = new Map<OutboxKind, Set<SentHandler>>();
const refusedHandlers = new Map<OutboxKind, Set<RefusedHandler>>();
const taking = new Set<string>();

/** Hands the server's answers to whoever shows them, then forgets them. An answer nobody shows yet waits. */
export async function takeReceipts() {
  const subject = currentSubject();
  const ready = outboxState().entries.filter(
    (entry) =>
      entry.state === 'sent' &&
      entry.subject === subject &&
      !taking.has(entry.id) &&
      (sentHandlers.get(entry.kind)?.size ?? 0) > 0,
  );
  for (const entry of ready) {
    taking.add(entry.id);
    try {
      for (const handler of sentHandlers.get(entry.kind) ?? []) handler(entry);
      await outboxStore()
        .then(({ deleteEntry }) => deleteEntry(entry.id))
        .catch(() => undefined);
      changeLocally((entries) => entries.filter((item) => item.id !== entry.id));
    } finally {
      taking.delete(entry.id);
    }
  }
}

/** Tells the open views of its kind, when the refused entry is the signed-in candidate's. */
export function handRefusal(event: Refusal): void {
  if (event.subject === currentSubject()) for (const handler of refusedHandlers.get(event.kind) ?? []) handler(event);
}

export function onOutboxSent(kind: OutboxKind, handler: SentHandler): () => void {
  const handlers = sentHandlers.get(kind) ?? new Set<SentHandler>();
  sentHandlers.set(kind, handlers.add(handler));
  void takeReceipts();
  return () => handlers.delete(handler);
}

export function onOutboxRefused(kind: OutboxKind, handler: RefusedHandler): () => void {
  const handlers = refusedHandlers.get(kind) ?? new Set<RefusedHandler>();
  refusedHandlers.set(kind, handlers.add(handler));
  return () => handlers.delete(handler);
}
