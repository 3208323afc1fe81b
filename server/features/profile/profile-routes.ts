/**
 * The candidate's profile (SPEC §7 profile and updates): the v3 profile, the "more" patch, the
 * one-field edits and the estimated-salary report. Routes with `:id` answer only the caller's own
 * user id; any other id is 404, as if it did not exist.
 */
import { type Context, Hono } from 'hono';
import * as apiPaths from '../../../src/contract/api-paths';
import type { CompanyPreview } from '../../../src/contract/biz';
import {
  EmailUpdate,
  type HashtagList,
  HashtagUpdate,
  IsMajor,
  MorePatch,
  type ProfileV3,
  type SalaryReport,
  Willingness,
} from '../../../src/contract/profile';
import type { AppDeps, AppEnv } from '../../app-deps';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { companyPreview } from '../../domain/company-view';
import { removeBytes } from '../../domain/file-uploads';
import { withFreshFileLinks } from '../../domain/profile-files';
import { notFound } from '../../errors/api-error';
import { withIdempotency } from '../../http/idempotency';
import { parseJson } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';
import { applyMore, type MorePrepared, prepareMore, readProfile } from './profile';
import { updateCandidateFields } from './profile-fields';
import { checkedHashtags } from './profile-hashtags';
import { salaryReport } from './salary-report';

/** The session's candidate when the path's `:id` is theirs; any other id is 404, whatever it is. */
export function ownUserId(c: Context<AppEnv>): string {
  const candidateId = subjectOf(c);
  if ((c.req.param('id') ?? '').toLowerCase() !== candidateId.toLowerCase()) throw notFound();
  return candidateId;
}

export function profileRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const candidate = requireSession(deps, 'candidate');

  app.get(apiPaths.profile, candidate, async (c) => {
    return c.json((await readProfile(deps, subjectOf(c))) satisfies ProfileV3);
  });

  // "기업에는 이렇게 보여요": built by the function that builds the console's candidate page.
  app.get(apiPaths.profilePreview, candidate, async (c) => {
    return c.json((await companyPreview(deps, subjectOf(c), deps.now())) satisfies CompanyPreview);
  });

  // Idempotency-Key (DESIGN.md §3): a replay answers the first answer (its file links signed
  // afresh) and writes nothing — a career added by hand is not added twice.
  app.patch(apiPaths.morePatch, candidate, async (c) => {
    const candidateId = ownUserId(c);
    const patch = await parseJson(c, MorePatch);
    await requireLiveCandidate(deps.db, candidateId);
    return withIdempotency<ProfileV3, MorePrepared>(c, deps, {
      prepare: () => prepareMore(deps, candidateId, patch),
      write: async (tx, prepared) => {
        const { profile, unlinkedKeys } = await applyMore(deps, tx, candidateId, patch, prepared);
        return { status: 200, body: profile, afterCommit: () => removeBytes(deps, unlinkedKeys) };
      },
      replay: (stored) => withFreshFileLinks(deps, candidateId, stored),
    });
  });

  app.patch(apiPaths.hashtagUpdate, candidate, async (c) => {
    const hashtags = checkedHashtags((await parseJson(c, HashtagUpdate)).hashtags);
    await updateCandidateFields(deps.db, subjectOf(c), { hashtags });
    return c.json({ hashtags } satisfies HashtagList);
  });

  app.patch(apiPaths.emailUpdate, candidate, async (c) => {
    const body = await parseJson(c, EmailUpdate);
    await updateCandidateFields(deps.db, subjectOf(c), body);
    return c.json(body satisfies EmailUpdate);
  });

  app.patch(apiPaths.willingness, candidate, async (c) => {
    const body = await parseJson(c, Willingness);
    await updateCandidateFields(deps.db, subjectOf(c), body);
    return c.json(body satisfies Willingness);
  });

  app.patch(apiPaths.isMajor, candidate, async (c) => {
    const body = await parseJson(c, IsMajor);
    await updateCandidateFields(deps.db, subjectOf(c), body);
    return c.json(body satisfies IsMajor);
  });

  app.get(apiPaths.report, candidate, async (c) => {
    return c.json((await salaryReport(deps.db, subjectOf(c), deps.now())) satisfies SalaryReport);
  });

  return app;
}
