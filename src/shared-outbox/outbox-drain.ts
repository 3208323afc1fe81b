/**
 * Sends the queue, oldest first and one at a time, as the signed-in candidate only: entries
 * written by anyone else stay where they are. A refused entry is set aside for its writer to fix
 * or discard and the next one goes; an entry that must wait (no connection, 5xx, no session)
 * stops the drain, so nothing overtakes it. The worker runs this on Background Sync and when a
 * page asks; a page without a worker runs it itself. One drain at a time across all of them. Each
 * attempt first claims its entry (`sendingAt`), so a "삭제" racing it answers 'sending'
 * (outbox-discard.ts) rather than deleting what may already be on the server.
 */
import { OUTBOX_DRAIN_LOCK, type OutboxEvent } from '../contract/outbox';
import type { SessionSource } from './outbox-auth';
import { withLock } from './outbox-lock';
import { replayEntry } from './outbox-replay';
import { claimEntry, listEntries, purgeOldReceipts, updateEntry } from './outbox-store';

/** done: nothing of the candidate's is queued; wait: try again later; signed-out: nobody to send as. */
export type DrainResult = 'done' | 'wait' | 'signed-out';

export interface DrainDeps {
  session: SessionSource;
  notify: (event: OutboxEvent) => void;
  fetch?: typeof fetch;
}

async function drainPass({ session, notify, fetch: send }: DrainDeps): Promise<DrainResult> {
  await purgeOldReceipts().catch(() => undefined);
  for (;;) {
    const current = await session.current();
    if (!current) return 'signed-out';
    const next = (await listEntries()).find((entry) => entry.state === 'queued' && entry.subject === current.subject);
    if (!next) return 'done';
    // Marked as on its way first: a discard from now on answers 'sending' instead of deleting it.
    const claimed = await claimEntry(next.id);
    if (!claimed) continue;
    const outcome = await replayEntry(claimed, session, send);
    if (outcome.kind === 'sent') {
      await updateEntry(next.id, (entry) => ({
        ...entry,
        state: 'sent',
        waiting: undefined,
        sendingAt: undefined,
        response: outcome.response,
        sentAt: new Date().toISOString(),
      }));
      notify({ type: 'outbox/sent', id: next.id, kind: next.kind, subject: next.subject, response: outcome.response });
    } else if (outcome.kind === 'refused') {
      await updateEntry(next.id, (entry) => ({
        ...entry,
        state: 'refused',
        waiting: undefined,
        sendingAt: undefined,
        refusal: outcome.refusal,
      }));
      notify({ type: 'outbox/refused', id: next.id, kind: next.kind, subject: next.subject, refusal: outcome.refusal });
    } else {
      await updateEntry(next.id, (entry) => ({ ...entry, waiting: outcome.reason, sendingAt: undefined }));
      notify({ type: 'outbox/changed' });
      if (outcome.reason === 'session') notify({ type: 'outbox/auth-needed', subject: next.subject });
      return 'wait';
    }
    notify({ type: 'outbox/changed' });
  }
}

let running: Promise<DrainResult> | undefined;
let askedAgain = false;

/**
 * Drains the queue; a call while a drain runs makes it look once more when it ends (an entry
 * added meanwhile is not left behind) and shares its result.
 */
export function drainOutbox(deps: DrainDeps): Promise<DrainResult> {
  if (running) {
    askedAgain = true;
    return running;
  }
  running = (async () => {
    let result: DrainResult;
    do {
      askedAgain = false;
      result = await withLock(OUTBOX_DRAIN_LOCK, () => drainPass(deps));
    } while (askedAgain && result === 'done');
    return result;
  })().finally(() => {
    running = undefined;
  });
  return running;
}
