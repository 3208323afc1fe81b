import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, offers } from '../../server/db/schema';
import { offerExpiry } from '../../server/domain/offer-clock';
import { hopeFloorMessage, OFFER_SALARY_FLOOR_MESSAGE, SALARY_BAND_MESSAGE } from '../../src/contract/biz';
import {
  type Account,
  asBiz,
  type CompanyName,
  candidateToken,
  companyIds,
  offerTerms,
  poolCandidate,
  sentOffer,
} from './biz-fixtures';
import { expectError } from './helpers';
import { offerRow } from './offer-fixtures';
import { inbox } from './signup-flow';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('sending an offer from the business console on %s', (driver) => {
  let app: TestApp;
  let company: Record<CompanyName, number>;
  beforeAll(async () => {
    app = await createTestApp(driver);
    company = await companyIds(app);
  });
  afterAll(() => app?.close());

  const send = (account: Account, json: unknown) => asBiz(app, account, '/api/biz/offers', { method: 'POST', json });

  it('stores a recruiter offer as NORMAL for their company, with increase, hope and expiry, and notifies', async () => {
    const candidate = await poolCandidate(app, { verifiedSalary: 6000, hopeSalary: 7000 });
    const before = app.deps.now();
    const id = await sentOffer(app, 'hanbit', offerTerms(candidate.id));
    const row = await offerRow(app, id);
    expect(row).toMatchObject({
      candidateId: candidate.id,
      companyId: company.hanbit,
      type: 'NORMAL',
      status: 'WAITING',
      salaryMin: 6600,
      salaryMax: 7200,
      increaseRate: 20,
      hopeSalaryAtSend: 7000,
      position: '시니어 백엔드 개발자',
      offerItems: ['스톡옵션', '재택근무'],
    });
    expect(row.expiresAt.getTime()).toBe(offerExpiry(before).getTime());
    const [note] = await app.deps.db.select().from(notifications).where(eq(notifications.candidateId, candidate.id));
    expect(note).toMatchObject({
      kind: 'OFFER',
      title: '새로운 연봉 제안이 도착했어요',
      body: '한빛모빌리티에서 6,600만~7,200만원 제안을 보냈어요.',
      url: `/my/result/${id}`,
    });
    const items = await inbox(app, candidate.phone);
    expect(items[0]).toMatchObject({ kind: 'notification' });
    expect(items[0].body).toContain('한빛모빌리티에서 6,600만~7,200만원 제안을 보냈어요.');
  });

  it('reads amounts of 1억 and more in the notification as the app does', async () => {
    const candidate = await poolCandidate(app);
    await sentOffer(app, 'nuri', offerTerms(candidate.id, { salaryMin: 9000, salaryMax: 12500 }));
    const [note] = await app.deps.db.select().from(notifications).where(eq(notifications.candidateId, candidate.id));
    expect(note.body).toBe('누리페이에서 9,000만~1억 2,500만원 제안을 보냈어요.');
  });

  it('lets a recruiter name their own company but no other', async () => {
    const candidate = await poolCandidate(app);
    await expectError(
      await send('hanbit', offerTerms(candidate.id, { companyId: company.nuri })),
      400,
      'BAD_REQUEST',
      '소속 회사의 제안만 보낼 수 있습니다.',
    );
    await sentOffer(app, 'hanbit', offerTerms(candidate.id, { companyId: company.hanbit }));
  });

  it('makes agents and operators name a participating company and sends SUPER offers', async () => {
    const candidate = await poolCandidate(app);
    const missing = await expectError(await send('agent', offerTerms(candidate.id)), 400, 'BAD_REQUEST');
    expect(missing.status.field).toBe('companyId');
    await expectError(await send('agent', offerTerms(candidate.id, { companyId: 999_999 })), 400, 'BAD_REQUEST');
    const fromAgent = await sentOffer(app, 'agent', offerTerms(candidate.id, { companyId: company.garam }));
    const fromOperator = await sentOffer(app, 'operator', offerTerms(candidate.id, { companyId: company.dodam }));
    expect((await offerRow(app, fromAgent)).type).toBe('SUPER');
    expect((await offerRow(app, fromOperator)).type).toBe('SUPER');
  });

  it('refuses an offer whose top is under the hoped-for salary, naming the floor; at or over it is stored', async () => {
    const candidate = await poolCandidate(app, { verifiedSalary: 8000, hopeSalary: 9000 });
    const below = await expectError(
      await send('hanbit', offerTerms(candidate.id, { salaryMin: 7000, salaryMax: 8900 })),
      400,
      'BAD_REQUEST',
      hopeFloorMessage(9000),
    );
    expect(below.status.field).toBe('salaryMax');
    expect(below.status.message).toContain('9,000만원');
    const atHope = await sentOffer(app, 'hanbit', offerTerms(candidate.id, { salaryMin: 8500, salaryMax: 9000 }));
    const above = await sentOffer(app, 'nuri', offerTerms(candidate.id, { salaryMin: 9500, salaryMax: 10000 }));
    expect(await offerRow(app, atHope)).toMatchObject({ increaseRate: 13, hopeSalaryAtSend: 9000 });
    expect(await offerRow(app, above)).toMatchObject({ increaseRate: 25, hopeSalaryAtSend: 9000 });
    const noSalary = await poolCandidate(app);
    expect(await offerRow(app, await sentOffer(app, 'hanbit', offerTerms(noSalary.id)))).toMatchObject({
      increaseRate: 0,
      increaseBasis: null,
      hopeSalaryAtSend: null,
    });
  });

  it('answers 404 for a candidate the company may not see, exactly like an unknown id', async () => {
    const employed = await poolCandidate(app, { careers: [{ company: '한빛모빌리티', start: '2020-01', end: '' }] });
    const restricting = await poolCandidate(app, { restrict: [company.garam] });
    const hidden = await expectError(await send('hanbit', offerTerms(employed.id)), 404, 'NOT_FOUND');
    const unknown = await expectError(
      await send('hanbit', offerTerms('00000000-0000-4000-8000-000000000000')),
      404,
      'NOT_FOUND',
    );
    expect(hidden).toEqual(unknown);
    await expectError(await send('agent', offerTerms(employed.id, { companyId: company.hanbit })), 404, 'NOT_FOUND');
    await expectError(await send('agent', offerTerms(restricting.id, { companyId: company.garam })), 404, 'NOT_FOUND');
    await sentOffer(app, 'agent', offerTerms(employed.id, { companyId: company.garam }));
    const stored = await app.deps.db.select().from(offers).where(eq(offers.candidateId, employed.id));
    expect(stored.map((row) => row.companyId)).toEqual([company.garam]);
  });

  it('validates the terms, naming the field', async () => {
    const { id } = await poolCandidate(app);
    const bad: [string | undefined, unknown][] = [
      [undefined, offerTerms(id, { salaryMin: 8000, salaryMax: 7000 })],
      ['salaryMax', offerTerms(id, { salaryMax: 200_001 })],
      ['position', offerTerms(id, { position: '' })],
      ['message', { ...offerTerms(id), message: undefined }],
      ['offerItems', offerTerms(id, { offerItems: Array.from({ length: 11 }, (_, index) => `복지${index}`) })],
      ['candidateId', offerTerms('not-a-uuid')],
    ];
    for (const [field, body] of bad) {
      const error = await expectError(await send('hanbit', body), 400, 'BAD_REQUEST');
      expect(error.status.field, JSON.stringify(body)).toBe(field);
    }
    const band = await expectError(
      await send('hanbit', offerTerms(id, { salaryMin: 8000, salaryMax: 7000 })),
      400,
      'BAD_REQUEST',
    );
    expect(band.status.message).toBe(SALARY_BAND_MESSAGE);
    expect(await app.deps.db.select().from(offers).where(eq(offers.candidateId, id))).toEqual([]);
  });

  it('refuses salaries at or under the 2,400만원 floor, naming the field, and takes one just above', async () => {
    const { id } = await poolCandidate(app);
    const low: [string, Partial<Parameters<typeof offerTerms>[1]>][] = [
      ['salaryMin', { salaryMin: 2400, salaryMax: 3000 }],
      ['salaryMin', { salaryMin: 0, salaryMax: 3000 }],
      ['salaryMin', { salaryMin: -5, salaryMax: 3000 }],
      ['salaryMax', { salaryMin: 3000, salaryMax: 2400 }],
    ];
    for (const [field, extra] of low) {
      const error = await expectError(
        await send('hanbit', offerTerms(id, extra)),
        400,
        'BAD_REQUEST',
        OFFER_SALARY_FLOOR_MESSAGE,
      );
      expect(error.status.field, JSON.stringify(extra)).toBe(field);
    }
    expect(await app.deps.db.select().from(offers).where(eq(offers.candidateId, id))).toEqual([]);
    const offerId = await sentOffer(app, 'hanbit', offerTerms(id, { salaryMin: 2401, salaryMax: 200_000 }));
    expect(await offerRow(app, offerId)).toMatchObject({ salaryMin: 2401, salaryMax: 200_000 });
  });

  it('needs a business token: none is 401, a candidate token 403', async () => {
    const { id } = await poolCandidate(app);
    await expectError(
      await app.request('/api/biz/offers', { method: 'POST', json: offerTerms(id) }),
      401,
      'UNAUTHORIZED',
    );
    const token = await candidateToken(app, id);
    await expectError(
      await app.request('/api/biz/offers', { method: 'POST', token, json: offerTerms(id) }),
      403,
      'FORBIDDEN',
    );
  });
});
