import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import * as apiPaths from '../../../src/contract/api-paths';
import type { AppDeps, AppEnv } from '../../app-deps';
import { candidates } from '../../db/schema';
import { unauthorized } from '../../errors/api-error';
import { requireSession } from '../../http/require-session';

export function myRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(apiPaths.my, requireSession(deps, 'candidate'), async (c) => {
    const { subjectId } = c.get('session');
    const [me] = await deps.db
      .select({
        userId: candidates.id,
        name: candidates.name,
        isActivate: candidates.isActivate,
        jobLabel: candidates.jobLabel,
        jobSubLabel: candidates.jobSubLabel,
      })
      .from(candidates)
      .where(and(eq(candidates.id, subjectId), isNull(candidates.deletedAt)));
    // A deleted account's token may still be alive for a few minutes.
    if (!me) throw unauthorized();
    return c.json(me);
  });

  return app;
}
