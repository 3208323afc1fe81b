/** Hiding the profile and deleting the account (SPEC §4, §7 account); rules in server/domain/account.ts. */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import * as apiPaths from '../../../src/contract/api-paths';
import type { OkResponse } from '../../../src/contract/auth';
import { DeleteAccount, type StopResult } from '../../../src/contract/profile';
import type { AppDeps, AppEnv } from '../../app-deps';
import { deleteAccount, stopReceivingOffers } from '../../domain/account';
import { parseJson } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';

export function accountRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const candidate = requireSession(deps, 'candidate');

  app.patch(apiPaths.stop, candidate, async (c) => {
    return c.json((await stopReceivingOffers(deps.db, subjectOf(c))) satisfies StopResult);
  });

  app.delete(apiPaths.deleteAccount, candidate, async (c) => {
    const { reason } = await parseJson(c, DeleteAccount);
    const outcome = await deleteAccount(deps, subjectOf(c), reason);
    deps.logger.info('account deleted', { outcome });
    return c.json({ ok: true as const } satisfies Infer<typeof OkResponse>);
  });

  return app;
}
