import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as apiPaths from '../../../src/contract/api-paths';
import { UtmCreate, UtmPatch } from '../../../src/contract/signup';
import type { AppDeps, AppEnv } from '../../app-deps';
import { utmRecords } from '../../db/schema';
import { findLiveCandidate } from '../../domain/candidate-records';
import { forbidden, notFound } from '../../errors/api-error';
import { parseJson } from '../../http/parse';
import { DEFAULT_UTM_SOURCE, defaultUtmContent } from './utm';

const orNull = (value: string | undefined) => value || null;

export function utmRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post(apiPaths.utm, async (c) => {
    const input = await parseJson(c, UtmCreate);
    const [record] = await deps.db
      .insert(utmRecords)
      .values({
        source: input.source || DEFAULT_UTM_SOURCE,
        campaign: orNull(input.campaign),
        medium: orNull(input.medium),
        content: input.content || defaultUtmContent(input.landing),
        term: orNull(input.term),
        landing: input.landing,
        createdAt: deps.now(),
        updatedAt: deps.now(),
      })
      .returning({ id: utmRecords.id });
    return c.json({ id: record.id });
  });

  app.patch(apiPaths.utm, async (c) => {
    const { id, status, userId } = await parseJson(c, UtmPatch);
    // Only the signed-in candidate may attach themselves: a utm id alone must not link anyone.
    if (userId) {
      const token = c.req.header('Authorization')?.replace(/^Bearer\s+/, '') ?? '';
      const verified = token ? await deps.accessTokens.verify(token) : undefined;
      const own = verified?.ok && verified.claims.kind === 'candidate' && verified.claims.subjectId === userId;
      if (!own || !(await findLiveCandidate(deps.db, userId))) throw forbidden();
    }
    const updated = await deps.db
      .update(utmRecords)
      .set({ ...(status ? { status } : {}), ...(userId ? { candidateId: userId } : {}), updatedAt: deps.now() })
      .where(eq(utmRecords.id, id))
      .returning({ id: utmRecords.id });
    if (updated.length === 0) throw notFound('유입 기록을 찾을 수 없습니다.');
    return c.json({ ok: true as const });
  });

  return app;
}
