/**
 * The console's candidate pool and candidate pages (anonymous until the candidate accepts the
 * viewer's coffee chat). A candidate the viewer may not see answers the same 404 as an id that never existed.
 */
import { Hono } from 'hono';
import { object } from 'superstruct';
import * as apiPaths from '../../../src/contract/api-paths';
import {
  type AnonymousProfile,
  type BizCompanyList,
  type CandidatePool,
  CandidatePoolQuery,
} from '../../../src/contract/biz';
import { ErrorCode } from '../../../src/contract/errors';
import { Uuid } from '../../../src/contract/validators';
import type { AppDeps, AppEnv } from '../../app-deps';
import { requireBizViewer } from '../../domain/biz-accounts';
import { listPool } from '../../domain/candidate-pool';
import { bizCandidateView } from '../../domain/company-view';
import { ApiError } from '../../errors/api-error';
import { parseParams, parseQuery } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';
import { CANDIDATE_NOT_FOUND_MESSAGE } from '../offers/offer-sending';
import { companiesForCandidate } from './candidate-companies';

const CandidateIdParam = object({ id: Uuid });

export function bizCandidateRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const biz = requireSession(deps, 'biz');

  app.get(apiPaths.bizCandidates, biz, async (c) => {
    const viewer = await requireBizViewer(deps.db, subjectOf(c));
    const query = parseQuery(c, CandidatePoolQuery);
    return c.json((await listPool(deps.db, viewer, query, deps.now())) satisfies CandidatePool);
  });

  app.get(apiPaths.bizCandidate, biz, async (c) => {
    const viewer = await requireBizViewer(deps.db, subjectOf(c));
    const { id } = parseParams(c, CandidateIdParam);
    const profile = await bizCandidateView(deps, viewer, id, deps.now());
    if (!profile) throw new ApiError(404, ErrorCode.notFound, CANDIDATE_NOT_FOUND_MESSAGE);
    return c.json(profile satisfies AnonymousProfile);
  });

  app.get(apiPaths.bizCandidateCompanies, biz, async (c) => {
    const viewer = await requireBizViewer(deps.db, subjectOf(c));
    const { id } = parseParams(c, CandidateIdParam);
    const list = await companiesForCandidate(deps.db, viewer, id, deps.now());
    if (!list) throw new ApiError(404, ErrorCode.notFound, CANDIDATE_NOT_FOUND_MESSAGE);
    return c.json(list satisfies BizCompanyList);
  });

  return app;
}
