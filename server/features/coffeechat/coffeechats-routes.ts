/** Accepting an offer as a coffee chat (with an optional Idempotency-Key), and the questions the candidate prepares for it. */
import { Hono } from 'hono';
import * as apiPaths from '../../../src/contract/api-paths';
import {
  type CoffeechatCreated,
  type CoffeechatQuestions,
  CoffeechatQuestionsQuery,
  CoffeechatRequest,
  SaveCoffeechatQuestions,
} from '../../../src/contract/offers';
import type { AppDeps, AppEnv } from '../../app-deps';
import { withIdempotency } from '../../http/idempotency';
import { parseJson, parseQuery } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';
import { acceptOffer } from '../offers/offer-answers';
import { coffeechatQuestions, saveCoffeechatQuestions } from './coffeechat-questions';

export function coffeechatRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const candidate = requireSession(deps, 'candidate');

  app.post(apiPaths.coffeechat, candidate, async (c) => {
    const { offerId } = await parseJson(c, CoffeechatRequest);
    return withIdempotency<CoffeechatCreated>(c, deps, {
      write: async (tx) => ({ status: 201, body: await acceptOffer(tx, subjectOf(c), offerId, deps.now()) }),
    });
  });

  app.get(apiPaths.coffeechatQuestions, candidate, async (c) => {
    const { coffeechatId } = parseQuery(c, CoffeechatQuestionsQuery);
    return c.json((await coffeechatQuestions(deps.db, subjectOf(c), coffeechatId)) satisfies CoffeechatQuestions);
  });

  app.post(apiPaths.coffeechatQuestions, candidate, async (c) => {
    const { coffeechatId, items } = await parseJson(c, SaveCoffeechatQuestions);
    const saved = await saveCoffeechatQuestions(deps.db, subjectOf(c), coffeechatId, items, deps.now());
    return c.json(saved satisfies CoffeechatQuestions);
  });

  return app;
}
