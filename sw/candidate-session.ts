/**
 * The signed-in candidate as the worker knows them (the token mirror, shared-outbox/outbox-auth.ts), for what
 * the worker sends by itself: the outbox's replays and a renewed push subscription. Whatever the
 * worker has to tell open pages goes on the outbox channel — among it a pair it rotated, which
 * pages adopt instead of presenting a used refresh token. The channel opens on first use.
 */
import { OUTBOX_CHANNEL, type OutboxEvent } from '../src/contract/outbox';
import { type SessionSource, workerSession } from '../src/shared-outbox/outbox-auth';

let channel: BroadcastChannel | undefined;

export function notifyPages(event: OutboxEvent): void {
  if (typeof BroadcastChannel === 'undefined') return;
  channel ??= new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(event);
}

export const candidateSession = (): SessionSource =>
  workerSession({ onRotated: () => notifyPages({ type: 'outbox/tokens-rotated' }) });
