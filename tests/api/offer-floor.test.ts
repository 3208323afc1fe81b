/**
 * The hoped-for salary is a floor: single offers, curations and the sandbox's demo life
 * alike; and the raise a card shows is over the candidate's most recent salary, naming it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerGroups, offers, salaries } from '../../server/db/schema';
import { runDemoLife } from '../../server/features/signup/demo-life';
import { hopeFloorMessage } from '../../src/contract/biz';
import type { OfferList } from '../../src/contract/offers';
import {
  asBiz,
  type CompanyName,
  companyIds,
  curationItem,
  offerTerms,
  poolCandidate,
  sentOffer,
} from './biz-fixtures';
import { expectError } from './helpers';
import { tokenFor } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('offers and the hoped-for salary on %s', (driver) => {
  let app: TestApp;
  let company: Record<CompanyName, number>;
  beforeAll(async () => {
    app = await createTestApp(driver);
    company = await companyIds(app);
  });
  afterAll(() => app?.close());

  const offersOf = (candidateId: string) =>
    app.deps.db.select().from(offers).where(eq(offers.candidateId, candidateId));

  it('refuses a single offer whose top is under the hoped-for salary, naming the floor', async () => {
    const candidate = await poolCandidate(app, { verifiedSalary: 5000, hopeSalary: 7000 });
    const response = await asBiz(app, 'hanbit', '/api/biz/offers', {
      method: 'POST',
      json: offerTerms(candidate.id, { salaryMin: 5540, salaryMax: 6400 }),
    });
    const body = await expectError(response, 400, 'BAD_REQUEST', hopeFloorMessage(7000));
    expect(body.status.message).toContain('7,000만원');
    expect(body.status.field).toBe('salaryMax');
    expect(await offersOf(candidate.id)).toEqual([]);
  });

  it('refuses a curation with any company under the hoped-for salary, naming the item, and sends none of it', async () => {
    const candidate = await poolCandidate(app, { verifiedSalary: 5000, hopeSalary: 7000 });
    const response = await asBiz(app, 'agent', '/api/biz/curations', {
      method: 'POST',
      json: {
        candidateId: candidate.id,
        message: '에이전트가 고른 회사들이에요.',
        items: [curationItem(company.garam, 7000), curationItem(company.dodam, 5500)],
      },
    });
    const body = await expectError(response, 400, 'BAD_REQUEST', hopeFloorMessage(7000));
    expect(body.status.field).toBe('items.1.salaryMax');
    expect(await offersOf(candidate.id)).toEqual([]);
    expect(await app.deps.db.select().from(offerGroups).where(eq(offerGroups.candidateId, candidate.id))).toEqual([]);
  });

  it('makes every offer of the demo life reach the hoped-for salary', async () => {
    const candidate = await poolCandidate(app, { verifiedSalary: 5000, hopeSalary: 7000 });
    const sent = await runDemoLife(app.deps, { candidateId: candidate.id });
    expect(sent.offers).toBe(3);
    expect(sent.groups).toBe(1);
    const received = await offersOf(candidate.id);
    expect(received).toHaveLength(6);
    for (const offer of received) {
      expect(offer.salaryMax).toBeGreaterThanOrEqual(7000);
      expect(offer.salaryMin).toBeLessThanOrEqual(offer.salaryMax);
    }
  });

  it('measures the raise over the latest contract salary when it is newer than the verified one, and says so', async () => {
    const candidate = await poolCandidate(app, { hopeSalary: 7000 });
    await app.deps.db.insert(salaries).values([
      { candidateId: candidate.id, source: 'HEALTH', type: 'INPUT', year: 2024, amount: 5600 },
      { candidateId: candidate.id, source: 'INPUT', type: 'INPUT', year: 2025, amount: 7000 },
    ]);
    const atBasis = await sentOffer(app, 'hanbit', offerTerms(candidate.id, { salaryMin: 6400, salaryMax: 7000 }));
    const over = await sentOffer(app, 'nuri', offerTerms(candidate.id, { salaryMin: 7200, salaryMax: 7700 }));

    const response = await app.request('/api/v3/users/offers', { token: await tokenFor(app, candidate.id) });
    const { offerItems } = (await response.json()) as OfferList;
    const card = (id: number) => offerItems.find((item) => item.id === id);
    // Over the 2024 health-insurance figure this top would read +25 %; over what they earn it is no raise.
    expect(card(atBasis)).toMatchObject({ increaseRate: 0, increaseBasis: '2025년 계약 연봉' });
    expect(card(over)).toMatchObject({ increaseRate: 10, increaseBasis: '2025년 계약 연봉' });
  });

  it('measures the raise over the verified salary when no newer contract salary was typed', async () => {
    const candidate = await poolCandidate(app, { verifiedSalary: 6000 });
    const id = await sentOffer(app, 'hanbit', offerTerms(candidate.id, { salaryMin: 6600, salaryMax: 7200 }));
    const [row] = await app.deps.db.select().from(offers).where(eq(offers.id, id));
    expect(row).toMatchObject({ increaseRate: 20, increaseBasis: '2025년 건강보험 연봉' });
  });
});
