/**
 * Uploads (SPEC §5 files): a ticket creates a pending `files` row under a key of ours and signs
 * an upload URL; the browser PUTs the bytes to the store; a profile patch or agent request then
 * *claims* the file. The claim is where trust is decided — the store only moved bytes — so it
 * measures the stored object and reads its first bytes: a file whose bytes are not the type it
 * was declared as (an executable named .png) is rejected and deleted before anyone can link,
 * list or download it. Upload URLs create an object once (If-None-Match: *), so checked bytes
 * cannot be swapped afterwards. These are the workflows; what they decide by is in file-rules.ts.
 */
import { randomBytes } from 'node:crypto';
import { and, arrayContains, desc, eq, inArray, lt } from 'drizzle-orm';
import {
  type AgentRequest,
  type AgentRequestCreated,
  FILE_CONTENT_TYPES,
  type FileType,
  type UploadTicket,
  type UserFiles,
} from '../../src/contract/files';
import type { AppDeps } from '../app-deps';
import type { Executor } from '../db/executor';
import { agentRequests, files } from '../db/schema';
import { ApiError, badRequest } from '../errors/api-error';
import { RetryLaterError } from '../errors/retry-later';
import { uploadHeaders } from '../providers/file-storage';
import { requireLiveCandidate } from './candidate-records';
import { audienceClaim, type FileAudience, OWNER } from './file-downloads';
import {
  claimRefusal,
  downloadNameOf,
  FILE_NOT_FOUND_MESSAGE,
  FILE_NOT_UPLOADED_MESSAGE,
  isPossibleFileId,
  isTooLarge,
  LISTED_FILES_MAX,
  READ_URL_TTL_SECONDS,
  SIGNATURE_BYTES,
  type StoredFilePurpose,
  staleUploadCutoff,
  storageKeyFor,
  storedBytesRefusal,
  UPLOAD_TICKETS_PER_HOUR,
  UPLOAD_URL_TTL_SECONDS,
  UPLOADS_LIMITED_MESSAGE,
} from './file-rules';
import { HOUR_MS } from './rate-limits';

/** Rows one sweep deletes at most; the next hour takes the rest. */
const SWEEP_BATCH = 500;

export type FileDeps = Pick<AppDeps, 'db' | 'fileStorage' | 'now' | 'rateLimits'>;
type FileRow = typeof files.$inferSelect;

export interface UploadRequest {
  purpose: StoredFilePurpose;
  fileType: FileType;
  /** The file's own name, for display and downloads only. */
  name?: string;
}

export interface ClaimedFile {
  id: number;
  name: string;
  size: number;
  fileType: FileType;
}

/** A pending file and the URLs to upload it and read it back. */
export async function createUpload(deps: FileDeps, candidateId: string, request: UploadRequest): Promise<UploadTicket> {
  await requireLiveCandidate(deps.db, candidateId);
  const claimed = await deps.rateLimits.claimWithin('file-upload', candidateId, {
    limit: UPLOAD_TICKETS_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!claimed.granted) throw new RetryLaterError(UPLOADS_LIMITED_MESSAGE, claimed.retryAfterMs);
  const storageKey = storageKeyFor(candidateId, request.fileType, randomBytes(16).toString('hex'));
  const [row] = await deps.db
    .insert(files)
    .values({
      candidateId,
      purpose: request.purpose,
      fileType: request.fileType,
      storageKey,
      name: downloadNameOf(request.name, request.purpose, request.fileType),
      createdAt: deps.now(),
    })
    .returning();
  const contentType = FILE_CONTENT_TYPES[request.fileType];
  return {
    fileId: row.id,
    uploadUrl: await deps.fileStorage.uploadUrl(storageKey, contentType, UPLOAD_URL_TTL_SECONDS),
    uploadHeaders: uploadHeaders(contentType),
    // Nothing is readable before its size and first bytes were checked at the claim.
    readUrl: '',
  };
}

/**
 * The candidate's file `fileId`, checked and stored, for a profile field (`resume`, `portfolio`)
 * or an agent request (`agent`, which may take any of the candidate's files). A pending file is
 * checked now: it must be uploaded, at most FILE_SIZE_MAX bytes and start with its type's magic
 * bytes — otherwise it is rejected, its bytes deleted, and the claim answers 400.
 */
export async function claimUploadedFile(
  deps: FileDeps,
  candidateId: string,
  fileId: number,
  purpose: StoredFilePurpose,
): Promise<ClaimedFile> {
  const file = await ownFile(deps, candidateId, fileId);
  if (!file) throw badRequest(FILE_NOT_FOUND_MESSAGE);
  const refusal = claimRefusal(file, purpose);
  if (refusal) throw badRequest(refusal);
  if (file.status === 'stored' && file.size !== null) return claimed(file, file.size);

  const stored = await deps.fileStorage.head(file.storageKey);
  if (!stored) throw badRequest(FILE_NOT_UPLOADED_MESSAGE);
  const bytes = isTooLarge(stored.size)
    ? undefined
    : await deps.fileStorage.firstBytes(file.storageKey, SIGNATURE_BYTES);
  const bytesRefusal = storedBytesRefusal(stored.size, bytes, file.fileType);
  if (bytesRefusal) {
    await reject(deps, file);
    throw badRequest(bytesRefusal);
  }
  await deps.db
    .update(files)
    .set({ status: 'stored', size: stored.size, storedAt: deps.now() })
    .where(and(eq(files.id, file.id), eq(files.status, 'pending')));
  // A concurrent claim may have settled it first; whatever it decided stands.
  const settled = await ownFile(deps, candidateId, fileId);
  if (settled?.status !== 'stored' || settled.size === null) throw badRequest(FILE_NOT_FOUND_MESSAGE);
  return claimed(settled, settled.size);
}

/** `POST /users/agent`: each file is claimed for the agent (checked now if pending), then the request is kept. */
export async function createAgentRequest(
  deps: FileDeps,
  candidateId: string,
  request: AgentRequest,
): Promise<AgentRequestCreated> {
  await requireLiveCandidate(deps.db, candidateId);
  const fileIds = [...new Set(request.fileIds)];
  for (const fileId of fileIds) {
    try {
      await claimUploadedFile(deps, candidateId, fileId, 'agent');
    } catch (error) {
      const field = `fileIds.${request.fileIds.indexOf(fileId)}`;
      if (error instanceof ApiError && !error.field) throw new ApiError(error.status, error.code, error.message, field);
      throw error;
    }
  }
  const [row] = await deps.db
    .insert(agentRequests)
    .values({ candidateId, message: request.message, fileIds, createdAt: deps.now() })
    .returning({ id: agentRequests.id });
  return { id: row.id };
}

/** The candidate's stored files, newest first, each with a fresh read URL. */
export async function listFiles(deps: FileDeps, candidateId: string): Promise<UserFiles> {
  await requireLiveCandidate(deps.db, candidateId);
  const rows = await deps.db
    .select()
    .from(files)
    .where(and(eq(files.candidateId, candidateId), eq(files.status, 'stored')))
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(LISTED_FILES_MAX);
  return {
    items: await Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        purpose: row.purpose,
        fileType: row.fileType,
        name: row.name,
        size: row.size ?? 0,
        createdAt: row.createdAt.toISOString(),
        readUrl: await readUrlOf(deps, row, OWNER),
      })),
    ),
  };
}

/** A short-lived URL answering the file as a download under its name, to `audience` only (file-downloads.ts). */
export function readUrlOf(
  deps: Pick<FileDeps, 'fileStorage'>,
  file: Pick<FileRow, 'storageKey' | 'name' | 'purpose' | 'fileType'>,
  audience: FileAudience,
): Promise<string> {
  return deps.fileStorage.readUrl(file.storageKey, {
    downloadName: downloadNameOf(file.name, file.purpose, file.fileType),
    expiresInSeconds: READ_URL_TTL_SECONDS,
    audience: audienceClaim(audience),
  });
}

/** Deletes every file of the candidate, bytes first (for account deletion). */
export async function removeFilesOf(deps: Pick<FileDeps, 'db' | 'fileStorage'>, candidateId: string): Promise<void> {
  const rows = await deps.db
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .where(eq(files.candidateId, candidateId));
  for (const row of rows) {
    await deps.fileStorage.remove(row.storageKey);
    await deps.db.delete(files).where(eq(files.id, row.id));
  }
}

/**
 * Inside the profile patch's transaction: deletes the rows of the candidate's files the patch
 * unlinked — unless an agent request attached them — and answers their storage keys, whose
 * bytes the caller removes after the commit (`removeBytes`).
 */
export async function dropUnlinkedFiles(tx: Executor, candidateId: string, fileIds: number[]): Promise<string[]> {
  const keys: string[] = [];
  for (const fileId of new Set(fileIds)) {
    const [attached] = await tx
      .select({ id: agentRequests.id })
      .from(agentRequests)
      .where(and(eq(agentRequests.candidateId, candidateId), arrayContains(agentRequests.fileIds, [fileId])))
      .limit(1);
    if (attached) continue;
    const deleted = await tx
      .delete(files)
      .where(and(eq(files.id, fileId), eq(files.candidateId, candidateId)))
      .returning({ storageKey: files.storageKey });
    keys.push(...deleted.map((row) => row.storageKey));
  }
  return keys;
}

/** Removes the bytes of rows already deleted; a store that fails is logged (the key, no personal data) and skipped. */
export async function removeBytes(deps: Pick<AppDeps, 'fileStorage' | 'logger'>, keys: string[]): Promise<void> {
  for (const key of keys) {
    try {
      await deps.fileStorage.remove(key);
    } catch (error) {
      deps.logger.warn('file bytes not removed', { key, reason: error instanceof Error ? error.name : typeof error });
    }
  }
}

/**
 * The hourly cleanup: files still pending a day after their upload URL expired, and rejected
 * ones, are deleted — bytes first, then the row. A pending file is first marked rejected under
 * the same condition, so a claim racing the sweep either settled it first (and it stays) or
 * finds it gone. A store that fails keeps the row for the next sweep. Answers the rows deleted.
 */
export async function sweepStaleFiles(
  deps: Pick<AppDeps, 'db' | 'fileStorage' | 'logger'>,
  now: Date,
): Promise<number> {
  const cutoff = staleUploadCutoff(now);
  await deps.db
    .update(files)
    .set({ status: 'rejected' })
    .where(and(eq(files.status, 'pending'), lt(files.createdAt, cutoff)));
  const rows = await deps.db
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .where(eq(files.status, 'rejected'))
    .orderBy(files.id)
    .limit(SWEEP_BATCH);
  const removed: number[] = [];
  for (const row of rows) {
    try {
      await deps.fileStorage.remove(row.storageKey);
      removed.push(row.id);
    } catch (error) {
      deps.logger.warn('stale file bytes not removed', {
        id: row.id,
        reason: error instanceof Error ? error.name : typeof error,
      });
    }
  }
  if (removed.length === 0) return 0;
  const deleted = await deps.db
    .delete(files)
    .where(and(inArray(files.id, removed), eq(files.status, 'rejected')))
    .returning({ id: files.id });
  return deleted.length;
}

async function ownFile(deps: FileDeps, candidateId: string, fileId: number): Promise<FileRow | undefined> {
  if (!isPossibleFileId(fileId)) return undefined;
  const [row] = await deps.db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.candidateId, candidateId)));
  return row;
}

async function reject(deps: FileDeps, file: FileRow) {
  await deps.db.update(files).set({ status: 'rejected' }).where(eq(files.id, file.id));
  await deps.fileStorage.remove(file.storageKey);
}

const claimed = (file: FileRow, size: number): ClaimedFile => ({
  id: file.id,
  name: file.name,
  size,
  fileType: file.fileType,
});
