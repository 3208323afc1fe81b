/**
 * Whose entries: each records the candidate (the token's `sub`) it was written as and is sent
 * only with that candidate's tokens. An expired session keeps them for the same person's next
 * sign-in; a sign-out and an account deletion drop that person's entries (nothing of theirs
 * stays on the device), and another candidate signing in drops everyone else's.
 */
import { deleteEntriesWhere } from '../shared-outbox/outbox-store';
import { reload } from './outbox-drain-requests';
import { currentSubject } from './outbox-state';

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
