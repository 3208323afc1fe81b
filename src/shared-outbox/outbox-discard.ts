/**
 * "삭제" of an entry, run by whoever owns the queue: the worker when it answers the page's
 * message, else the page itself (sw/outbox.ts, lib/outbox-drainer.ts). An entry a drain has
 * claimed may already have reached the server, so it is never deleted under the drain: the answer
 * is 'sending' and the entry ends sent or refused like any other. The claim (outbox-store.ts) and
 * the deletion each check and write in one IndexedDB transaction, so whichever comes second sees
 * the first: a discarded entry is never sent afterwards.
 *
 * A claim can outlive its drain (the browser stopped the worker mid-request). When no drain holds
 * the drain lock, nothing is on its way whatever the mark says, so the entry is deleted — under the
 * lock, so no drain can start meanwhile.
 */
import { is } from 'superstruct';
import { type DiscardResult, OUTBOX_DRAIN_LOCK, OUTBOX_ENTRIES_STORE, OutboxEntry } from '../contract/outbox';
import { inStore, lastRequest, requestResult } from './outbox-db';
import { withLockIfFree } from './outbox-lock';

const removeUnlessSending = (id: string, { honourClaim }: { honourClaim: boolean }): Promise<DiscardResult> =>
  inStore(OUTBOX_ENTRIES_STORE, 'readwrite', async (store) => {
    const current: unknown = await requestResult(store.get(id));
    if (!is(current, OutboxEntry)) return 'gone';
    if (current.state === 'sent') return 'sent';
    if (current.state === 'queued' && current.sendingAt && honourClaim) return 'sending';
    await lastRequest(store.delete(id));
    return 'discarded';
  });

export async function discardQueuedEntry(id: string): Promise<DiscardResult> {
  try {
    const idle = await withLockIfFree(OUTBOX_DRAIN_LOCK, () => removeUnlessSending(id, { honourClaim: false }));
    return idle.ran ? idle.value : await removeUnlessSending(id, { honourClaim: true });
  } catch {
    return 'failed';
  }
}
