/**
 * The tax-office income lookup of a signed-in candidate (POST /v3/users/tax, /v3/users/tax/verify).
 *
 * Privacy (DESIGN.md §6): the resident-number back part arrives in the request, goes to the
 * provider's start call in memory and is dropped; it is never stored, logged or sent back. So a
 * flow that the provider gives up on cannot be restarted here: the candidate asks again (410).
 */
import { randomUUID } from 'node:crypto';
import { TAX_SALARY_YEAR } from '../providers/identity-provider';
import { requireLiveCandidate } from './candidate-records';
import { type CareerVerificationDeps, inputMismatch } from './career-verification';
import { lookupError } from './lookup-errors';
import { personOf, storeVerifiedSalaries } from './salaries';
import { EARLY_COMPLETIONS_BEFORE_RESTART, type PresentedContinuation, twoWayOf } from './two-way-sessions';

/** The tax form has no app choice: the lookup goes through Kakao. */
const TAX_LOGIN_TYPE_LEVEL = 1;
const TAX_TELECOM = 0;
const context = { flow: 'tax' } as const;

/** The same services as the career lookup: one provider, one session store, one daily limit. */
export type TaxVerificationDeps = CareerVerificationDeps;

export function createTaxVerification(deps: TaxVerificationDeps) {
  const { db, now, provider, sessions, rateLimits, lookupsPerDay } = deps;

  async function request(candidateId: string, input: { name: string; phone: string; identity: string }) {
    const candidate = await requireLiveCandidate(db, candidateId);
    if (candidate.name !== input.name || candidate.phone !== input.phone) throw inputMismatch();
    if (!(await rateLimits.takeDaily('tax-lookup', candidate.phone, lookupsPerDay))) throw lookupError(412, context);
    const id = randomUUID();
    const started = await provider.startTaxAuth(
      { ...personOf(candidate, TAX_LOGIN_TYPE_LEVEL, TAX_TELECOM), identity: input.identity },
      id,
    );
    if (started.kind === 'failed') throw lookupError(started.status, context);
    return sessions.open({
      id,
      purpose: 'tax',
      candidateId,
      loginTypeLevel: TAX_LOGIN_TYPE_LEVEL,
      telecom: TAX_TELECOM,
      twoWay: started.twoWay,
    });
  }

  async function complete(candidateId: string, presented: PresentedContinuation): Promise<{ salaryByTax: number }> {
    // A deleted account's token may live a few more minutes: 401 before anything about the flow.
    const candidate = await requireLiveCandidate(db, candidateId);
    const session = await sessions.load(presented, 'tax', candidateId);
    const result = await provider.completeTaxAuth(
      personOf(candidate, TAX_LOGIN_TYPE_LEVEL, TAX_TELECOM),
      twoWayOf(session),
      session.id,
    );
    if (result.kind === 'pending') {
      if ((await sessions.countEarly(session)) < EARLY_COMPLETIONS_BEFORE_RESTART) throw lookupError(409, context);
      await sessions.finish(session.id, 'failed');
      throw lookupError(410, context);
    }
    if (result.kind !== 'done') {
      await sessions.finish(session.id, 'failed');
      throw lookupError(result.kind === 'failed' ? result.status : 410, context);
    }
    if (!(await sessions.finish(session.id, 'completed'))) throw lookupError(410, context);
    await storeVerifiedSalaries(db, now, candidateId, 'TAX', [{ year: TAX_SALARY_YEAR, salary: result.value }]);
    return { salaryByTax: result.value };
  }

  return { request, complete };
}

export type TaxVerification = ReturnType<typeof createTaxVerification>;
