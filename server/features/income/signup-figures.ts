/**
 * What the sign-up verified that the lifetime estimate rests on besides the lookup: the verified
 * salaries (health insurance, tax office) and the month the first verified career started. Careers
 * the candidate added by hand are not verified and do not count.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { careers, salaries } from '../../db/schema';
import type { VerifiedSalary } from './lifetime-income';

export async function signupFiguresOf(
  db: Database,
  candidateId: string,
): Promise<{ verifiedSalaries: VerifiedSalary[]; careerStartMonth?: string }> {
  const salaryRows = await db
    .select({ year: salaries.year, amount: salaries.amount, source: salaries.source })
    .from(salaries)
    .where(
      and(
        eq(salaries.candidateId, candidateId),
        inArray(salaries.source, ['HEALTH', 'TAX']),
        eq(salaries.type, 'INPUT'),
        gt(salaries.amount, 0),
      ),
    );
  const [firstCareer] = await db
    .select({ startMonth: careers.startMonth })
    .from(careers)
    .where(and(eq(careers.candidateId, candidateId), eq(careers.verified, true)))
    .orderBy(asc(careers.startMonth))
    .limit(1);
  const verifiedSalaries = salaryRows.flatMap(({ year, amount, source }) =>
    source === 'HEALTH' || source === 'TAX' ? [{ year, amount, source }] : [],
  );
  return firstCareer ? { verifiedSalaries, careerStartMonth: firstCareer.startMonth } : { verifiedSalaries };
}
