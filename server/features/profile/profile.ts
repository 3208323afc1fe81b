/**
 * The candidate's own profile (SPEC §3 profile v3, §7 GET /v3/users/profile) and the more patch
 * (PATCH /v2/users/more/{id}). One-field edits are in profile-fields.ts.
 */
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { MorePatch, ProfileV3 } from '../../../src/contract/profile';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/executor';
import { candidateCompanies, candidates, salaries } from '../../db/schema';
import { type CandidateRow, requireLiveCandidate } from '../../domain/candidate-records';
import { OWNER } from '../../domain/file-downloads';
import { dropUnlinkedFiles } from '../../domain/file-uploads';
import { claimProfileFile, profileFiles } from '../../domain/profile-files';
import { badRequest, unauthorized } from '../../errors/api-error';
import { applyCareerPlan, planCareerEdits, profileCareers, storedCareers } from './profile-careers';
import { checkedHashtags } from './profile-hashtags';

type ReadDeps = { db: Executor; fileStorage: AppDeps['fileStorage'] };

/** The latest amount above 0 the candidate typed of this type (INPUT or HOPE), or null. */
async function typedSalary(db: Executor, candidateId: string, type: 'INPUT' | 'HOPE') {
  const [row] = await db
    .select({ amount: salaries.amount })
    .from(salaries)
    .where(
      and(
        eq(salaries.candidateId, candidateId),
        eq(salaries.source, 'INPUT'),
        eq(salaries.type, type),
        gt(salaries.amount, 0),
      ),
    )
    .orderBy(desc(salaries.year), desc(salaries.updatedAt))
    .limit(1);
  return row?.amount ?? null;
}

async function hasHealthSalary(db: Executor, candidateId: string) {
  const [row] = await db
    .select({ id: salaries.id })
    .from(salaries)
    .where(and(eq(salaries.candidateId, candidateId), eq(salaries.source, 'HEALTH'), gt(salaries.amount, 0)))
    .limit(1);
  return row !== undefined;
}

async function interestCount(db: Executor, candidateId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(candidateCompanies)
    .where(and(eq(candidateCompanies.candidateId, candidateId), eq(candidateCompanies.mode, 'interest')));
  return row.value;
}

/**
 * Reads through `deps.db`, which may be a transaction (the more patch answers what it wrote): one
 * query after another, as a transaction is one connection that runs one query at a time.
 */
async function profileOf(deps: ReadDeps, candidate: CandidateRow): Promise<ProfileV3> {
  const careerItems = await profileCareers(deps.db, candidate.id);
  const inputSalary = await typedSalary(deps.db, candidate.id, 'INPUT');
  const hopeSalary = await typedSalary(deps.db, candidate.id, 'HOPE');
  const healthSalary = await hasHealthSalary(deps.db, candidate.id);
  const interest = await interestCount(deps.db, candidate.id);
  const files = await profileFiles(deps, candidate, OWNER);
  return {
    careerItems,
    userSalaryItems: [{ inputSalary, hopeSalary }],
    healthSalary,
    githubUrl: candidate.githubUrl,
    linkedinUrl: candidate.linkedinUrl,
    resumeUrl: candidate.resumeUrl,
    portfolioUrl: candidate.portfolioUrl,
    resumeFile: files.resume,
    portfolioFile: files.portfolio,
    email: candidate.email,
    hashtags: candidate.hashtags,
    techStackItems: candidate.techStacks,
    agent: candidate.wantsAgent,
    jobLabel: candidate.jobLabel,
    jobSubLabel: candidate.jobSubLabel,
    interestCount: interest,
    willingness: (candidate.willingness as ProfileV3['willingness']) ?? null,
    isMajor: candidate.isMajor,
    isActivate: candidate.isActivate,
    submittedAt: candidate.submittedAt?.toISOString() ?? null,
  };
}

export async function readProfile(deps: AppDeps, candidateId: string): Promise<ProfileV3> {
  return profileOf(deps, await requireLiveCandidate(deps.db, candidateId));
}

/** Checks the careers against what is stored now, or 400 naming the field. */
async function careerPlanOf(db: Executor, candidateId: string, patch: MorePatch) {
  const result = planCareerEdits(await storedCareers(db, candidateId), patch.careerItems);
  if (!result.ok) throw badRequest(result.message, result.field);
  return result.plan;
}

export type MorePrepared = { hashtags: string[] };

/**
 * The more patch's checks and file claims, before its transaction: everything is checked before
 * anything is written, and a newly chosen file is claimed first (it may reach the file store; a
 * refused file is a 400 and nothing changes).
 */
export async function prepareMore(deps: AppDeps, candidateId: string, patch: MorePatch): Promise<MorePrepared> {
  const candidate = await requireLiveCandidate(deps.db, candidateId);
  const hashtags = checkedHashtags(patch.hashtags);
  await careerPlanOf(deps.db, candidateId, patch);
  if (patch.resumeFileId !== null && patch.resumeFileId !== candidate.resumeFileId) {
    await claimProfileFile(deps, candidateId, patch.resumeFileId, 'resume');
  }
  if (patch.portfolioFileId !== null && patch.portfolioFileId !== candidate.portfolioFileId) {
    await claimProfileFile(deps, candidateId, patch.portfolioFileId, 'portfolio');
  }
  return { hashtags };
}

/**
 * The more patch's write, in the caller's transaction (the Idempotency-Key's): under the
 * candidate's row lock, the careers checked again. A resume or portfolio file the patch replaces
 * or removes loses its row here; the caller removes its bytes after the commit (`unlinkedKeys`).
 * Answers the profile as written.
 */
export async function applyMore(
  deps: AppDeps,
  tx: Executor,
  candidateId: string,
  patch: MorePatch,
  { hashtags }: MorePrepared,
): Promise<{ profile: ProfileV3; unlinkedKeys: string[] }> {
  const [locked] = await tx
    .select({ resumeFileId: candidates.resumeFileId, portfolioFileId: candidates.portfolioFileId })
    .from(candidates)
    .where(and(eq(candidates.id, candidateId), isNull(candidates.deletedAt)))
    .for('update');
  if (!locked) throw unauthorized();
  const plan = await careerPlanOf(tx, candidateId, patch);
  const [written] = await tx
    .update(candidates)
    .set({
      email: patch.email,
      resumeUrl: patch.resumeUrl,
      portfolioUrl: patch.portfolioUrl,
      githubUrl: patch.githubUrl,
      linkedinUrl: patch.linkedinUrl,
      resumeFileId: patch.resumeFileId,
      portfolioFileId: patch.portfolioFileId,
      hashtags,
      wantsAgent: patch.agent,
      ...(patch.jobLabel ? { jobLabel: patch.jobLabel } : {}),
      ...(patch.jobSubLabel ? { jobSubLabel: patch.jobSubLabel } : {}),
    })
    .where(eq(candidates.id, candidateId))
    .returning();
  await applyCareerPlan(tx, candidateId, plan, deps.now());
  const kept = [patch.resumeFileId, patch.portfolioFileId];
  const unlinked = [locked.resumeFileId, locked.portfolioFileId].filter(
    (id): id is number => id !== null && !kept.includes(id),
  );
  const unlinkedKeys = await dropUnlinkedFiles(tx, candidateId, unlinked);
  return { profile: await profileOf({ db: tx, fileStorage: deps.fileStorage }, written), unlinkedKeys };
}
