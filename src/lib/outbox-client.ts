/**
 * The page's side of the outbox (DESIGN §3): it writes entries into the IndexedDB queue, asks for
 * a drain (on start, on `online`, on becoming visible or shown again, after each write, when a
 * request succeeds after the server was away or unreachable, after a pause growing from 2 s to a
 * minute while an entry waits — the only trigger when no `online` ever comes —; Background Sync
 * besides), feeds what the drains met into the app's reachability (server-availability.ts),
 * and shows what the drainer reports on the outbox channel. The queue itself, and its sending,
 * belong to the service worker (sw/outbox*.ts); pages only trigger and display.
 *
 * Whose entries: each records the candidate (the token's `sub`) it was written as and is sent
 * only with that candidate's tokens. An expired session keeps them for the same person's next
 * sign-in; a sign-out and an account deletion drop that person's entries (nothing of theirs
 * stays on the device), and another candidate signing in drops everyone else's.
 */
import { is } from 'superstruct';
import { type DiscardResult, OUTBOX_CHANNEL, type OutboxEntry, OutboxEvent, type OutboxKind } from '../contract/outbox';
import { API_BASE } from '../contract/paths';
import { accessTokenClaims } from '../contract/token-claims';
import {
  addEntry,
  deleteEntriesWhere,
  deleteEntry,
  listEntries,
  type NewOutboxEntry,
  requeueEntry,
} from '../shared-outbox/outbox-store';
import { newIdempotencyKey } from './idempotency-key';
import { discardSomewhere, drainSomewhere, registerBackgroundSync } from './outbox-drainer';
import { createServerRetry } from './outbox-retry';
import { markServerAvailable, markServerUnreachable, SERVER_AVAILABLE_EVENT } from './server-availability';
import { announceSessionExpired } from './session-events';
import { reconcileTokens } from './token-mirror';
import { readTokens } from './tokens';

const apiBase = import.meta.env.VITE_API_URL ?? API_BASE;

export interface OutboxState {
  /** Every stored entry, oldest first (all candidates'; readers pick their own). */
  entries: readonly OutboxEntry[];
  /** False until the queue was first read from IndexedDB. */
  loaded: boolean;
}

let state: OutboxState = { entries: [], loaded: false };
const listeners = new Set<() => void>();
/** Bumped by every local change, so a read that began before it cannot undo it. */
let generation = 0;

function setState(next: OutboxState) {
  state = next;
  for (const listener of listeners) listener();
}

const changeLocally = (change: (entries: readonly OutboxEntry[]) => OutboxEntry[]) => {
  generation += 1;
  setState({ ...state, entries: change(state.entries) });
};

export const outboxState = (): OutboxState => state;

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in candidate's id ('' for a token without one), undefined when signed out. */
export function currentSubject(): string | undefined {
  const tokens = readTokens('app');
  return tokens ? (accessTokenClaims(tokens.accessToken).subject ?? '') : undefined;
}

type SentHandler = (entry: OutboxEntry) => void;
type RefusedHandler = (event: Extract<OutboxEvent, { type: 'outbox/refused' }>) => void;
const sentHandlers = new Map<OutboxKind, Set<SentHandler>>();
const refusedHandlers = new Map<OutboxKind, Set<RefusedHandler>>();
const taking = new Set<string>();

/** Hands the server's answers to whoever shows them, then forgets them. An answer nobody shows yet waits. */
async function takeReceipts() {
  const subject = currentSubject();
  const ready = state.entries.filter(
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
      await deleteEntry(entry.id).catch(() => undefined);
      changeLocally((entries) => entries.filter((item) => item.id !== entry.id));
    } finally {
      taking.delete(entry.id);
    }
  }
}

/** Asks again later while an entry of the candidate's waits for a connection or the server (outbox-retry.ts). */
const serverRetry = createServerRetry(() => requestDrain());
const waitingEntry = () => {
  const subject = currentSubject();
  return state.entries.find(
    (entry) =>
      entry.subject === subject &&
      entry.state === 'queued' &&
      (entry.waiting === 'network' || entry.waiting === 'server'),
  );
};

async function reload() {
  const started = generation;
  const entries = await listEntries().catch(() => undefined);
  if (entries && started === generation) setState({ entries, loaded: true });
  else if (!state.loaded) setState({ ...state, loaded: true });
  const waiting = waitingEntry();
  // The drain (here or in the worker) found no server: the whole app knows it, and the banner says so.
  if (waiting?.waiting === 'network') markServerUnreachable();
  serverRetry.update(waiting !== undefined);
  await takeReceipts();
}

function handleEvent(event: OutboxEvent) {
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
    if (event.subject === currentSubject()) for (const handler of refusedHandlers.get(event.kind) ?? []) handler(event);
  } else if (event.type === 'outbox/auth-needed') {
    if (event.subject === currentSubject()) announceSessionExpired('app');
    return;
  } else if (event.type === 'outbox/tokens-rotated') {
    void reconcileTokens();
    return;
  }
  void reload();
}

const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(OUTBOX_CHANNEL);

/** What this page's own drain reports goes to this page and, like the worker's, to the others. */
function report(event: OutboxEvent) {
  handleEvent(event);
  channel?.postMessage(event);
}

let draining: Promise<void> | undefined;
let drainAgain = false;

/** Sends what is queued: by the worker if it takes it, else here. Calls while one runs make it run once more. */
function requestDrain(): void {
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

function kickOutbox(): Promise<void> {
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

const onOnline = () => void kickOutbox();
const onVisible = () => {
  if (document.visibilityState === 'visible') void kickOutbox();
};
/** Back to the page from the back-forward cache: timers may not have run meanwhile. */
const onPageShow = (event: PageTransitionEvent) => {
  if (event.persisted) void kickOutbox();
};
const onChannelMessage = (message: MessageEvent) => {
  if (is(message.data, OutboxEvent)) handleEvent(message.data);
};
let started = false;

/**
 * Listens for the triggers (once) and kicks the outbox. The shell calls it when a candidate is
 * signed in (app start, a new sign-in), and every outbox view when it mounts.
 */
export function startOutbox(): void {
  if (typeof window === 'undefined') return;
  if (!started) {
    started = true;
    channel?.addEventListener('message', onChannelMessage);
    window.addEventListener('online', onOnline);
    window.addEventListener(SERVER_AVAILABLE_EVENT, onOnline);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', onPageShow);
  }
  void kickOutbox();
}

/** Undoes startOutbox and forgets what was read (tests start each case afresh). */
export function stopOutbox(): void {
  started = false;
  channel?.removeEventListener('message', onChannelMessage);
  window.removeEventListener('online', onOnline);
  window.removeEventListener(SERVER_AVAILABLE_EVENT, onOnline);
  document.removeEventListener('visibilitychange', onVisible);
  window.removeEventListener('pageshow', onPageShow);
  serverRetry.stop();
  generation += 1;
  setState({ entries: [], loaded: false });
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

/** Sign-out and account deletion: nothing this candidate wrote stays queued on the device. */
export async function dropOutboxOf(subject: string): Promise<void> {
  await deleteEntriesWhere((entry) => entry.subject === subject).catch(() => undefined);
  await reload();
}

/** The same for whoever is signed in now (called before the tokens are cleared). */
export async function dropOutboxOfSignedIn(): Promise<void> {
  const subject = currentSubject();
  if (subject !== undefined) await dropOutboxOf(subject);
}

/** Another candidate signed in: the previous one's entries must never be sent as (or shown to) them. */
export async function dropOutboxOfOthers(subject: string): Promise<void> {
  await deleteEntriesWhere((entry) => entry.subject !== subject).catch(() => undefined);
  await reload();
}
