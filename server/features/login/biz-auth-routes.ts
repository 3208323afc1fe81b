/** The business console's sign-in and "who am I" (DESIGN.md §5). Refresh is the shared GET /api/auth/refresh. */
import { Hono } from 'hono';
import * as apiPaths from '../../../src/contract/api-paths';
import type { TokenPair } from '../../../src/contract/auth';
import { BizLoginRequest, type BizMe } from '../../../src/contract/biz';
import type { AppDeps, AppEnv } from '../../app-deps';
import { loginBizAccount, requireBizViewer } from '../../domain/biz-accounts';
import { clientNetwork } from '../../http/client-network';
import { parseJson } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';
import { sendRetryAfter } from '../../http/send-retry-after';

export function bizAuthRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post(apiPaths.bizLogin, sendRetryAfter, async (c) => {
    const credentials = await parseJson(c, BizLoginRequest);
    const tokens = await loginBizAccount(deps, credentials, clientNetwork(c, deps.env.trustProxy));
    return c.json(tokens satisfies TokenPair);
  });

  app.get(apiPaths.bizMe, requireSession(deps, 'biz'), async (c) => {
    const me = await requireBizViewer(deps.db, subjectOf(c));
    return c.json(me satisfies BizMe);
  });

  return app;
}
