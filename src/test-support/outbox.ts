/**
 * What outbox tests share: access tokens that carry a subject (the outbox sends an entry only as
 * the candidate who wrote it), and a queue and token mirror emptied between cases.
 */

import { stopOutbox } from '../lib/outbox-machinery';
import { resetServerAvailability } from '../lib/server-availability';
import { tokensMirrored } from '../lib/tokens';
import { clearAuth } from '../shared-outbox/outbox-auth';
import { deleteEntriesWhere, listEntries } from '../shared-outbox/outbox-store';

/** What the outbox holds in IndexedDB, as the worker would read it. */
export const storedEntries = listEntries;

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT-shaped token for `subject` (clients never verify; only the server does). */
export const accessTokenFor = (subject: string, expiresInSeconds = 900, now = Date.now()) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: subject, exp: Math.floor(now / 1000) + expiresInSeconds })}.signature`;

/** Run with real timers: IndexedDB (fake-indexeddb) schedules its work on them. */
export async function resetOutbox(): Promise<void> {
  stopOutbox();
  // A failed request of the last case left the server "unreachable": each case starts reachable.
  resetServerAvailability();
  await tokensMirrored();
  await deleteEntriesWhere(() => true);
  await clearAuth();
}
