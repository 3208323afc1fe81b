/**
 * The page's copy of the outbox queue, which views render (lib/use-outbox.ts). A local change (a
 * write, a retry, a discard, an answer) shows at once, without waiting for the queue to be read
 * again, and a read of the queue that began before it cannot undo it.
 */
import type { OutboxEntry } from '../contract/outbox';
import { accessTokenClaims } from '../contract/token-claims';
import { readTokens } from './tokens';

/**
 * IndexedDB's code (the store, its schema's checks) comes with the first read, not with the views'
 * first load: they paint before the read answers anyway. The worker precaches it for offline.
 */
export const outboxStore = () => import('../shared-outbox/outbox-store');

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

export const changeLocally = (change: (entries: readonly OutboxEntry[]) => OutboxEntry[]) => {
  generation += 1;
  setState({ ...state, entries: change(state.entries) });
};

export const outboxState = (): OutboxState => state;

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Takes the queue as IndexedDB holds it, unless a local change came while it was read. */
export async function readQueue(): Promise<void> {
  const started = generation;
  const entries = await outboxStore()
    .then(({ listEntries }) => listEntries())
    .catch(() => undefined);
  if (entries && started === generation) setState({ entries, loaded: true });
  else if (!state.loaded) setState({ ...state, loaded: true });
}

/** Forgets what was read, and makes a read still under way count for nothing. */
export function forgetQueue(): void {
  generation += 1;
  setState({ entries: [], loaded: false });
}

/** The signed-in candidate's id ('' for a token without one), undefined when signed out. */
export function currentSubject(): string | undefined {
  const tokens = readTokens('app');
  return tokens ? (accessTokenClaims(tokens.accessToken).subject ?? '') : undefined;
}
