/**
 * Reference data (companies, job labels, FAQ, schools, tech stacks…) and, in sandbox mode only, the demo
 * candidate, the console and partner accounts whose password the README publishes, and the peers of
 * the lifetime-income event (seed-demo-event.ts). Inserted on every start
 * and idempotent: rows that exist are left as they are, so a restart never duplicates or
 * overwrites anything. Some steps look before they insert (the rolling strip, the demo candidate's
 * careers): that holds because a start seeds under the database's start lock (db/start-lock.ts), one
 * replica at a time.
 */
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { companyNameKey } from '../domain/company-name-key';
import type { Database } from './client';
import {
  bizAccounts,
  candidates,
  careers,
  companies,
  faqs,
  jobLabels,
  majors,
  popularJobs,
  rollingItems,
  salaries,
  schools,
  techStacks,
} from './schema';
import { blogPosts } from './schema-content';
import { partners } from './schema-partners';
import { seedBlogPosts } from './seed-content/blog';
import { seedCompanies } from './seed-content/companies';
import { companyProfiles } from './seed-content/company-profiles';
import { seedFaqs } from './seed-content/faqs';
import { seedJobLabels, seedPopularJobs } from './seed-content/jobs';
import { seedMajors } from './seed-content/majors';
import { seedRollingItems } from './seed-content/rolling';
import { seedSchools } from './seed-content/schools';
import { seedTechStacks } from './seed-content/tech-stacks';
import { demoPartner, seedDemoPartner, seedPeerSalaries } from './seed-demo-event';

export const demoCandidate = {
  name: '김하늘',
  phone: '01012345678',
  birthday: '19930415',
  gender: '여성',
  jobLabel: '개발',
  jobSubLabel: '백엔드',
} as const;

/** What makes the demo candidate a full member of the pool: keywords, verified careers and salaries. */
const demoCandidateProfile = {
  hashtags: ['백엔드', 'MSA', '대용량트래픽'],
  techStacks: ['Java', 'Spring', 'Kotlin', 'AWS'],
  careers: [
    { company: '든든보안랩', job: '백엔드', startMonth: '2019-03', endMonth: '2021-08' },
    { company: '해솔데이터', job: '백엔드', startMonth: '2021-09', endMonth: '' },
  ],
  salaries: [
    { source: 'HEALTH', type: 'INPUT', year: 2023, amount: 5600 },
    { source: 'HEALTH', type: 'INPUT', year: 2024, amount: 6000 },
    { source: 'HEALTH', type: 'INPUT', year: 2025, amount: 6400 },
    { source: 'INPUT', type: 'INPUT', year: 2025, amount: 6400 },
    { source: 'INPUT', type: 'HOPE', year: 2025, amount: 7500 },
  ],
} as const;

/** Business-console accounts of sandbox mode, listed in the README. */
export const demoBizAccounts = [
  {
    email: 'recruiter@hanbit-mobility.example',
    name: '한빛모빌리티 채용담당',
    role: 'recruiter',
    companySlug: 'hanbit-mobility',
  },
  { email: 'recruiter@nuri-pay.example', name: '누리페이 채용담당', role: 'recruiter', companySlug: 'nuri-pay' },
  {
    email: 'recruiter@maru-cloud.example',
    name: '마루클라우드 채용담당',
    role: 'recruiter',
    companySlug: 'maru-cloud',
  },
  { email: 'agent@boltx.example', name: '이지원', role: 'agent', companySlug: undefined },
  { email: 'operator@boltx.example', name: '박서준', role: 'operator', companySlug: undefined },
] as const;
export const DEMO_BIZ_PASSWORD = 'boltx-demo-2026';

/** 사업자등록번호 of the companies with console accounts (fictional, in the 000-00-00000 format). */
export const demoRegistrationNumbers: Record<string, string> = {
  'hanbit-mobility': '214-87-10001',
  'nuri-pay': '220-88-20002',
  'maru-cloud': '105-86-30003',
};

export interface SeedOptions {
  /** Also the demo candidate and the demo console accounts: sandbox mode only. */
  demo: boolean;
}

export async function seed(db: Database, options: SeedOptions): Promise<void> {
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
  // Databases seeded before the company card get its facts once; a company's own edits are kept.
  for (const company of seedCompanies) {
    const profile = companyProfiles[company.slug];
    if (!profile) continue;
    await db
      .update(companies)
      .set({ ...profile, homepage: `https://${company.domain}` })
      .where(and(eq(companies.slug, company.slug), isNull(companies.employees)));
  }

  await db
    .insert(jobLabels)
    .values(seedJobLabels.map((job) => ({ jobLabel: job.jobLabel, subLabels: [...job.subLabels] })))
    .onConflictDoNothing({ target: jobLabels.jobLabel });
  await db
    .insert(popularJobs)
    .values([...seedPopularJobs])
    .onConflictDoNothing({ target: popularJobs.rank });
  // The FAQ is our copy: a corrected answer reaches databases seeded before it.
  await db
    .insert(faqs)
    .values([...seedFaqs])
    .onConflictDoUpdate({
      target: [faqs.variant, faqs.position],
      set: { question: sql`excluded.question`, answer: sql`excluded.answer` },
    });

  const [{ rolling }] = await db.select({ rolling: count() }).from(rollingItems);
  if (rolling === 0) await db.insert(rollingItems).values([...seedRollingItems]);
  await db
    .insert(blogPosts)
    .values(
      seedBlogPosts.map((post) => ({
        title: post.title,
        summary: post.summary,
        url: post.path,
        publishedAt: new Date(`${post.publishedAt}T09:00:00+09:00`),
      })),
    )
    .onConflictDoNothing({ target: blogPosts.url });

  await db
    .insert(schools)
    .values([...seedSchools])
    .onConflictDoNothing({ target: schools.name });
  await db
    .insert(majors)
    .values([...seedMajors])
    .onConflictDoNothing({ target: majors.name });
  await db
    .insert(techStacks)
    .values(seedTechStacks.map((stack) => ({ ...stack, jobLabels: [...stack.jobLabels] })))
    .onConflictDoNothing({ target: techStacks.name });

  for (const [slug, registrationNumber] of Object.entries(demoRegistrationNumbers)) {
    await db
      .update(companies)
      .set({ registrationNumber })
      .where(and(eq(companies.slug, slug), isNull(companies.registrationNumber)));
  }

  if (!options.demo) return;
  await seedDemoCandidate(db);
  await seedDemoBizAccounts(db);
  await seedPeerSalaries(db);
  await seedDemoPartner(db, DEMO_BIZ_PASSWORD);
}

/** Demo console and partner accounts (public password) still in a database now run outside sandbox mode. */
export async function leftoverDemoAccounts(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: bizAccounts.email })
    .from(bizAccounts)
    .where(
      inArray(
        bizAccounts.email,
        demoBizAccounts.map((account) => account.email),
      ),
    );
  const partnerRows = await db
    .select({ email: partners.email })
    .from(partners)
    .where(eq(partners.email, demoPartner.email));
  return [...rows, ...partnerRows].map((row) => row.email);
}

async function seedDemoBizAccounts(db: Database) {
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

/**
 * The demo candidate, submitted so she is in the console's pool. Her profile, careers and salaries
 * are filled only while she has none, so a restart adds nothing and a member's edits stay.
 */
async function seedDemoCandidate(db: Database) {
  const { careers: careerRows, salaries: salaryRows } = demoCandidateProfile;
  const keywords = { hashtags: [...demoCandidateProfile.hashtags], techStacks: [...demoCandidateProfile.techStacks] };
  await db
    .insert(candidates)
    .values({ ...demoCandidate, ...keywords, submittedAt: new Date() })
    .onConflictDoNothing();
  const [candidate] = await db
    .select({ id: candidates.id, submittedAt: candidates.submittedAt })
    .from(candidates)
    .where(and(eq(candidates.phone, demoCandidate.phone), isNull(candidates.deletedAt)));
  if (!candidate) return;
  if (!candidate.submittedAt) {
    // A database seeded before the demo candidate was submitted.
    await db.update(candidates).set({ submittedAt: new Date() }).where(eq(candidates.id, candidate.id));
    await db
      .update(candidates)
      .set(keywords)
      .where(
        and(
          eq(candidates.id, candidate.id),
          sql`cardinality(${candidates.hashtags}) = 0 and cardinality(${candidates.techStacks}) = 0`,
        ),
      );
  }
  const [{ existing }] = await db
    .select({ existing: count() })
    .from(careers)
    .where(eq(careers.candidateId, candidate.id));
  if (existing > 0) return;
  await db.insert(careers).values(
    careerRows.map((career, position) => ({
      ...career,
      companyKey: companyNameKey(career.company),
      candidateId: candidate.id,
      position,
    })),
  );
  await db
    .insert(salaries)
    .values(
      salaryRows.map((salary) => ({
        ...salary,
        candidateId: candidate.id,
        basis: salary.source === 'INPUT' ? ('HEALTH' as const) : null,
      })),
    )
    .onConflictDoNothing();
}
