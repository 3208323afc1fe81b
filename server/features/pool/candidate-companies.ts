/**
 * The companies a console account may send one candidate an offer for: those it may send for at
 * all (sendableCompanies), less the ones the candidate may not be shown to — the company they work
 * at now and those they restricted (candidate-visibility.ts). The forms offer only these, so an
 * agent is never offered the candidate's own employer; the send itself checks again.
 */
import { and, eq } from 'drizzle-orm';
import type { BizCompanyList } from '../../../src/contract/biz';
import type { Executor } from '../../db/executor';
import { candidateCompanies, careers } from '../../db/schema';
import type { BizViewer } from '../../domain/biz-accounts';
import { canSee, findVisibleCandidate } from '../../domain/candidate-visibility';
import { sendableCompanies } from '../offers/sent-offers';

/** The list, or undefined when the viewer may not see the candidate (answered like a missing one). */
export async function companiesForCandidate(
  db: Executor,
  viewer: BizViewer,
  candidateId: string,
  now: Date,
): Promise<BizCompanyList | undefined> {
  const candidate = await findVisibleCandidate(db, candidateId, viewer.company, now);
  if (!candidate) return undefined;
  const [sendable, careerRows, restricted] = await Promise.all([
    sendableCompanies(db, viewer),
    db
      .select({ company: careers.company, endMonth: careers.endMonth })
      .from(careers)
      .where(eq(careers.candidateId, candidateId)),
    db
      .select({ companyId: candidateCompanies.companyId })
      .from(candidateCompanies)
      .where(and(eq(candidateCompanies.candidateId, candidateId), eq(candidateCompanies.mode, 'restrict'))),
  ]);
  const facts = { ...candidate, careers: careerRows, restrictedCompanyIds: restricted.map((row) => row.companyId) };
  return { items: sendable.items.filter((company) => canSee(company, facts, now)) };
}
