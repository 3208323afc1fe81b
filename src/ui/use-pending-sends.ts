/**
 * Messages on their way (DESIGN §3). Each shows at once as a bubble marked "전송 중" and keeps the
 * Idempotency-Key it was first sent with, so "다시 보내기" repeats the very same request and the
 * server records the message once however often it arrives. They are kept in sessionStorage
 * under `storageKey`: a text that failed survives a reload, and one still on its way when the page
 * went away shows as failed — sending it again is safe for the same reason. The console uses it;
 * the candidate's app queues its messages in the IndexedDB outbox instead (lib/outbox-client.ts).
 */
import { useCallback, useReducer, useRef } from 'react';
import { newIdempotencyKey } from '../lib/idempotency-key';

export interface PendingSend {
  /** The Idempotency-Key of every attempt, and the bubble's identity. */
  key: string;
  text: string;
  createdAt: string;
  state: 'sending' | 'failed';
  error?: string;
  /** False when sending again cannot help (the company is blocked, the room is gone). */
  retryable: boolean;
}

export interface SendFailure {
  message: string;
  retryable: boolean;
}

const SEND_INTERRUPTED = '전송 여부를 확인하지 못했어요. 다시 보내도 한 번만 전달돼요.';

/** Keys with a request under way in this page; a stored 'sending' one missing here was interrupted. */
const inFlight = new Set<string>();
/** Where sends live when sessionStorage refuses them (private mode, quota). */
const fallback = new Map<string, PendingSend[]>();

const isPendingSend = (value: unknown): value is PendingSend =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PendingSend).key === 'string' &&
  typeof (value as PendingSend).text === 'string' &&
  typeof (value as PendingSend).createdAt === 'string';

function readSends(storageKey: string): PendingSend[] {
  try {
    const raw = sessionStorage.getItem(storageKey);
    if (raw === null) return fallback.get(storageKey) ?? [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isPendingSend) : [];
  } catch {
    return fallback.get(storageKey) ?? [];
  }
}

function writeSends(storageKey: string, sends: PendingSend[]) {
  try {
    if (sends.length === 0) sessionStorage.removeItem(storageKey);
    else sessionStorage.setItem(storageKey, JSON.stringify(sends));
    fallback.delete(storageKey);
  } catch {
    fallback.set(storageKey, sends);
  }
}

const shown = (send: PendingSend): PendingSend =>
  send.state === 'sending' && !inFlight.has(send.key)
    ? { ...send, state: 'failed', error: SEND_INTERRUPTED, retryable: true }
    : send;

export interface PendingSendsOptions {
  storageKey: string;
  /** Sends one attempt; resolves once the server has the message (and the caller has shown it). */
  send: (text: string, idempotencyKey: string) => Promise<unknown>;
  describeFailure: (error: unknown) => SendFailure;
}

export function usePendingSends({ storageKey, send, describeFailure }: PendingSendsOptions) {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const latest = useRef({ send, describeFailure });
  latest.current = { send, describeFailure };

  const update = useCallback(
    (change: (sends: PendingSend[]) => PendingSend[]) => {
      writeSends(storageKey, change(readSends(storageKey)));
      rerender();
    },
    [storageKey],
  );

  const dispatch = useCallback(
    (attempt: PendingSend) => {
      inFlight.add(attempt.key);
      void latest.current
        .send(attempt.text, attempt.key)
        .then(
          () => update((sends) => sends.filter((item) => item.key !== attempt.key)),
          (error: unknown) => {
            const failure = latest.current.describeFailure(error);
            update((sends) =>
              sends.map((item) =>
                item.key === attempt.key
                  ? { ...item, state: 'failed', error: failure.message, retryable: failure.retryable }
                  : item,
              ),
            );
          },
        )
        .finally(() => inFlight.delete(attempt.key));
    },
    [update],
  );

  const add = (text: string) => {
    const attempt: PendingSend = {
      key: newIdempotencyKey(),
      text,
      createdAt: new Date().toISOString(),
      state: 'sending',
      retryable: true,
    };
    update((sends) => [...sends, attempt]);
    dispatch(attempt);
  };

  const retry = (key: string) => {
    const failed = readSends(storageKey).find((item) => item.key === key);
    if (!failed || inFlight.has(key)) return;
    const attempt: PendingSend = { ...failed, state: 'sending', error: undefined, retryable: true };
    update((sends) => sends.map((item) => (item.key === key ? attempt : item)));
    dispatch(attempt);
  };

  const remove = (key: string) => {
    if (!inFlight.has(key)) update((sends) => sends.filter((item) => item.key !== key));
  };

  const items = readSends(storageKey).map(shown);
  return { items, add, retry, remove, sending: items.some((item) => item.state === 'sending') };
}
