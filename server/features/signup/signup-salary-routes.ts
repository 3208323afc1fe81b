/**
 * After the career verification, with the candidate's token: health-insurance salaries, the tax
 * office's income, the typed salary, the submit, and the verified data (SPEC §4 sign-up order).
 */
import { Hono } from 'hono';
import * as apiPaths from '../../../src/contract/api-paths';
import type { SubmitResult } from '../../../src/contract/profile';
import { type HealthSalary, SaveSalary, TaxRequest, TaxVerify } from '../../../src/contract/signup';
import type { UserVerifyData } from '../../../src/contract/verify-data';
import type { AppDeps, AppEnv } from '../../app-deps';
import { verifyData } from '../../domain/candidate-records';
import { lookupHealthSalaries, saveSalaries, submitProfile } from '../../domain/salaries';
import { parseJson } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';
import { scheduleDemoLife } from './demo-life';

export function signupSalaryRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const candidate = requireSession(deps, 'candidate');

  // `POST /users/verify/salary` is SPEC §7's older name of the same lookup, with the same answer.
  app.on('POST', [apiPaths.verifySalary, apiPaths.verifySalaryV1], candidate, async (c) => {
    const salaryItems = await lookupHealthSalaries(
      { db: deps.db, now: deps.now, provider: deps.identityProvider },
      subjectOf(c),
    );
    return c.json({ salaryItems } satisfies HealthSalary);
  });

  // The identity (resident-number back part) lives only in this request's memory.
  app.post(apiPaths.tax, candidate, async (c) => {
    const { name, phone, identity } = await parseJson(c, TaxRequest);
    return c.json(await deps.taxVerification.request(subjectOf(c), { name, phone, identity }));
  });

  app.post(apiPaths.taxVerify, candidate, async (c) => {
    const continuation = await parseJson(c, TaxVerify);
    const result = await deps.taxVerification.complete(subjectOf(c), continuation);
    return c.json(result);
  });

  app.post(apiPaths.saveSalary, candidate, async (c) => {
    const input = await parseJson(c, SaveSalary);
    await saveSalaries(deps.db, deps.now, subjectOf(c), input);
    return c.json({ ok: true as const });
  });

  // `restarted`: a stopped profile is visible again (the client toasts PROFILE_RESTARTED_MESSAGE).
  app.post(apiPaths.submit, candidate, async (c) => {
    const candidateId = subjectOf(c);
    const { firstSubmit, restarted } = await submitProfile(deps.db, deps.now, candidateId);
    // The sandbox's demo life: seeded companies answer a first submit within seconds (DESIGN.md §4).
    if (deps.env.sandbox && firstSubmit) await scheduleDemoLife(deps.db, candidateId, deps.now());
    return c.json((restarted ? { ok: true, restarted: true } : { ok: true }) satisfies SubmitResult);
  });

  app.get(apiPaths.userVerifyData, candidate, async (c) => {
    return c.json((await verifyData(deps.db, subjectOf(c))) satisfies UserVerifyData);
  });

  return app;
}
