/**
 * The worker's outbox messages (outbox.ts): a page's "삭제" is answered on the port it sent, with
 * what became of the entry. The queue itself is tested in src/lib/outbox-*.test.ts.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  OUTBOX_DISCARD_ANSWER,
  OUTBOX_DISCARD_MESSAGE,
  OUTBOX_DRAIN_ACCEPTED,
  OUTBOX_DRAIN_LOCK,
  OUTBOX_DRAIN_MESSAGE,
} from '../src/contract/outbox';
import { withLock } from '../src/shared-outbox/outbox-lock';
import { addEntry, claimEntry, deleteEntriesWhere, listEntries } from '../src/shared-outbox/outbox-store';
import { onOutboxMessage } from './outbox';

/** A message event from a page: what the worker posts on the port, and what it waits for. */
function messageFromPage(data: unknown) {
  const answers: unknown[] = [];
  const pending: Promise<unknown>[] = [];
  const event = {
    data,
    ports: [{ postMessage: (answer: unknown) => answers.push(answer) }],
    waitUntil: (promise: Promise<unknown>) => pending.push(promise),
  };
  onOutboxMessage(event as unknown as ExtendableMessageEvent);
  return { answers, settled: () => Promise.all(pending) };
}

const waiting = (id: string) =>
  addEntry({
    id,
    kind: 'message',
    subject: 'candidate-7',
    method: 'POST',
    url: '/api/users/message',
    body: '{"roomId":7,"message":"안녕하세요"}',
    createdAt: new Date().toISOString(),
  });

afterEach(() => deleteEntriesWhere(() => true));

describe('onOutboxMessage', () => {
  it('removes a waiting entry when a page asks, and answers "discarded" on its port', async () => {
    await waiting('entry-1');
    const { answers, settled } = messageFromPage({ type: OUTBOX_DISCARD_MESSAGE, id: 'entry-1' });
    await settled();
    expect(answers).toEqual([{ type: OUTBOX_DISCARD_ANSWER, id: 'entry-1', result: 'discarded' }]);
    expect(await listEntries()).toEqual([]);
  });

  it('answers "sending" and keeps an entry a drain is sending right now', async () => {
    await waiting('entry-2');
    await claimEntry('entry-2');
    // A drain holds its lock while it sends; here the lock is held by the test instead.
    let release: () => void = () => undefined;
    const draining = withLock(OUTBOX_DRAIN_LOCK, () => new Promise<void>((resolve) => (release = resolve)));

    const { answers, settled } = messageFromPage({ type: OUTBOX_DISCARD_MESSAGE, id: 'entry-2' });
    await settled();
    release();
    await draining;

    expect(answers).toEqual([{ type: OUTBOX_DISCARD_ANSWER, id: 'entry-2', result: 'sending' }]);
    expect(await listEntries()).toHaveLength(1);
  });

  it('ignores a discard without an id, and still accepts a drain', async () => {
    const malformed = messageFromPage({ type: OUTBOX_DISCARD_MESSAGE });
    await malformed.settled();
    expect(malformed.answers).toEqual([]);
    const drain = messageFromPage({ type: OUTBOX_DRAIN_MESSAGE });
    expect(drain.answers).toEqual([{ type: OUTBOX_DRAIN_ACCEPTED }]);
    await drain.settled();
  });
});
