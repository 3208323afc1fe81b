/**
 * What the candidate does to the queue: a write queued as the signed-in candidate, "다시 보내기"
 * or "now" for an entry that was refused or waits, and "삭제". Each shows on the page at once,
 * then is stored, and a drain is asked for.
 */
import type { DiscardResult, OutboxEntry, OutboxKind } from '../contract/outbox';
import { API_BASE } from '../contract/paths';
import { addEntry, type NewOutboxEntry, requeueEntry } from '../shared-outbox/outbox-store';
import { newIdempotencyKey } from './idempotency-key';
import { reload, report, requestDrain } from './outbox-drain-requests';
import { discardSomewhere, registerBackgroundSync } from './outbox-drainer';
import { changeLocally, currentSubject } from './outbox-state';

const apiBase = import.meta.env.VITE_API_URL ?? API_BASE;

export interface OutboxWrite {
  kind: OutboxKind;
  method: 'POST' | 'PATCH';
  /** Under the API base, e.g. /users/message. */
  path: string;
  body: unknown;
  /** The Idempotency-Key of an attempt already made; a new one otherwise. */
  idempotencyKey?: string;
  meta?: unknown;
}

/** Queues a write as the signed-in candidate and asks for a drain; resolves once it is stored. */
export async function enqueueWrite(write: OutboxWrite): Promise<OutboxEntry> {
  const subject = currentSubject();
  if (subject === undefined) throw new Error('outbox: nobody is signed in');
  const entry: NewOutboxEntry = {
    id: write.idempotencyKey ?? newIdempotencyKey(),
    kind: write.kind,
    subject,
    method: write.method,
    url: `${apiBase}${write.path}`,
    body: JSON.stringify(write.body),
    createdAt: new Date().toISOString(),
    meta: write.meta,
  };
  changeLocally((entries) => [
    ...entries,
    { ...entry, meta: entry.meta, order: Number.MAX_SAFE_INTEGER, state: 'queued', response: undefined },
  ]);
  try {
    const stored = await addEntry(entry);
    registerBackgroundSync();
    return stored;
  } finally {
    await reload();
    requestDrain();
  }
}

/** "다시 보내기" for a refused entry, or "now" for a waiting one: the same key and body again. */
export async function retryEntry(id: string): Promise<void> {
  changeLocally((entries) =>
    entries.map((entry) =>
      entry.id === id && entry.state !== 'sent'
        ? { ...entry, state: 'queued', refusal: undefined, waiting: undefined }
        : entry,
    ),
  );
  await requeueEntry(id).catch(() => undefined);
  registerBackgroundSync();
  await reload();
  requestDrain();
}

/**
 * "삭제" (a waiting or a refused entry): asks whoever owns the queue to remove it. 'discarded' and
 * 'gone' mean it will never be sent; 'sending' means a drain has it on its way, so it stays and
 * ends sent or refused; 'sent' means the server has it (its answer is taken as usual). Never throws.
 */
export async function discardEntry(id: string): Promise<DiscardResult> {
  const result = await discardSomewhere(id, report).catch((): DiscardResult => 'failed');
  if (result === 'discarded' || result === 'gone')
    changeLocally((entries) => entries.filter((entry) => entry.id !== id));
  await reload();
  return result;
}
