/**
 * React's view of the outbox (lib/outbox-client.ts): the signed-in candidate's entries of one
 * kind, the server's answers as they arrive, and refusals while the view is open.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { OutboxEntry, OutboxKind } from '../contract/outbox';
import {
  currentSubject,
  onOutboxRefused,
  onOutboxSent,
  outboxState,
  startOutbox,
  subscribeOutbox,
} from './outbox-client';
import { useReachable } from './use-reachable';

/** Entries still to show (queued or refused) of the signed-in candidate, oldest first. */
export function useOutbox(kind: OutboxKind): { entries: OutboxEntry[]; loaded: boolean } {
  useEffect(() => startOutbox(), []);
  // A render with no device to read (the worker's drawing of a page, app/offer-prerender.tsx) sees the queue not yet read.
  const snapshot = useSyncExternalStore(subscribeOutbox, outboxState, outboxState);
  const subject = currentSubject();
  const entries = useMemo(
    () =>
      snapshot.entries.filter((entry) => entry.kind === kind && entry.subject === subject && entry.state !== 'sent'),
    [snapshot, kind, subject],
  );
  return { entries, loaded: snapshot.loaded };
}

/** Calls `handler` with each sent entry of `kind` (the server's answer in `response`), once. */
export function useOutboxSent(kind: OutboxKind, handler: (entry: OutboxEntry) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onOutboxSent(kind, (entry) => latest.current(entry)), [kind]);
}

/** Calls `handler` when the server refuses an entry of `kind` while this view is open. */
export function useOutboxRefused(kind: OutboxKind, handler: Parameters<typeof onOutboxRefused>[1]): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onOutboxRefused(kind, (event) => latest.current(event)), [kind]);
}

/**
 * Whether a queued entry reads "전송 중" (on its way, not deletable) rather than "전송 대기 중":
 * only while the server answers and no entry of the candidate's waits — one waiting entry holds
 * every later one back, so they all wait, and each can still be deleted.
 */
export function isOnItsWay(entry: OutboxEntry, all: readonly OutboxEntry[], reachable: boolean): boolean {
  if (entry.state !== 'queued') return false;
  // Claimed by a drain (a discard said so): its request may be on the server already.
  if (entry.sendingAt !== undefined) return true;
  if (!reachable) return false;
  return !all.some((other) => other.subject === entry.subject && other.state === 'queued' && other.waiting);
}

/** isOnItsWay for the views: re-renders when the queue or the reachability changes. */
export function useOnItsWay(): (entry: OutboxEntry) => boolean {
  const snapshot = useSyncExternalStore(subscribeOutbox, outboxState, outboxState);
  const reachable = useReachable();
  return (entry) => isOnItsWay(entry, snapshot.entries, reachable);
}
