/** Web push: the VAPID key browsers subscribe with, and a candidate's subscriptions (docs/API.md). */
import { Hono } from 'hono';
import * as apiPaths from '../../../src/contract/api-paths';
import { PushSubscriptionBody, PushUnsubscribeBody } from '../../../src/contract/push';
import type { AppDeps, AppEnv } from '../../app-deps';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { removeSubscription, saveSubscription } from '../../domain/push-subscriptions';
import { parseJson } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';

export function pushRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const candidate = requireSession(deps, 'candidate');

  app.get(apiPaths.pushKey, (c) => {
    // The key changes only when the operator configures another one; an hour of caching is harmless.
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ publicKey: deps.push.publicKey });
  });

  app.post(apiPaths.pushSubscriptions, candidate, async (c) => {
    const body = await parseJson(c, PushSubscriptionBody);
    await requireLiveCandidate(deps.db, subjectOf(c));
    await saveSubscription(deps.db, subjectOf(c), body, deps.now(), deps.env.push);
    return c.body(null, 204);
  });

  app.delete(apiPaths.pushSubscriptions, candidate, async (c) => {
    const { endpoint } = await parseJson(c, PushUnsubscribeBody);
    await requireLiveCandidate(deps.db, subjectOf(c));
    await removeSubscription(deps.db, subjectOf(c), endpoint);
    return c.body(null, 204);
  });

  return app;
}
