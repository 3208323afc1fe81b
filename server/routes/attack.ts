/** The attack period and the home banner's summary (`/v3/users/my/attack`), and its extension. */
import { type Context, Hono } from 'hono';
import { ExtendAttack, type MyAttack } from '../../src/contract/offers';
import { apiPaths } from '../../src/contract/paths';
import type { AppDeps, AppEnv } from '../app-deps';
import { extendAttack, myAttack } from '../domain/attack-period';
import { parseJson } from '../http/parse';
import { requireSession } from '../http/require-session';

export function attackRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const candidate = requireSession(deps, 'candidate');
  const subject = (c: Context<AppEnv>) => c.get('session').subjectId;

  app.get(apiPaths.myAttack, candidate, async (c) => {
    return c.json((await myAttack(deps.db, subject(c), deps.now())) satisfies MyAttack);
  });

  app.patch(apiPaths.extendAttack, candidate, async (c) => {
    const { month } = await parseJson(c, ExtendAttack);
    return c.json((await extendAttack(deps.db, subject(c), month, deps.now())) satisfies MyAttack);
  });

  return app;
}
