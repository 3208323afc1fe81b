/**
 * Whom a file's read link is for, and whether that reader may still have the file when the link is
 * used. A link is signed for its owner (their list, profile and preview) or for a
 * console account (a company or agent the candidate shares their profile with); at the download
 * the disk store's route asks again what is true now:
 * - the file still exists, stored (not pending, rejected or deleted by an unlink);
 * - its candidate is alive (a deleted account, even one kept hidden for 30 days, shares nothing);
 * - for a console account: the file is still the profile's resume or portfolio, the account still
 *   exists, and the candidate still shares their profile with it (sharesProfile: the coffee chat
 *   accepted, the company neither restricted nor their employer now).
 * A link signed before a deletion, an unlink or a restriction therefore stops at once, not when its
 * 10 minutes are up. S3's presigned links cannot be asked: docs/SECURITY.md says what holds there.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { candidates, files } from '../db/schema';
import { findBizViewer } from './biz-accounts';
import { sharedProfileCondition } from './candidate-visibility';

/** The candidate whose file it is, or a console account they share their profile with. */
export type FileAudience = { kind: 'owner' } | { kind: 'console'; accountId: string };

export const OWNER: FileAudience = { kind: 'owner' };

/** The audience as a link carries it. */
export const audienceClaim = (audience: FileAudience) =>
  audience.kind === 'owner' ? 'owner' : `console:${audience.accountId}`;

function audienceOf(claim: string | undefined): FileAudience | undefined {
  if (claim === 'owner') return OWNER;
  const account = /^console:([0-9a-f-]{36})$/.exec(claim ?? '');
  return account ? { kind: 'console', accountId: account[1] } : undefined;
}

/** Whether the reader a link of `key` was signed for (`claim`) may still download it now. */
export async function mayStillDownload(db: Database, key: string, claim: string | undefined): Promise<boolean> {
  const audience = audienceOf(claim);
  if (!audience) return false;
  const [file] = await db
    .select({ id: files.id, candidateId: files.candidateId, status: files.status })
    .from(files)
    .where(eq(files.storageKey, key));
  if (file?.status !== 'stored') return false;
  const [candidate] = await db
    .select({
      deletedAt: candidates.deletedAt,
      resumeFileId: candidates.resumeFileId,
      portfolioFileId: candidates.portfolioFileId,
    })
    .from(candidates)
    .where(eq(candidates.id, file.candidateId));
  if (!candidate || candidate.deletedAt) return false;
  if (audience.kind === 'owner') return true;
  if (candidate.resumeFileId !== file.id && candidate.portfolioFileId !== file.id) return false;
  const viewer = await findBizViewer(db, audience.accountId);
  if (!viewer) return false;
  const [shared] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.id, file.candidateId), sharedProfileCondition(viewer)));
  return shared !== undefined;
}
