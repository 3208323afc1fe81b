/** Reading a candidate's verified records: careers, salaries and the GET /users/verify summary. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CareerItem, UserVerifyData } from '../../src/contract/verify-data';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import { candidates, careers, salaries, userSchools } from '../db/schema';
import { unauthorized } from '../errors/api-error';

export async function findLiveCandidate(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.id, id), isNull(candidates.deletedAt)));
  return row;
}

/** The signed-in candidate, or 401: a deleted account's token may live a few more minutes. */
export async function requireLiveCandidate(db: Executor, id: string) {
  const candidate = await findLiveCandidate(db, id);
  if (!candidate) throw unauthorized();
  return candidate;
}

export type CandidateRow = NonNullable<Awaited<ReturnType<typeof findLiveCandidate>>>;

export async function listCareers(db: Executor, candidateId: string): Promise<CareerItem[]> {
  const rows = await db
    .select()
    .from(careers)
    .where(eq(careers.candidateId, candidateId))
    .orderBy(asc(careers.position));
  return rows.map((row) => ({
    id: row.id,
    company: row.company,
    job: row.job,
    start: row.startMonth,
    end: row.endMonth,
  }));
}

export async function verifyData(db: Database, candidateId: string): Promise<UserVerifyData> {
  const candidate = await requireLiveCandidate(db, candidateId);
  const salaryRows = await db
    .select()
    .from(salaries)
    .where(eq(salaries.candidateId, candidateId))
    .orderBy(asc(salaries.source), asc(salaries.type), asc(salaries.year));
  return {
    userItems: {
      name: candidate.name,
      phone: candidate.phone,
      birthday: candidate.birthday,
      gender: candidate.gender,
      jobLabel: candidate.jobLabel,
      jobSubLabel: candidate.jobSubLabel,
    },
    techStackItems: candidate.techStacks,
    salaryItems: salaryRows.map((row) => ({
      type: row.type,
      year: row.year,
      inputSalary: row.amount,
      source: row.source,
    })),
    careerItems: await listCareers(db, candidateId),
    userSchoolItems: await db
      .select({
        school: userSchools.school,
        major: userSchools.major,
        degree: userSchools.degree,
        start: userSchools.startMonth,
        end: userSchools.endMonth,
      })
      .from(userSchools)
      .where(eq(userSchools.candidateId, candidateId))
      .orderBy(asc(userSchools.id)),
  };
}
