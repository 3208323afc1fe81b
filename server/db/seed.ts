/**
 * Demo and reference data, inserted on every start and idempotent: rows that exist are left
 * as they are, so a restart never duplicates or overwrites anything.
 */
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from './client';
import {
  bizAccounts,
  candidates,
  companies,
  faqs,
  jobLabels,
  majors,
  popularJobs,
  rollingItems,
  schools,
} from './schema';
import { seedCompanies } from './seed-content/companies';
import { seedFaqs } from './seed-content/faqs';
import { seedJobLabels, seedPopularJobs } from './seed-content/jobs';
import { seedMajors } from './seed-content/majors';
import { seedRollingItems } from './seed-content/rolling';
import { seedSchools } from './seed-content/schools';

export const demoCandidate = {
  name: '김하늘',
  phone: '01012345678',
  birthday: '19930415',
  gender: '여성',
  jobLabel: '개발',
  jobSubLabel: '백엔드',
} as const;

/** Business-console accounts, listed in the README. */
export const demoBizAccounts = [
  {
    email: 'recruiter@hanbit-mobility.example',
    name: '한빛모빌리티 채용담당',
    role: 'recruiter',
    companySlug: 'hanbit-mobility',
  },
  { email: 'agent@boltx.example', name: '볼트X 에이전트', role: 'agent', companySlug: undefined },
  { email: 'operator@boltx.example', name: '볼트X 운영자', role: 'operator', companySlug: undefined },
] as const;
export const DEMO_BIZ_PASSWORD = 'boltx-demo-2026';

export async function seed(db: Database): Promise<void> {
  await db
    .insert(companies)
    .values(
      seedCompanies.map((company) => ({
        slug: company.slug,
        name: company.name,
        domain: company.domain,
        industry: company.industry,
        logoPath: `/logos/${company.slug}.svg`,
      })),
    )
    .onConflictDoNothing({ target: companies.slug });

  await db
    .insert(jobLabels)
    .values(seedJobLabels.map((job) => ({ jobLabel: job.jobLabel, subLabels: [...job.subLabels] })))
    .onConflictDoNothing({ target: jobLabels.jobLabel });
  await db
    .insert(popularJobs)
    .values([...seedPopularJobs])
    .onConflictDoNothing({ target: popularJobs.rank });
  await db
    .insert(faqs)
    .values([...seedFaqs])
    .onConflictDoNothing();

  const [{ rolling }] = await db.select({ rolling: count() }).from(rollingItems);
  if (rolling === 0) await db.insert(rollingItems).values([...seedRollingItems]);

  await db.insert(candidates).values(demoCandidate).onConflictDoNothing();

  await db
    .insert(schools)
    .values([...seedSchools])
    .onConflictDoNothing({ target: schools.name });
  await db
    .insert(majors)
    .values([...seedMajors])
    .onConflictDoNothing({ target: majors.name });

  for (const account of demoBizAccounts) {
    const [existing] = await db
      .select({ id: bizAccounts.id })
      .from(bizAccounts)
      .where(eq(bizAccounts.email, account.email));
    if (existing) continue;
    const [company] = account.companySlug
      ? await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, account.companySlug))
      : [undefined];
    await db
      .insert(bizAccounts)
      .values({
        email: account.email,
        name: account.name,
        role: account.role,
        companyId: company?.id ?? null,
        passwordHash: await hashPassword(DEMO_BIZ_PASSWORD),
      })
      .onConflictDoNothing();
  }
}
