/**
 * A write that must not be lost: sent at once while the server answers, otherwise — or
 * when that attempt finds no server — queued in the outbox with the same Idempotency-Key, so the
 * server applies it once however often it arrives. While writes of the same kind wait, a new one
 * queues behind them, so none overtakes an older one. A refusal (4xx) of the direct attempt
 * throws the ApiError as usual: the person is there to read it.
 */
import type { Describe, Struct } from 'superstruct';
import type { OutboxEntry } from '../contract/outbox';
import { NetworkError, request } from './http';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from './idempotency-key';
import { currentSubject, enqueueWrite, type OutboxWrite, outboxState } from './outbox-client';
import { serverReachable } from './server-availability';

export type SentOrQueued<T> = { sent: T; queued?: undefined } | { sent?: undefined; queued: OutboxEntry };

export interface QueueableWrite<T> extends Omit<OutboxWrite, 'idempotencyKey'> {
  response: Struct<T, unknown> | Describe<T>;
}

const othersOfKindWait = (kind: OutboxWrite['kind']) => {
  const subject = currentSubject();
  return outboxState().entries.some(
    (entry) => entry.kind === kind && entry.subject === subject && entry.state === 'queued',
  );
};

export async function sendOrQueue<T>({ response, ...write }: QueueableWrite<T>): Promise<SentOrQueued<T>> {
  const idempotencyKey = newIdempotencyKey();
  if (serverReachable() && !othersOfKindWait(write.kind)) {
    try {
      const sent = await request<T>(write.path, {
        method: write.method,
        body: write.body,
        response,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      });
      return { sent };
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      // No server after all: the same key goes into the queue; if it did arrive, the replay says so.
    }
  }
  return { queued: await enqueueWrite({ ...write, idempotencyKey }) };
}
