/**
 * SPEC §7 calls of older versions, each through the domain code of its newer call and
 * answered in the shape SPEC §3 names: the profile as the profile form and as v2, the salaries, the
 * offers without counts and of one company, the careers, the additional reward and the tax income's
 * deletion. Candidate session; a path's user id that is not the caller's is 404, as everywhere.
 */
import { type Context, Hono } from 'hono';
import { object } from 'superstruct';
import * as apiPaths from '../../../src/contract/api-paths';
import {
  AdditionalUpdate,
  type CareerList,
  type OfferItems,
  type ProfileForm,
  type ProfileV2,
  type SalaryV2,
  type SalaryV3,
} from '../../../src/contract/legacy';
import { OfferListQuery } from '../../../src/contract/offers';
import { PositiveId, Uuid } from '../../../src/contract/validators';
import type { AppDeps, AppEnv } from '../../app-deps';
import { listCareers, requireLiveCandidate } from '../../domain/candidate-records';
import { notFound } from '../../errors/api-error';
import { parseJson, parseParams, parseQuery } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';
import { readProfile } from '../profile/profile';
import { offerList } from './offer-list';
import { companyOffers } from './offer-queries';
import { deleteTaxSalary, salaryInfo, saveAdditionReward } from './salary-info';

const CompanyOffersParams = object({ userId: Uuid, companyId: PositiveId });

/** The caller, when the path's `name` parameter is their own id; any other value is 404. */
function ownId(c: Context<AppEnv>, name: string): string {
  const candidateId = subjectOf(c);
  if ((c.req.param(name) ?? '').toLowerCase() !== candidateId.toLowerCase()) throw notFound();
  return candidateId;
}

export function legacyUserRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const candidate = requireSession(deps, 'candidate');

  app.get(apiPaths.profileForm, candidate, async (c) => {
    const profile = await readProfile(deps, ownId(c, 'id'));
    return c.json({
      careerItems: profile.careerItems,
      resumeUrl: profile.resumeUrl,
      portfolioUrl: profile.portfolioUrl,
      resumeFileUrl: profile.resumeFile?.readUrl ?? null,
      portfolioFileUrl: profile.portfolioFile?.readUrl ?? null,
      githubUrl: profile.githubUrl,
      linkedinUrl: profile.linkedinUrl,
      email: profile.email,
      hashtags: profile.hashtags,
      agent: profile.agent,
      jobLabel: profile.jobLabel,
    } satisfies ProfileForm);
  });

  app.get(apiPaths.profileV2, candidate, async (c) => {
    const profile = await readProfile(deps, subjectOf(c));
    return c.json({
      careerItems: profile.careerItems,
      userSalaryItems: profile.userSalaryItems,
      githubUrl: profile.githubUrl,
      linkedinUrl: profile.linkedinUrl,
    } satisfies ProfileV2);
  });

  app.get(apiPaths.salaryV2, candidate, async (c) => {
    const { salaryType, salaryItems } = await salaryInfo(deps.db, subjectOf(c));
    return c.json({ salaryType, salaryItems } satisfies SalaryV2);
  });

  app.get(apiPaths.salaryV3, candidate, async (c) => {
    return c.json((await salaryInfo(deps.db, subjectOf(c))) satisfies SalaryV3);
  });

  app.get(apiPaths.offersV2, candidate, async (c) => {
    const query = parseQuery(c, OfferListQuery);
    const { offerItems } = await offerList(deps.db, subjectOf(c), query, deps.now());
    return c.json({ offerItems } satisfies OfferItems);
  });

  app.get(apiPaths.companyOffers, candidate, async (c) => {
    const candidateId = ownId(c, 'userId');
    const { companyId } = parseParams(c, CompanyOffersParams);
    return c.json((await companyOffers(deps.db, candidateId, companyId, deps.now())) satisfies OfferItems);
  });

  app.get(apiPaths.userCareers, candidate, async (c) => {
    const candidateId = subjectOf(c);
    await requireLiveCandidate(deps.db, candidateId);
    return c.json({ careerItems: await listCareers(deps.db, candidateId) } satisfies CareerList);
  });

  app.patch(apiPaths.additional, candidate, async (c) => {
    const { additionReward } = await parseJson(c, AdditionalUpdate);
    await saveAdditionReward(deps.db, deps.now, subjectOf(c), additionReward);
    return c.json({ additionReward } satisfies AdditionalUpdate);
  });

  app.delete(apiPaths.deleteTax, candidate, async (c) => {
    await deleteTaxSalary(deps.db, subjectOf(c));
    return c.json({ salaryByTax: null });
  });

  return app;
}
