/** Curation groups (SPEC §3 offer group): read one, answer it once (with an optional Idempotency-Key). */
import { type Context, Hono } from 'hono';
import { object } from 'superstruct';
import * as apiPaths from '../../../src/contract/api-paths';
import { type OfferGroup, OfferGroupAnswer } from '../../../src/contract/offers';
import { PositiveId } from '../../../src/contract/validators';
import type { AppDeps, AppEnv } from '../../app-deps';
import { badRequest } from '../../errors/api-error';
import { withIdempotency } from '../../http/idempotency';
import { parseJson, parseParams } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';
import { answerOfferGroup, readOfferGroup } from './curation-answers';

const GroupIdParam = object({ groupId: PositiveId });

export function offerGroupRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const candidate = requireSession(deps, 'candidate');
  const groupId = (c: Context<AppEnv>) => parseParams(c, GroupIdParam).groupId;

  app.get(apiPaths.offerGroup, candidate, async (c) => {
    return c.json((await readOfferGroup(deps.db, subjectOf(c), groupId(c), deps.now())) satisfies OfferGroup);
  });

  app.patch(apiPaths.offerGroup, candidate, async (c) => {
    const id = groupId(c);
    const answer = await parseJson(c, OfferGroupAnswer);
    if (answer.groupId !== id) throw badRequest('groupId가 주소의 큐레이션과 다릅니다.', 'groupId');
    return withIdempotency<OfferGroup>(c, deps, {
      write: async (tx) => ({ status: 200, body: await answerOfferGroup(tx, subjectOf(c), id, answer, deps.now()) }),
    });
  });

  return app;
}
