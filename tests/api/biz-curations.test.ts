import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, offerGroups, offers } from '../../server/db/schema';
import { offerExpiry } from '../../server/domain/offer-clock';
import { OFFER_SALARY_FLOOR_MESSAGE } from '../../src/contract/biz';
import {
  type Account,
  asBiz,
  type CompanyName,
  companyIds,
  curationItem,
  curationOf,
  poolCandidate,
} from './biz-fixtures';
import { expectError } from './helpers';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('curations from the business console on %s', (driver) => {
  let app: TestApp;
  let company: Record<CompanyName, number>;
  beforeAll(async () => {
    app = await createTestApp(driver);
    company = await companyIds(app);
  });
  afterAll(() => app?.close());

  const curate = (account: Account, json: unknown) =>
    asBiz(app, account, '/api/biz/curations', { method: 'POST', json });

  it('stores one waiting group with one SUPER_CURATION offer per company, and notifies once', async () => {
    const candidate = await poolCandidate(app, { verifiedSalary: 6000, hopeSalary: 6800 });
    const response = await curate('agent', curationOf(candidate.id, [company.garam, company.dodam, company.yeoul]));
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [group] = await app.deps.db.select().from(offerGroups).where(eq(offerGroups.id, id));
    expect(group).toMatchObject({
      candidateId: candidate.id,
      status: 'WAITING',
      message: '에이전트가 고른 회사들이에요.',
    });
    expect(group.expiresAt.getTime()).toBe(offerExpiry(app.deps.now()).getTime());
    const members = await app.deps.db.select().from(offers).where(eq(offers.offerGroupId, id));
    expect(members.map((row) => row.companyId).sort()).toEqual([company.garam, company.dodam, company.yeoul].sort());
    for (const row of members) {
      expect(row).toMatchObject({
        type: 'SUPER_CURATION',
        status: 'WAITING',
        increaseRate: 20,
        hopeSalaryAtSend: 6800,
      });
    }
    const notes = await app.deps.db.select().from(notifications).where(eq(notifications.candidateId, candidate.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'CURATION', url: `/my/result/curation/${id}` });
  });

  it('is for agents and operators only', async () => {
    const candidate = await poolCandidate(app);
    await expectError(
      await curate('hanbit', curationOf(candidate.id, [company.garam, company.dodam])),
      403,
      'FORBIDDEN',
    );
    const response = await curate('operator', curationOf(candidate.id, [company.garam, company.dodam]));
    expect(response.status).toBe(201);
  });

  it('takes 2 to 5 different participating companies', async () => {
    const candidate = await poolCandidate(app);
    await expectError(await curate('agent', curationOf(candidate.id, [company.garam])), 400, 'BAD_REQUEST');
    const six = [company.garam, company.dodam, company.yeoul, company.nuri, company.maru, company.hanbit];
    await expectError(await curate('agent', curationOf(candidate.id, six)), 400, 'BAD_REQUEST');
    const duplicate = await expectError(
      await curate('agent', curationOf(candidate.id, [company.garam, company.garam])),
      400,
      'BAD_REQUEST',
      '같은 회사를 두 번 넣을 수 없습니다.',
    );
    expect(duplicate.status.field).toBe('items.1.companyId');
    const unknown = await expectError(
      await curate('agent', curationOf(candidate.id, [company.garam, 999_999])),
      400,
      'BAD_REQUEST',
    );
    expect(unknown.status.field).toBe('items.1.companyId');
  });

  it('refuses an item at or under the salary floor, naming it', async () => {
    const candidate = await poolCandidate(app);
    const body = {
      ...curationOf(candidate.id, [company.garam]),
      items: [curationItem(company.garam), { ...curationItem(company.dodam), salaryMin: 2400 }],
    };
    const error = await expectError(await curate('agent', body), 400, 'BAD_REQUEST', OFFER_SALARY_FLOOR_MESSAGE);
    expect(error.status.field).toBe('items.1.salaryMin');
    expect(await app.deps.db.select().from(offerGroups).where(eq(offerGroups.candidateId, candidate.id))).toEqual([]);
  });

  it('stores nothing when one company may not see the candidate', async () => {
    const candidate = await poolCandidate(app, { restrict: [company.yeoul] });
    await expectError(
      await curate('agent', curationOf(candidate.id, [company.garam, company.yeoul])),
      404,
      'NOT_FOUND',
    );
    expect(await app.deps.db.select().from(offerGroups).where(eq(offerGroups.candidateId, candidate.id))).toEqual([]);
    expect(await app.deps.db.select().from(offers).where(eq(offers.candidateId, candidate.id))).toEqual([]);
  });
});
