/**
 * The candidate's interest and restricted companies (SPEC §7 /users/companies/{mode},
 * /users/companies/search, /v2/users/select/{id}); rules in server/features/profile/chosen-companies.ts.
 */
import { Hono } from 'hono';
import { object } from 'superstruct';
import * as apiPaths from '../../../src/contract/api-paths';
import {
  ChooseCompanies,
  type ChosenCompanies,
  CompanyMode,
  CompanySearchQuery,
  type CompanySearchResult,
  UserSelectUpdate,
} from '../../../src/contract/profile';
import type { AppDeps, AppEnv } from '../../app-deps';
import { parseJson, parseParams, parseQuery } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';
import { chooseCompanies, chosenCompanies, searchCompanies } from './chosen-companies';
import { ownUserId } from './profile-routes';

const ModeParam = object({ mode: CompanyMode });

export function companiesChoiceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const candidate = requireSession(deps, 'candidate');

  // Registered before `/users/companies/:mode`, which would otherwise take "search" as a mode.
  app.get(apiPaths.companySearch, candidate, async (c) => {
    const { q } = parseQuery(c, CompanySearchQuery);
    return c.json((await searchCompanies(deps.db, subjectOf(c), q)) satisfies CompanySearchResult);
  });

  app.get(apiPaths.chosenCompanies, candidate, async (c) => {
    const { mode } = parseParams(c, ModeParam);
    return c.json((await chosenCompanies(deps.db, subjectOf(c), mode)) satisfies ChosenCompanies);
  });

  app.patch(apiPaths.chosenCompanies, candidate, async (c) => {
    const { mode } = parseParams(c, ModeParam);
    const { companyIds } = await parseJson(c, ChooseCompanies);
    return c.json(
      (await chooseCompanies(deps.db, subjectOf(c), mode, companyIds, deps.now())) satisfies ChosenCompanies,
    );
  });

  app.patch(apiPaths.userSelect, candidate, async (c) => {
    const candidateId = ownUserId(c);
    const { userSelect } = await parseJson(c, UserSelectUpdate);
    const chosen = await chooseCompanies(deps.db, candidateId, 'interest', userSelect, deps.now(), 'userSelect');
    return c.json(chosen satisfies ChosenCompanies);
  });

  return app;
}
