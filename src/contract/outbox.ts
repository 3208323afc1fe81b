/**
 * The outbox's shared contract: writes made offline (a profile edit, a message, an offer decision) wait in IndexedDB
 * until they can be sent. The service worker drains the queue (by Background Sync, or when a page
 * asks), and a page without a worker drains the same queue itself — so both sides must agree on
 * the database, the entry's shape, the lock names and the messages they exchange. Nothing here
 * touches IndexedDB; the shared `shared-outbox/outbox-*.ts` modules (run by the worker and the page) do.
 */
import { boolean, enums, type Infer, literal, number, object, optional, string, union, unknown } from 'superstruct';

export const OUTBOX_DB_NAME = 'boltx-outbox';
export const OUTBOX_DB_VERSION = 1;
/** Queue entries, keyed by `id` (their Idempotency-Key). */
export const OUTBOX_ENTRIES_STORE = 'entries';
/** The candidate's tokens, mirrored from localStorage, which a worker cannot read. */
export const OUTBOX_AUTH_STORE = 'auth';
export const OUTBOX_AUTH_KEY = 'candidate';
/** Background Sync tag: the browser wakes the worker with it once the connection is back. */
export const OUTBOX_SYNC_TAG = 'boltx-outbox';
/** BroadcastChannel on which whoever drains tells every open page what happened. */
export const OUTBOX_CHANNEL = 'boltx-outbox';
/** Web Locks: one drain at a time across the worker and every page. */
export const OUTBOX_DRAIN_LOCK = 'boltx-outbox-drain';
/**
 * Web Locks: one refresh at a time across the worker and every page. Refresh tokens rotate and
 * reusing a used one revokes the family, so whoever holds this lock reads the freshest pair first.
 */
export const TOKEN_REFRESH_LOCK = 'boltx-token-refresh';
/** Answers the server gave are kept for pages this long at most (the server keeps keys 7 days). */
export const OUTBOX_RECEIPT_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

const OUTBOX_KINDS = [
  'message',
  'profile-edit',
  /** An inquiry from /ask: it opens a room with the operators. */
  'inquiry',
  /** Offer decisions: the server judges each by its own clock when it arrives. */
  'offer-like',
  'offer-refuse',
  'offer-accept',
  /** A request that the company revise its offer before the candidate decides. */
  'offer-revision',
  'curation-answer',
  'attack-extend',
  /** A coffee chat's pick of a slot, request for other times or cancellation. */
  'meeting-answer',
] as const;
export const OutboxKind = enums(OUTBOX_KINDS);
export type OutboxKind = Infer<typeof OutboxKind>;

/** A 4xx answer: the write will not pass as it is; the person fixes or discards it. */
export const OutboxRefusal = object({
  status: number(),
  code: string(),
  message: string(),
  field: optional(string()),
});
export type OutboxRefusal = Infer<typeof OutboxRefusal>;

export const OutboxEntry = object({
  /** The Idempotency-Key every attempt carries; also the entry's identity. */
  id: string(),
  kind: OutboxKind,
  /** The candidate (the access token's `sub`) who wrote it: it is sent only with their tokens. */
  subject: string(),
  method: enums(['POST', 'PATCH']),
  /** Where it goes, with the API base (the page knows the base; the worker follows it). */
  url: string(),
  /** The JSON body as first serialised: every attempt sends these very bytes, which the key's hash covers. */
  body: string(),
  /** Writing order; the queue sends the lowest first. */
  order: number(),
  createdAt: string(),
  /** queued: waiting or on its way; refused: a 4xx to show; sent: the server's answer, until a page takes it. */
  state: enums(['queued', 'refused', 'sent']),
  /** Why the last attempt did not get through (no connection, a 5xx, no session); absent before one failed. */
  waiting: optional(enums(['network', 'server', 'session'])),
  /**
   * A drain took it and its request may be on its way (ISO time of the claim); cleared when the
   * attempt ends. A discard never deletes an entry so marked while a drain runs.
   */
  sendingAt: optional(string()),
  refusal: optional(OutboxRefusal),
  /** The server's answer (a Message, a ProfileV3): the page checks it against its own struct. */
  response: optional(unknown()),
  sentAt: optional(string()),
  /** What the page needs to show the entry again (an edit's draft); never sent. */
  meta: optional(unknown()),
});
export type OutboxEntry = Infer<typeof OutboxEntry>;

/**
 * The tokens the drainer sends with. The page writes them whenever it stores or clears a
 * candidate's pair (writer 'page'); the worker writes the successor when it refreshed (writer
 * 'worker'), and pages adopt that pair instead of presenting the used refresh token again.
 */
export const OutboxAuth = object({
  accessToken: string(),
  refreshToken: string(),
  subject: string(),
  writer: enums(['page', 'worker']),
  writtenAt: number(),
  /** GET …/auth/refresh with the API base the page uses. */
  refreshUrl: string(),
  /** The server refused this refresh token: nothing is sent until a page stores a new pair. */
  refused: optional(boolean()),
});
export type OutboxAuth = Infer<typeof OutboxAuth>;

/** Page → worker (postMessage): drain now. The worker answers `accepted` on the port it is given. */
export const OUTBOX_DRAIN_MESSAGE = 'outbox/drain';
export const OUTBOX_DRAIN_ACCEPTED = 'outbox/drain-accepted';

/**
 * Page → worker (postMessage): "삭제" of entry `id`. Whoever owns the queue removes it unless a
 * drain is sending it right now, and answers `OutboxDiscardAnswer` on the port it is given.
 */
export const OUTBOX_DISCARD_MESSAGE = 'outbox/discard';
export const OutboxDiscardRequest = object({ type: literal(OUTBOX_DISCARD_MESSAGE), id: string() });
export const OUTBOX_DISCARD_ANSWER = 'outbox/discard-answer';

/**
 * discarded: removed, it will never be sent. sending: its request is on its way; it stays and ends
 * sent or refused (or waiting again) like any other. sent: the server already has it. gone: no such
 * entry (discarded or taken before). failed: the queue could not be read or written; nothing changed.
 */
export const DiscardResult = enums(['discarded', 'sending', 'sent', 'gone', 'failed']);
export type DiscardResult = Infer<typeof DiscardResult>;
export const OutboxDiscardAnswer = object({
  type: literal(OUTBOX_DISCARD_ANSWER),
  id: string(),
  result: DiscardResult,
});

/** Drainer → pages (BroadcastChannel). */
export const OutboxEvent = union([
  /** Entries changed: read the queue again. */
  object({ type: literal('outbox/changed') }),
  object({ type: literal('outbox/sent'), id: string(), kind: OutboxKind, subject: string(), response: unknown() }),
  object({
    type: literal('outbox/refused'),
    id: string(),
    kind: OutboxKind,
    subject: string(),
    refusal: OutboxRefusal,
  }),
  /** The server refused the refresh: the queue waits until the person signs in again. */
  object({ type: literal('outbox/auth-needed'), subject: string() }),
  /** The worker refreshed the tokens: pages adopt the new pair from IndexedDB. */
  object({ type: literal('outbox/tokens-rotated') }),
]);
export type OutboxEvent = Infer<typeof OutboxEvent>;
