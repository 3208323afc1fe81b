/**
 * The candidate's survey answers (SPEC §7 GET and PATCH /users/surveys/{id}, GET
 * /users/surveys/answer/{id} with surveyCodeItems); `:id` is the caller's own.
 */
import { Hono } from 'hono';
import * as apiPaths from '../../../src/contract/api-paths';
import { SurveyAnswerQuery, SurveyAnswers } from '../../../src/contract/profile';
import type { AppDeps, AppEnv } from '../../app-deps';
import { parseJson, parseQuery } from '../../http/parse';
import { requireSession } from '../../http/require-session';
import { ownUserId } from './profile-routes';
import { listSurveyAnswers, saveSurveyAnswers, surveyAnswersFor } from './surveys';

export function surveyRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const candidate = requireSession(deps, 'candidate');

  app.get(apiPaths.surveys, candidate, async (c) => {
    return c.json((await listSurveyAnswers(deps.db, ownUserId(c))) satisfies SurveyAnswers);
  });

  app.get(apiPaths.surveyAnswer, candidate, async (c) => {
    const candidateId = ownUserId(c);
    const { surveyCodeItems } = parseQuery(c, SurveyAnswerQuery);
    return c.json((await surveyAnswersFor(deps.db, candidateId, surveyCodeItems)) satisfies SurveyAnswers);
  });

  app.patch(apiPaths.surveys, candidate, async (c) => {
    const candidateId = ownUserId(c);
    const answers = await parseJson(c, SurveyAnswers);
    return c.json((await saveSurveyAnswers(deps.db, candidateId, answers, deps.now())) satisfies SurveyAnswers);
  });

  return app;
}
