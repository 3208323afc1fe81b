/**
 * What the business-console suites share: the seeded console accounts (signed in, or with a token
 * minted at the app's current time), pool candidates inserted straight into the database with
 * exactly the facts a test needs, and offer terms.
 */
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { expect } from 'vitest';
import { bizAccounts, candidateCompanies, candidates, careers, companies, salaries } from '../../server/db/schema';
import { companyNameKey } from '../../server/domain/company-name-key';
import type { TokenPair } from '../../src/contract/auth';
import { type SendOffer, SentOfferList } from '../../src/contract/biz';
import type { TestApp } from './test-app';

export const BIZ_PASSWORD = 'boltx-demo-2026';
export const accounts = {
  hanbit: 'recruiter@hanbit-mobility.example',
  nuri: 'recruiter@nuri-pay.example',
  maru: 'recruiter@maru-cloud.example',
  agent: 'agent@boltx.example',
  operator: 'operator@boltx.example',
} as const;
export type Account = keyof typeof accounts;

export async function bizLogin(app: TestApp, account: Account): Promise<TokenPair> {
  const response = await app.request('/api/biz/login', {
    method: 'POST',
    json: { email: accounts[account], password: BIZ_PASSWORD },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TokenPair;
}

/**
 * A fresh access token of a seeded console account, as a sign-in would issue it now (by the app's
 * clock). Take one per request: a test that moves the clock never leaves another a stale token.
 */
export async function bizToken(app: TestApp, account: Account): Promise<string> {
  const [row] = await app.deps.db
    .select({ id: bizAccounts.id })
    .from(bizAccounts)
    .where(eq(bizAccounts.email, accounts[account]));
  return app.deps.accessTokens.sign({ subjectId: row.id, kind: 'biz' });
}

/** A console request as `account`, with a fresh token. */
export async function asBiz(app: TestApp, account: Account, path: string, init: RequestInit & { json?: unknown } = {}) {
  return app.request(path, { ...init, token: await bizToken(app, account) });
}

/** Terms of an offer a recruiter may send as they are; `extra` overrides any of them. */
export const offerTerms = (candidateId: string, extra: Partial<SendOffer> = {}): SendOffer => ({
  candidateId,
  salaryMin: 6600,
  salaryMax: 7200,
  position: '시니어 백엔드 개발자',
  offerItems: ['스톡옵션', '재택근무'],
  message: '커피챗으로 먼저 이야기 나눠요.',
  ...extra,
});

/** Sends an offer through the console and answers its id (fails the test unless 201). */
export async function sentOffer(app: TestApp, account: Account, json: unknown): Promise<number> {
  const response = await asBiz(app, account, '/api/biz/offers', { method: 'POST', json });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** One company's item of a curation. */
export const curationItem = (companyId: number, salaryMin = 6500) => ({
  companyId,
  salaryMin,
  salaryMax: salaryMin + 700,
  position: '백엔드 개발자',
  offerItems: ['유연근무제'],
});

export const curationOf = (candidateId: string, companyIds: readonly number[]) => ({
  candidateId,
  message: '에이전트가 고른 회사들이에요.',
  items: companyIds.map((id) => curationItem(id)),
});

/** GET /api/biz/offers as `account`, checked against the contract; answers the items and the raw text. */
export async function sentList(app: TestApp, account: Account, query = '') {
  const response = await asBiz(app, account, `/api/biz/offers${query}`);
  const text = await response.clone().text();
  expect(response.status, text).toBe(200);
  const body = (await response.json()) as SentOfferList;
  expect(is(body, SentOfferList), text.slice(0, 400)).toBe(true);
  return { items: body.items, text };
}

/** Access tokens of every seeded console account. */
export async function bizTokens(app: TestApp): Promise<Record<Account, string>> {
  const entries = await Promise.all(
    (Object.keys(accounts) as Account[]).map(async (account) => [account, (await bizLogin(app, account)).accessToken]),
  );
  return Object.fromEntries(entries);
}

export async function companyId(app: TestApp, slug: string): Promise<number> {
  const [row] = await app.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug));
  return row.id;
}

/** Seeded companies the console suites send for: the three with recruiters, and three others. */
const companySlugs = {
  hanbit: 'hanbit-mobility',
  nuri: 'nuri-pay',
  maru: 'maru-cloud',
  garam: 'garam-market',
  dodam: 'dodam-edu',
  yeoul: 'yeoul-bio',
} as const;
export type CompanyName = keyof typeof companySlugs;

export async function companyIds(app: TestApp): Promise<Record<CompanyName, number>> {
  const entries = await Promise.all(
    (Object.entries(companySlugs) as [CompanyName, string][]).map(async ([name, slug]) => [
      name,
      await companyId(app, slug),
    ]),
  );
  return Object.fromEntries(entries);
}

export interface PoolCandidateOptions {
  name?: string;
  jobLabel?: string;
  jobSubLabel?: string;
  /** Default: submitted a minute ago (the app's clock). null: never submitted. */
  submittedAt?: Date | null;
  attackUntil?: Date | null;
  isActivate?: boolean;
  deletedAt?: Date | null;
  hashtags?: string[];
  techStacks?: string[];
  careers?: { company: string; job?: string; start: string; end: string }[];
  /** Latest verified salary (HEALTH, 2025). */
  verifiedSalary?: number;
  hopeSalary?: number;
  restrict?: number[];
}

let serial = 0;

/** A phone no other suite uses: 0105 + 7 digits. */
export const nextPhone = () => {
  serial += 1;
  return `0105${String(serial).padStart(7, '0')}`;
};

/** Inserts a candidate as the sign-up would leave them, and answers id and phone. */
export async function poolCandidate(app: TestApp, options: PoolCandidateOptions = {}) {
  const phone = nextPhone();
  const now = app.deps.now();
  const [row] = await app.deps.db
    .insert(candidates)
    .values({
      name: options.name ?? '정비밀',
      phone,
      birthday: '19900101',
      gender: '남성',
      jobLabel: options.jobLabel ?? '개발',
      jobSubLabel: options.jobSubLabel ?? '백엔드',
      isActivate: options.isActivate ?? true,
      submittedAt: options.submittedAt === undefined ? new Date(now.getTime() - 60_000) : options.submittedAt,
      attackUntil: options.attackUntil ?? null,
      deletedAt: options.deletedAt ?? null,
      hashtags: options.hashtags ?? [],
      techStacks: options.techStacks ?? [],
    })
    .returning({ id: candidates.id });
  const id = row.id;
  const careerRows = options.careers ?? [{ company: '해솔데이터', start: '2020-01', end: '' }];
  if (careerRows.length > 0) {
    await app.deps.db.insert(careers).values(
      careerRows.map((career, position) => ({
        candidateId: id,
        position,
        company: career.company,
        companyKey: companyNameKey(career.company),
        job: career.job ?? '백엔드',
        startMonth: career.start,
        endMonth: career.end,
      })),
    );
  }
  const salaryRows = [
    ...(options.verifiedSalary
      ? [{ source: 'HEALTH' as const, type: 'INPUT' as const, year: 2025, amount: options.verifiedSalary }]
      : []),
    ...(options.hopeSalary
      ? [{ source: 'INPUT' as const, type: 'HOPE' as const, year: 2025, amount: options.hopeSalary }]
      : []),
  ];
  if (salaryRows.length > 0) {
    await app.deps.db.insert(salaries).values(salaryRows.map((salary) => ({ ...salary, candidateId: id })));
  }
  if (options.restrict?.length) {
    await app.deps.db
      .insert(candidateCompanies)
      .values(
        options.restrict.map((restricted) => ({ candidateId: id, companyId: restricted, mode: 'restrict' as const })),
      );
  }
  return { id, phone, name: options.name ?? '정비밀' };
}

/** A hashtag no other test uses, to see one test's candidates in the shared pool. */
let tagSerial = 0;
export const uniqueTag = () => {
  tagSerial += 1;
  return `태그${tagSerial}x${Math.random().toString(36).slice(2, 6)}`;
};

export const candidateToken = (app: TestApp, candidateId: string) =>
  app.deps.accessTokens.sign({ subjectId: candidateId, kind: 'candidate' });
