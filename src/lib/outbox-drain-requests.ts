/**
 * Asking for drains, and taking in what they report. A drain runs in the worker when it takes the
 * job, else in this page (outbox-drainer.ts); what it met (sent, refused, a session to renew, no
 * server) comes back as events: from this page's own drain, and over the outbox channel from the
 * worker's and other pages'. Each event updates the page's copy of the queue (outbox-state.ts),
 * the app's reachability (server-availability.ts) and the retry after a pause (outbox-retry.ts).
 * These call one another in a loop (a read arms the retry, the retry drains, a drain reports, a
 * report reads again), so they share one file.
 */
import { OUTBOX_CHANNEL, type OutboxEvent } from '../contract/outbox';
import { drainSomewhere } from './outbox-drainer';
import { handRefusal, takeReceipts } from './outbox-receipts';
import { createServerRetry } from './outbox-retry';
import { changeLocally, currentSubject, outboxState, readQueue } from './outbox-state';
import { markServerAvailable, markServerUnreachable } from './server-availability';
import { announceSessionExpired } from './session-events';
import { reconcileTokens } from './token-mirror';

/** Asks again later while an entry of the candidate's waits for a connection or the server (outbox-retry.ts). */
export const serverRetry = createServerRetry(() => requestDrain());
const waitingEntry = () => {
  const subject = currentSubject();
  return outboxState().entries.find(
    (entry) =>
      entry.subject === subject &&
      entry.state === 'queued' &&
      (entry.waiting === 'network' || entry.waiting === 'server'),
  );
};

/** Reads the queue again, then what follows from it: the reachability, the retry, the answers to hand over. */
export async function reload() {
  await readQueue();
  const waiting = waitingEntry();
  // The drain (here or in the worker) found no server: the whole app knows it, and the banner says so.
  if (waiting?.waiting === 'network') markServerUnreachable();
  serverRetry.update(waiting !== undefined);
  await takeReceipts();
}

export function handleOutboxEvent(event: OutboxEvent) {
  if (event.type === 'outbox/sent') {
    markServerAvailable();
    // Hidden at once: the sent message replaces the bubble without a moment of both.
    changeLocally((entries) =>
      entries.map((entry) => (entry.id === event.id ? { ...entry, state: 'sent', response: event.response } : entry)),
    );
    // The view takes the answer in this same turn: no moment without either the bubble or the message.
    void takeReceipts();
  } else if (event.type === 'outbox/refused') {
    changeLocally((entries) =>
      entries.map((entry) =>
        entry.id === event.id ? { ...entry, state: 'refused', waiting: undefined, refusal: event.refusal } : entry,
      ),
    );
    handRefusal(event);
  } else if (event.type === 'outbox/auth-needed') {
    if (event.subject === currentSubject()) announceSessionExpired('app');
    return;
  } else if (event.type === 'outbox/tokens-rotated') {
    void reconcileTokens();
    return;
  }
  void reload();
}

export const outboxChannel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(OUTBOX_CHANNEL);

/** What this page's own drain reports goes to this page and, like the worker's, to the others. */
export function report(event: OutboxEvent) {
  handleOutboxEvent(event);
  outboxChannel?.postMessage(event);
}

let draining: Promise<void> | undefined;
let drainAgain = false;

/** Sends what is queued: by the worker if it takes it, else here. Calls while one runs make it run once more. */
export function requestDrain(): void {
  if (currentSubject() === undefined) return;
  if (draining) {
    drainAgain = true;
    return;
  }
  draining = (async () => {
    let result: Awaited<ReturnType<typeof drainSomewhere>> | undefined;
    do {
      drainAgain = false;
      result = await drainSomewhere(report).catch(() => undefined);
      // Waiting for a connection or a session: the next trigger (online, a sign-in) tries again.
    } while (drainAgain && (result === 'done' || result === 'worker'));
  })().finally(() => {
    draining = undefined;
  });
}

/**
 * Reads the queue, adopts tokens the worker rotated and asks for a drain. The queue first: what
 * waits (전송 대기 중) is on the screen at once, while adopting the tokens may wait for the worker
 * to let go of the refresh lock, and until then a view of the queue (an offer page reopened
 * offline) could not show what the candidate had already decided.
 */
let kicking: Promise<void> = Promise.resolve();

export function kickOutbox(): Promise<void> {
  kicking = (async () => {
    await reload();
    await reconcileTokens();
    requestDrain();
  })();
  return kicking;
}

/**
 * Resolves once the last trigger (online, visible, a start) has read the queue and the drain it
 * asked for is over: what it set off has run, and anything it did not send was not going to be sent.
 */
export async function outboxSettled(): Promise<void> {
  await kicking.catch(() => undefined);
  await draining;
}
