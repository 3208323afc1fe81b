/**
 * The candidate as a company sees them: one function, companyView, builds it for the
 * console's candidate page and for the candidate's own preview ("기업에는 이렇게 보여요"), so the
 * preview is what companies get, not a copy of it.
 *
 * Before the coffee chat the view is anonymous: job, years, careers with their detail (contact data
 * masked, hidden careers left out), stack, hashtags, schools, salaries, willingness and the agent
 * flag — never a name, phone, e-mail, file or link. Once the candidate accepted the company's coffee
 * chat (sharesProfile in candidate-visibility.ts) `shared` adds who they are, their links, e-mail and
 * signed, expiring download links of their resume and portfolio.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { AnonymousProfile, CompanyPreview, SharedFile, SharedProfile } from '../../src/contract/biz';
import type { AppDeps } from '../app-deps';
import type { Executor } from '../db/executor';
import { candidates, careers, userSchools } from '../db/schema';
import type { BizViewer } from './biz-accounts';
import { anonymousCandidates, publicCareer } from './candidate-pool';
import { requireLiveCandidate } from './candidate-records';
import { sharedProfileCondition, visibleCandidateCondition } from './candidate-visibility';
import { maskContacts } from './contact-masking';
import { type FileAudience, OWNER } from './file-downloads';
import { profileFiles } from './profile-files';

type ViewDeps = { db: Executor; fileStorage: AppDeps['fileStorage'] };

const orNull = (text: string) => (text === '' ? null : text);
const sharedFileOf = (file: { name: string; size: number; readUrl: string } | null): SharedFile | null =>
  file && { name: file.name, size: file.size, readUrl: file.readUrl };

/**
 * Who the candidate is and what they share, with download links signed now for `audience`: the
 * console account it is shown to (checked again at each download), or the candidate's own preview.
 */
export async function sharedProfileOf(
  deps: ViewDeps,
  candidateId: string,
  audience: FileAudience,
): Promise<SharedProfile | null> {
  const [row] = await deps.db.select().from(candidates).where(eq(candidates.id, candidateId));
  if (!row) return null;
  const files = await profileFiles(deps, row, audience);
  return {
    name: row.name,
    phone: row.phone,
    email: orNull(row.email),
    githubUrl: orNull(row.githubUrl),
    linkedinUrl: orNull(row.linkedinUrl),
    resumeUrl: orNull(row.resumeUrl),
    portfolioUrl: orNull(row.portfolioUrl),
    resumeFile: sharedFileOf(files.resume),
    portfolioFile: sharedFileOf(files.portfolio),
  };
}

/**
 * The view of `candidateId`: `viewer` is the company's account (null for the candidate's preview,
 * whose `lastOfferStatus` is then null), `shares` whether the coffee chat was accepted. Callers
 * decide both; this only builds.
 */
async function companyView(
  deps: ViewDeps,
  candidateId: string,
  viewer: BizViewer | null,
  now: Date,
  shares: boolean,
): Promise<AnonymousProfile> {
  const [[candidate], [facts], careerRows, schools] = await Promise.all([
    anonymousCandidates(deps.db, viewer, [candidateId], now),
    deps.db
      .select({ willingness: candidates.willingness, wantsAgent: candidates.wantsAgent })
      .from(candidates)
      .where(eq(candidates.id, candidateId)),
    deps.db.select().from(careers).where(eq(careers.candidateId, candidateId)).orderBy(asc(careers.position)),
    deps.db
      .select({ school: userSchools.school, major: userSchools.major, degree: userSchools.degree })
      .from(userSchools)
      .where(eq(userSchools.candidateId, candidateId))
      .orderBy(asc(userSchools.id)),
  ]);
  return {
    candidate,
    schools,
    careers: careerRows
      .filter((career) => !career.hide)
      .map((career) => ({ ...publicCareer(career), detail: maskContacts(career.detail) })),
    willingness: (facts.willingness as AnonymousProfile['willingness']) ?? null,
    wantsAgent: facts.wantsAgent,
    shared: shares
      ? await sharedProfileOf(deps, candidateId, viewer ? { kind: 'console', accountId: viewer.id } : OWNER)
      : null,
  };
}

/**
 * `GET /biz/candidates/{id}`: the candidate if the viewer may see them in the pool, or shares with
 * the viewer (an accepted coffee chat outlives the attack period and a stop, not a restriction or
 * the deletion); undefined otherwise, answered like an id that does not exist.
 */
export async function bizCandidateView(
  deps: ViewDeps,
  viewer: BizViewer,
  candidateId: string,
  now: Date,
): Promise<AnonymousProfile | undefined> {
  const [access] = await deps.db
    .select({
      visible: sql<boolean>`(${visibleCandidateCondition(viewer.company, now)})`,
      shares: sql<boolean>`(${sharedProfileCondition(viewer)})`,
    })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  if (!access || (!access.visible && !access.shares)) return undefined;
  return companyView(deps, candidateId, viewer, now, access.shares);
}

/** `GET /v3/users/profile/preview`: the candidate's own view, before and after a coffee chat. */
export async function companyPreview(deps: AppDeps, candidateId: string, now: Date): Promise<CompanyPreview> {
  await requireLiveCandidate(deps.db, candidateId);
  return {
    before: await companyView(deps, candidateId, null, now, false),
    after: await companyView(deps, candidateId, null, now, true),
  };
}
