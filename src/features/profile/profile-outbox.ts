/**
 * Profile edits in the outbox (DESIGN §3). An edit saved offline, or whose PATCH found no
 * connection, waits in the outbox (lib/outbox-client.ts) with its Idempotency-Key and the draft
 * it was made from, and is sent in order once the connection returns — by the service worker,
 * even with no page open. While one waits, later edits queue behind it, so an older edit never
 * overwrites a newer one. The server's answer becomes the profile query's data; a refusal brings
 * the draft back into the editor with the server's message. Files are uploaded before an edit is
 * queued (the outbox sends JSON only), so a newly chosen file needs the connection. What a screen
 * shows of them is in profile-edit-status.ts, which /my loads without the editor's draft.
 */
import type { QueryClient } from '@tanstack/react-query';
import { is } from 'superstruct';
import * as apiPaths from '../../contract/api-paths';
import type { OutboxEntry } from '../../contract/outbox';
import { pathOf } from '../../contract/paths';
import type { MorePatch, ProfileV3 } from '../../contract/profile';
import { currentSubject, enqueueWrite, outboxState } from '../../lib/outbox-client';
import { profileKeys } from './api';
import { draftOf, type ProfileDraft, StoredDraftShape, type StoredFileRef } from './profile-draft';

/** What the queue keeps of a draft: by the time it is queued, chosen files are stored ones. */
export type QueuedDraft = Omit<ProfileDraft, 'resume' | 'portfolio'> & {
  resume: StoredFileRef | null;
  portfolio: StoredFileRef | null;
};

/** The draft with the files just uploaded in place of the chosen File objects. */
export function queuedDraftOf(draft: ProfileDraft, uploaded: { resume: number | null; portfolio: number | null }) {
  const stored = (value: ProfileDraft['resume'], id: number | null): StoredFileRef | null =>
    value instanceof File ? (id === null ? null : { id, name: value.name }) : value;
  return {
    ...draft,
    resume: stored(draft.resume, uploaded.resume),
    portfolio: stored(draft.portfolio, uploaded.portfolio),
  };
}

export function draftOfEntry(entry: OutboxEntry): QueuedDraft | undefined {
  const draft = (entry.meta as { draft?: unknown } | undefined)?.draft;
  return is(draft, StoredDraftShape) ? (draft as QueuedDraft) : undefined;
}

export const queueProfileEdit = (userId: string, patch: MorePatch, idempotencyKey: string, draft: QueuedDraft) =>
  enqueueWrite({
    kind: 'profile-edit',
    method: 'PATCH',
    path: pathOf(apiPaths.morePatch, { id: userId }),
    body: patch,
    idempotencyKey,
    meta: { draft },
  });

/**
 * What the server holds as far as this device knows, e.g. once a waiting edit was deleted: the
 * newest edit still waiting (it will get there), else the profile the server last answered.
 */
export function savedAsFarAsKnown(queryClient: QueryClient, fallback: ProfileDraft): ProfileDraft {
  const subject = currentSubject();
  const waiting = outboxState().entries.findLast(
    (entry) => entry.kind === 'profile-edit' && entry.subject === subject && entry.state === 'queued',
  );
  const queued = waiting && draftOfEntry(waiting);
  if (queued) return queued;
  const profile = queryClient.getQueryData<ProfileV3>(profileKeys.v3);
  return profile ? draftOf(profile) : fallback;
}
