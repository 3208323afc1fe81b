/**
 * Rows the API figures need, inserted straight into the database as the console would have sent
 * them (as tests/api/offer-fixtures.ts does): companies of the bench's own, a candidate, and open
 * offers to that candidate — one per company, since a company may have only one offer waiting per
 * candidate (offers_one_waiting_per_company).
 */
import { and, asc, eq, inArray, isNull, like } from 'drizzle-orm';
import { type Database, openDatabase } from '../../server/db/client';
import { bizAccounts, candidates, companies, offers } from '../../server/db/schema';
import { offerExpiry } from '../../server/domain/offer-clock';

/** Where a bench database is: PostgreSQL by URL, or PGlite's directory (its server stopped). */
export interface DatabaseTarget {
  databaseUrl?: string;
  pgliteDir?: string;
}

export async function withDatabase<T>(target: DatabaseTarget, run: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase(target);
  try {
    return await run(handle.db);
  } finally {
    await handle.close();
  }
}

/** The bench's own companies, outside the landing's carousel; at least `count` of them, ids in order. */
export async function benchCompanies(db: Database, count: number): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, index) => {
    const serial = String(index + 1).padStart(4, '0');
    return {
      slug: `bench-company-${serial}`,
      name: `벤치컴퍼니${serial}`,
      domain: `bench-company-${serial}.example`,
      industry: 'IT',
      logoPath: '/logos/hanbit-mobility.svg',
      isParticipating: false,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(companies)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing({ target: companies.slug });
  }
  const ids = await db
    .select({ id: companies.id })
    .from(companies)
    .where(like(companies.slug, 'bench-company-%'))
    .orderBy(asc(companies.slug));
  return ids.slice(0, count).map((row) => row.id);
}

/** A live candidate who submitted just now (in the console's pool); answers the id. */
export async function benchCandidate(db: Database, phone: string): Promise<string> {
  const [existing] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.phone, phone), isNull(candidates.deletedAt)));
  if (existing) return existing.id;
  const now = new Date();
  const [row] = await db
    .insert(candidates)
    .values({
      name: '벤치마크',
      phone,
      birthday: '19920101',
      gender: '여성',
      jobLabel: '개발',
      jobSubLabel: '백엔드',
      submittedAt: now,
      firstSubmittedAt: now,
      techStacks: ['TypeScript', 'Kotlin'],
      hashtags: ['대용량트래픽'],
    })
    .returning({ id: candidates.id });
  return row.id;
}

export async function consoleAccountId(db: Database, email: string): Promise<string> {
  const [row] = await db.select({ id: bizAccounts.id }).from(bizAccounts).where(eq(bizAccounts.email, email));
  if (!row) throw new Error(`no console account ${email} (is sandbox mode on?)`);
  return row.id;
}

/** Open offers from each of these companies that has none waiting for the candidate yet. */
export async function sendOpenOffers(
  db: Database,
  candidateId: string,
  companyIds: readonly number[],
  senderId: string,
) {
  const waiting = await db
    .select({ companyId: offers.companyId })
    .from(offers)
    .where(
      and(
        eq(offers.candidateId, candidateId),
        eq(offers.status, 'WAITING'),
        inArray(offers.companyId, [...companyIds]),
      ),
    );
  const busy = new Set(waiting.map((row) => row.companyId));
  const createdAt = new Date();
  const rows = companyIds
    .filter((companyId) => !busy.has(companyId))
    .map((companyId, index) => ({
      candidateId,
      companyId,
      senderId,
      type: 'SUPER' as const,
      salaryMin: 6000 + (index % 20) * 100,
      salaryMax: 7500 + (index % 20) * 100,
      increaseRate: 10 + (index % 15),
      hopeSalaryAtSend: 7000,
      position: ['백엔드 개발자', '플랫폼 엔지니어', '서버 개발자', '데이터 엔지니어'][index % 4],
      offerItems: ['스톡옵션', '재택근무'],
      message: '함께 대용량 트래픽을 다룰 분을 찾고 있어요. 커피 한 잔 하며 이야기 나눠요.',
      link: null,
      // A second apart, so the list's order is the order sent.
      createdAt: new Date(createdAt.getTime() - index * 1000),
      expiresAt: offerExpiry(createdAt),
    }));
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(offers).values(rows.slice(start, start + 500));
  }
}
