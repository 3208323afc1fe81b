/** The attack period and the home banner's summary (`/v3/users/my/attack`), and its extension (with an optional Idempotency-Key). */
import { Hono } from 'hono';
import * as apiPaths from '../../../src/contract/api-paths';
import { ExtendAttack, type MyAttack } from '../../../src/contract/offers';
import type { AppDeps, AppEnv } from '../../app-deps';
import { withIdempotency } from '../../http/idempotency';
import { parseJson } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';
import { extendAttack, myAttack } from './attack-period';

export function attackRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const candidate = requireSession(deps, 'candidate');

  app.get(apiPaths.myAttack, candidate, async (c) => {
    return c.json((await myAttack(deps.db, subjectOf(c), deps.now())) satisfies MyAttack);
  });

  app.patch(apiPaths.extendAttack, candidate, async (c) => {
    const { month } = await parseJson(c, ExtendAttack);
    return withIdempotency<MyAttack>(c, deps, {
      write: async (tx) => ({ status: 200, body: await extendAttack(tx, subjectOf(c), month, deps.now()) }),
    });
  });

  return app;
}
