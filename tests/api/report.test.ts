/**
 * The estimated salary (SPEC §1, §9: 48 hours after the submit; §7 GET /v3/users/report): when it
 * becomes available, and the band from the candidate's verified salary and their peers.
 */
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../server/db/schema';
import { SalaryReport } from '../../src/contract/profile';
import { candidateToken, type PoolCandidateOptions, poolCandidate } from './biz-fixtures';
import { newCandidate } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const HOUR_MS = 60 * 60 * 1000;
/** Ended careers, so whole career years do not depend on the clock: 2015-01…2019-12 is 5 years. */
const fiveYears = [{ company: '해솔데이터', start: '2015-01', end: '2019-12' }];
const careerOfYears = (years: number) => [{ company: '누리페이', start: '2010-01', end: `${2009 + years}-12` }];

let labelSerial = 0;
/** A job label no other test uses, so each test has its own peers. */
const ownLabel = () => {
  labelSerial += 1;
  return `리포트직군${labelSerial}`;
};

describe.each(drivers)('the salary report on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  async function reportOf(candidateId: string): Promise<SalaryReport> {
    const response = await app.request('/api/v3/users/report', { token: await candidateToken(app, candidateId) });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    expect(is(body, SalaryReport), JSON.stringify(body)).toBe(true);
    return body as SalaryReport;
  }

  /** Submitted more than 48 hours ago. */
  const submittedLongAgo = () => new Date(app.deps.now().getTime() - 49 * HOUR_MS);
  const person = (options: PoolCandidateOptions) => poolCandidate(app, { submittedAt: submittedLongAgo(), ...options });

  it('is not available before the first submit', async () => {
    const candidate = await newCandidate(app);
    expect(await reportOf(candidate.id)).toEqual({
      available: false,
      availableAt: null,
      estimatedMin: null,
      estimatedMax: null,
      basis: null,
      peers: 0,
    });
  });

  it('becomes available 48 hours after the submit', async () => {
    const submittedAt = app.deps.now();
    const candidate = await poolCandidate(app, {
      jobLabel: ownLabel(),
      submittedAt,
      careers: fiveYears,
      verifiedSalary: 6400,
    });
    const availableAt = new Date(submittedAt.getTime() + 48 * HOUR_MS).toISOString();
    expect(await reportOf(candidate.id)).toMatchObject({
      available: false,
      availableAt,
      basis: null,
      estimatedMin: null,
    });

    app.advance(48 * HOUR_MS - 1_000);
    expect((await reportOf(candidate.id)).available).toBe(false);
    app.advance(1_000);
    expect(await reportOf(candidate.id)).toEqual({
      available: true,
      availableAt,
      basis: 6400,
      // Fewer than 5 peers: +7% to +12% for 3–6 years, rounded to 10만원.
      estimatedMin: 6850,
      estimatedMax: 7170,
      peers: 0,
    });
  });

  it('uses the median and 75th percentile of five or more peers of the same job and similar years', async () => {
    const jobLabel = ownLabel();
    const candidate = await person({ jobLabel, careers: fiveYears, verifiedSalary: 6400 });
    for (const [years, salary] of [
      [3, 7000],
      [4, 8000],
      [5, 9000],
      [6, 10000],
      [7, 11000],
    ]) {
      await person({ jobLabel, careers: careerOfYears(years), verifiedSalary: salary });
    }
    // Not peers: another job, 2 and 8 years, no verified salary, a deleted account.
    await person({ jobLabel: ownLabel(), careers: fiveYears, verifiedSalary: 50000 });
    await person({ jobLabel, careers: careerOfYears(2), verifiedSalary: 50000 });
    await person({ jobLabel, careers: careerOfYears(8), verifiedSalary: 50000 });
    await person({ jobLabel, careers: fiveYears, hopeSalary: 50000 });
    const deleted = await person({ jobLabel, careers: fiveYears, verifiedSalary: 50000 });
    await app.deps.db.update(candidates).set({ deletedAt: app.deps.now() }).where(eq(candidates.id, deleted.id));

    expect(await reportOf(candidate.id)).toMatchObject({
      available: true,
      basis: 6400,
      estimatedMin: 9000,
      estimatedMax: 10000,
      peers: 5,
    });
  });

  it('falls back to the career-years rule with four peers, and answers the same every time', async () => {
    const jobLabel = ownLabel();
    const candidate = await person({ jobLabel, careers: careerOfYears(9), verifiedSalary: 8000 });
    for (const salary of [12000, 13000, 14000, 15000]) {
      await person({ jobLabel, careers: careerOfYears(10), verifiedSalary: salary });
    }
    const first = await reportOf(candidate.id);
    expect(first).toMatchObject({ basis: 8000, estimatedMin: 8800, estimatedMax: 9200, peers: 0 });
    expect(await reportOf(candidate.id)).toEqual(first);
  });

  it('has nothing to estimate without a verified salary', async () => {
    const candidate = await person({ jobLabel: ownLabel(), careers: fiveYears, hopeSalary: 9000 });
    expect(await reportOf(candidate.id)).toMatchObject({
      available: true,
      basis: null,
      estimatedMin: null,
      estimatedMax: null,
      peers: 0,
    });
  });
});
