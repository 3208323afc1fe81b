/** Public content of the marketing and help pages, and first-party analytics. No session needed. */
import { Hono } from 'hono';
import { object } from 'superstruct';
import * as apiPaths from '../../../src/contract/api-paths';
import {
  AnalyticsBatch,
  type BlogList,
  BlogQuery,
  type CareerDetail,
  type CareerList,
  type CompanyDetails,
  type FaqList,
  FaqQuery,
  type Ranking,
  type RollingList,
} from '../../../src/contract/content';
import { PositiveId } from '../../../src/contract/validators';
import type { AppDeps, AppEnv } from '../../app-deps';
import { candidateOfBearer, recordEvents } from '../../domain/analytics';
import { clientNetwork } from '../../http/client-network';
import { parseJson, parseParams, parseQuery } from '../../http/parse';
import { offerRanking } from '../offers/ranking';
import { blogLimit, listBlogPosts } from './blog';
import { careerDetail, listCareers } from './career-detail';
import { companyDetails } from './company-details';
import { listFaqs } from './faqs';
import { listRollingItems } from './rolling-items';

const CareerIdParam = object({ id: PositiveId });
/** Content that changes only when we edit it. */
const CONTENT_CACHE = 'public, max-age=300';
/** Figures computed from live data. */
const FIGURES_CACHE = 'public, max-age=60';

export function contentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(apiPaths.faqs, async (c) => {
    const { variant } = parseQuery(c, FaqQuery);
    c.header('Cache-Control', CONTENT_CACHE);
    return c.json((await listFaqs(deps.db, variant ?? 'general')) satisfies FaqList);
  });

  app.get(apiPaths.rolling, async (c) => {
    // Outside the sandbox the items are real offers: as fresh as the other live figures.
    c.header('Cache-Control', deps.env.sandbox ? CONTENT_CACHE : FIGURES_CACHE);
    return c.json((await listRollingItems(deps.db, deps.env.sandbox, deps.now())) satisfies RollingList);
  });

  app.get(apiPaths.companyDetails, (c) => {
    c.header('Cache-Control', CONTENT_CACHE);
    return c.json(companyDetails(deps.env.companyDetails, deps.env.sandbox) satisfies CompanyDetails);
  });

  app.get(apiPaths.blog, async (c) => {
    const limit = blogLimit(parseQuery(c, BlogQuery).limit);
    c.header('Cache-Control', CONTENT_CACHE);
    return c.json((await listBlogPosts(deps.db, deps.env.blogUrl, limit)) satisfies BlogList);
  });

  app.get(apiPaths.ranking, async (c) => {
    c.header('Cache-Control', FIGURES_CACHE);
    return c.json((await offerRanking(deps.db, deps.now())) satisfies Ranking);
  });

  app.get(apiPaths.careers, async (c) => {
    c.header('Cache-Control', CONTENT_CACHE);
    return c.json((await listCareers(deps.db)) satisfies CareerList);
  });

  app.get(apiPaths.career, async (c) => {
    const { id } = parseParams(c, CareerIdParam);
    const detail = await careerDetail(deps.db, id, deps.now());
    c.header('Cache-Control', FIGURES_CACHE);
    return c.json(detail satisfies CareerDetail);
  });

  app.post(apiPaths.events, async (c) => {
    const batch = await parseJson(c, AnalyticsBatch);
    const candidateId = await candidateOfBearer(deps, c.req.header('Authorization'));
    const accepted = await recordEvents(deps, batch, candidateId, clientNetwork(c, deps.env.trustProxy));
    return c.json({ accepted }, 202);
  });

  return app;
}
