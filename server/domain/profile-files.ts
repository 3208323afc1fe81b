/**
 * The profile's resume and portfolio files. Uploads, checks and signed URLs are
 * server/domain/file-uploads.ts; this links a claimed file to the profile and reads it back.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ProfileV3, StoredFile } from '../../src/contract/profile';
import type { AppDeps } from '../app-deps';
import type { Executor } from '../db/executor';
import { files } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { type FileAudience, OWNER } from './file-downloads';
import { claimUploadedFile, readUrlOf } from './file-uploads';

type FileLinks = { id: string; resumeFileId: number | null; portfolioFileId: number | null };

/** The linked files that are the candidate's and stored, each with a fresh read URL signed for `audience`. */
export async function profileFiles(
  deps: { db: Executor; fileStorage: AppDeps['fileStorage'] },
  candidate: FileLinks,
  audience: FileAudience,
): Promise<{ resume: StoredFile | null; portfolio: StoredFile | null }> {
  const ids = [candidate.resumeFileId, candidate.portfolioFileId].filter((id): id is number => id !== null);
  if (ids.length === 0) return { resume: null, portfolio: null };
  const rows = await deps.db
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.candidateId, candidate.id), eq(files.status, 'stored')));
  const fileOf = async (id: number | null): Promise<StoredFile | null> => {
    const row = rows.find((file) => file.id === id);
    if (!row) return null;
    return { id: row.id, name: row.name, size: row.size ?? 0, readUrl: await readUrlOf(deps, row, audience) };
  };
  const [resume, portfolio] = await Promise.all([fileOf(candidate.resumeFileId), fileOf(candidate.portfolioFileId)]);
  return { resume, portfolio };
}

/** Claims an uploaded file for the profile field; a refusal (400) names the field. */
export async function claimProfileFile(
  deps: AppDeps,
  candidateId: string,
  fileId: number,
  purpose: 'resume' | 'portfolio',
) {
  try {
    return await claimUploadedFile(deps, candidateId, fileId, purpose);
  } catch (error) {
    const field = purpose === 'resume' ? 'resumeFileId' : 'portfolioFileId';
    if (error instanceof ApiError && !error.field) throw new ApiError(error.status, error.code, error.message, field);
    throw error;
  }
}

/**
 * A stored answer of the more patch with its file links signed afresh: an Idempotency-Key replay
 * may come long after the first answer's 10-minute links expired. A file deleted since reads null.
 */
export async function withFreshFileLinks(
  deps: Pick<AppDeps, 'db' | 'fileStorage'>,
  candidateId: string,
  profile: ProfileV3,
): Promise<ProfileV3> {
  const links = await profileFiles(
    deps,
    {
      id: candidateId,
      resumeFileId: profile.resumeFile?.id ?? null,
      portfolioFileId: profile.portfolioFile?.id ?? null,
    },
    OWNER,
  );
  return { ...profile, resumeFile: links.resume, portfolioFile: links.portfolio };
}
