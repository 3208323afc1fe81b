/**
 * Reference data (companies, job labels, FAQ, schools, tech stacks…) and, in sandbox mode only, the demo
 * candidate, the console and partner accounts whose password the README publishes, the peers of
 * the lifetime-income event (seed-demo-event.ts), the rolling strip's made-up items and the demo's
 * offers and coffee chats (seed-demo-activity.ts). Inserted on every start
 * and idempotent: rows that exist are left as they are, so a restart never duplicates or
 * overwrites anything. Some steps look before they insert (the rolling strip, the demo candidate's
 * careers): that holds because a start seeds under the database's start lock (db/start-lock.ts), one
 * replica at a time.
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
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
import { seedBlogPosts } from './seed-content/blog';
import { seedCompanies } from './seed-content/companies';
import { companyProfiles } from './seed-content/company-profiles';
import { demoCandidate, demoCandidateProfile } from './seed-content/demo-candidate';
import { seedFaqs } from './seed-content/faqs';
import { seedJobLabels, seedPopularJobs } from './seed-content/jobs';
import { seedMajors } from './seed-content/majors';
import { seedRollingItems } from './seed-content/rolling';
import { seedSchools } from './seed-content/schools';
import { seedTechStacks } from './seed-content/tech-stacks';
import { seedDemoActivity } from './seed-demo-activity';
import { seedDemoPartner, seedPeerSalaries } from './seed-demo-event';

export { demoCandidate };

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
const demoRegistrationNumbers: Record<string, string> = {
  'hanbit-mobility': '214-87-10001',
  'nuri-pay': '220-88-20002',
  'maru-cloud': '105-86-30003',
};

export interface SeedOptions {
  /** Also the demo candidate, the demo console accounts and the rolling strip's items: sandbox mode only. */
  demo: boolean;
  /** With `demo`: the demo's offers and coffee chats (seed-demo-activity.ts), dated back from this moment. */
  activityAt?: Date;
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
  // Made-up offers: outside the sandbox the strip shows real ones (marketing/rolling-items.ts).
  const [{ rolling }] = await db.select({ rolling: count() }).from(rollingItems);
  if (rolling === 0) await db.insert(rollingItems).values([...seedRollingItems]);
  await seedDemoCandidate(db);
  await seedDemoBizAccounts(db);
  await seedPeerSalaries(db);
  await seedDemoPartner(db, DEMO_BIZ_PASSWORD);
  if (options.activityAt) await seedDemoActivity(db, options.activityAt);
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
