/**
 * "삭제" of an outbox entry (shared-outbox/outbox-discard.ts) against the drain (shared-outbox/outbox-drain.ts) on
 * fake-indexeddb: a discarded entry is never sent afterwards, and one a drain is sending at that
 * moment is not deleted under it — the answer says so and the entry ends as sent.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionSource } from '../shared-outbox/outbox-auth';
import { discardQueuedEntry } from '../shared-outbox/outbox-discard';
import { drainOutbox } from '../shared-outbox/outbox-drain';
import { addEntry, claimEntry, listEntries, type NewOutboxEntry, updateEntry } from '../shared-outbox/outbox-store';
import { accessTokenFor, resetOutbox } from '../test-support/outbox';

const ANNA = 'candidate-anna';
const session: SessionSource = {
  current: async () => ({ accessToken: accessTokenFor(ANNA), subject: ANNA }),
  refresh: async () => 'ok',
};

let counter = 0;
const entry = (): NewOutboxEntry => {
  counter += 1;
  return {
    id: `10000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    kind: 'message',
    subject: ANNA,
    method: 'POST',
    url: '/api/users/message',
    body: JSON.stringify({ roomId: 7, message: `메시지 ${counter}` }),
    createdAt: new Date().toISOString(),
  };
};

/** The server: records each key it receives; `during` runs while that request is on its way. */
function serve(during: (key: string) => Promise<void> = async () => undefined) {
  const keys: string[] = [];
  const send = vi.fn(async (_: RequestInfo | URL, init?: RequestInit) => {
    const key = new Headers(init?.headers).get('Idempotency-Key') ?? '';
    keys.push(key);
    await during(key);
    return new Response(JSON.stringify({ messageId: keys.length }), {
      status: 201,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return { keys, send };
}

const drain = (send: typeof fetch) => drainOutbox({ session, notify: () => undefined, fetch: send });
const stateOf = async (id: string) => (await listEntries()).find((item) => item.id === id);

beforeEach(() => resetOutbox());

describe('discarding an outbox entry', () => {
  it('removes a waiting entry, and no drain sends it afterwards', async () => {
    const waiting = await addEntry(entry());
    expect(await discardQueuedEntry(waiting.id)).toBe('discarded');

    const server = serve();
    expect(await drain(server.send)).toBe('done');
    expect(server.keys).toEqual([]);
    expect(await listEntries()).toEqual([]);
  });

  it('answers "sending" for the entry a drain is sending right now, keeps it, and it ends as sent', async () => {
    const inFlight = await addEntry(entry());
    let answer: unknown;
    const server = serve(async () => {
      answer = await discardQueuedEntry(inFlight.id);
    });

    await drain(server.send);

    expect(answer).toBe('sending');
    expect(server.keys).toEqual([inFlight.id]);
    expect(await stateOf(inFlight.id)).toMatchObject({ state: 'sent', sendingAt: undefined });
  });

  it('removes another waiting entry while a drain sends the first, and the drain never sends it', async () => {
    const first = await addEntry(entry());
    const second = await addEntry(entry());
    let answer: unknown;
    const server = serve(async (key) => {
      if (key === first.id) answer = await discardQueuedEntry(second.id);
    });

    expect(await drain(server.send)).toBe('done');

    expect(answer).toBe('discarded');
    expect(server.keys).toEqual([first.id]);
    expect(await stateOf(second.id)).toBeUndefined();
  });

  it('removes an entry whose claim outlived its drain (the worker was stopped mid-request)', async () => {
    const stranded = await addEntry(entry());
    await claimEntry(stranded.id);
    expect((await stateOf(stranded.id))?.sendingAt).toBeDefined();

    expect(await discardQueuedEntry(stranded.id)).toBe('discarded');
    expect(await listEntries()).toEqual([]);
  });

  it('removes a refused entry, answers "sent" for one the server already has, and "gone" for none', async () => {
    const refused = await addEntry(entry());
    await updateEntry(refused.id, (item) => ({
      ...item,
      state: 'refused',
      refusal: { status: 400, code: 'BAD_REQUEST', message: '메시지를 입력해 주세요.' },
    }));
    const sent = await addEntry(entry());
    await updateEntry(sent.id, (item) => ({ ...item, state: 'sent', response: { messageId: 3 } }));

    expect(await discardQueuedEntry(refused.id)).toBe('discarded');
    expect(await discardQueuedEntry(sent.id)).toBe('sent');
    expect(await stateOf(sent.id)).toMatchObject({ state: 'sent' });
    expect(await discardQueuedEntry('no-such-entry')).toBe('gone');
  });

  it('never lets a drain send an entry discarded between listing and claiming it', async () => {
    const doomed = await addEntry(entry());
    await discardQueuedEntry(doomed.id);
    expect(await claimEntry(doomed.id)).toBeUndefined();
  });
});
