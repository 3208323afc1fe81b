/**
 * The lifetime-income event (SPEC §1, §7 income). The lookup, the graph windows and the estimate
 * are the signed-in candidate's; the secret cards are public; a share takes whoever's session
 * comes with it, or none (shares.ts decides what each may share).
 */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import * as apiPaths from '../../../src/contract/api-paths';
import {
  type LatestLifetimeResult,
  LifetimeComplete,
  type LifetimeResult,
  type LifetimeStatus,
  LifetimeStatusQuery,
  LifetimeVerify,
  type LifetimeVerifyStarted,
  type LifetimeWindow,
  LifetimeWindowRequest,
  type SecretItem,
  SecretItemQuery,
  type ShareContent,
  ShareRequest,
} from '../../../src/contract/income';
import type { AppDeps, AppEnv } from '../../app-deps';
import { clientNetwork } from '../../http/client-network';
import { parseJson, parseQuery } from '../../http/parse';
import { requestOrigin } from '../../http/request-origin';
import { bearerSession, requireSession, subjectOf } from '../../http/require-session';
import { sendRetryAfter } from '../../http/send-retry-after';
import { createLifetimeLookups } from './lifetime-lookups';
import { completeLifetime, latestLifetimeResult, lifetimeWindowOf } from './lifetime-results';
import { secretItemAfter } from './secret-items';
import { createShare, type Sharer } from './shares';

export function incomeRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const candidate = requireSession(deps, 'candidate');
  const lookups = createLifetimeLookups({
    db: deps.db,
    now: deps.now,
    provider: deps.identityProvider,
    rateLimits: deps.rateLimits,
  });

  app.post(apiPaths.lifetimeVerify, candidate, async (c) => {
    const input = await parseJson(c, LifetimeVerify);
    const started = await lookups.start(subjectOf(c), input);
    return c.json(started satisfies Infer<typeof LifetimeVerifyStarted>);
  });

  app.get(apiPaths.lifetimeStatus, candidate, async (c) => {
    const { eventId, loadCount } = parseQuery(c, LifetimeStatusQuery);
    const status = await lookups.status(subjectOf(c), eventId, Number(loadCount));
    return c.json(status satisfies LifetimeStatus);
  });

  app.post(apiPaths.lifetime, candidate, async (c) => {
    const input = await parseJson(c, LifetimeWindowRequest);
    return c.json((await lifetimeWindowOf(deps.db, deps.now, subjectOf(c), input)) satisfies LifetimeWindow);
  });

  app.post(apiPaths.lifetimeComplete, candidate, async (c) => {
    const { eventId } = await parseJson(c, LifetimeComplete);
    return c.json((await completeLifetime(deps.db, deps.now, subjectOf(c), eventId)) satisfies LifetimeResult);
  });

  // The result kept across reloads and visits: always the caller's own latest.
  app.get(apiPaths.lifetimeResult, candidate, async (c) => {
    const result = await latestLifetimeResult(deps.db, deps.now, subjectOf(c));
    return c.json({ result } satisfies LatestLifetimeResult);
  });

  app.get(apiPaths.lifetimeItem, async (c) => {
    const { prevName } = parseQuery(c, SecretItemQuery);
    return c.json((await secretItemAfter(deps.db, prevName)) satisfies SecretItem);
  });

  app.post(apiPaths.lifetimeShare, sendRetryAfter, async (c) => {
    const session = await bearerSession(deps, c);
    const sharer: Sharer = session ? { kind: session.kind, id: session.subjectId } : { kind: 'anonymous' };
    const request = await parseJson(c, ShareRequest);
    // Links are made for the public address when one is configured: the request may have come
    // through an internal name.
    const origin = deps.env.publicOrigins?.[0] ?? requestOrigin(c, deps.env.trustProxy);
    const ip = clientNetwork(c, deps.env.trustProxy);
    const content = await createShare(deps, sharer, request, origin, ip);
    return c.json(content satisfies ShareContent);
  });

  return app;
}
