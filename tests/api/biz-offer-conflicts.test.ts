/**
 * One open offer per company and candidate (the partial unique index offers_one_waiting_per_company
 * decides, inside the sending transaction), for single offers and curations alike.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizAccounts, offerGroups, offers } from '../../server/db/schema';
import { offerExpiry } from '../../server/domain/offer-clock';
import {
  type Account,
  accounts,
  asBiz,
  type CompanyName,
  companyIds,
  curationOf,
  offerTerms,
  poolCandidate,
  sentOffer,
} from './biz-fixtures';
import { expectError } from './helpers';
import { offerRow } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const DAY_MS = 86_400_000;
const CONFLICT_MESSAGE = '이미 진행 중인 제안이 있습니다.';

describe.each(drivers)('one open offer per company and candidate on %s', (driver) => {
  let app: TestApp;
  let company: Record<CompanyName, number>;
  beforeAll(async () => {
    app = await createTestApp(driver);
    company = await companyIds(app);
  });
  afterAll(() => app?.close());

  const send = (account: Account, json: unknown) => asBiz(app, account, '/api/biz/offers', { method: 'POST', json });
  const curate = (account: Account, json: unknown) =>
    asBiz(app, account, '/api/biz/curations', { method: 'POST', json });

  it('answers 409 while one is waiting, whoever sends for the company, and lets other companies send', async () => {
    const candidate = await poolCandidate(app, { verifiedSalary: 6000 });
    const first = await sentOffer(app, 'hanbit', offerTerms(candidate.id));
    await expectError(await send('hanbit', offerTerms(candidate.id)), 409, 'CONFLICT', CONFLICT_MESSAGE);
    await expectError(
      await send('agent', offerTerms(candidate.id, { companyId: company.hanbit })),
      409,
      'CONFLICT',
      CONFLICT_MESSAGE,
    );
    await sentOffer(app, 'nuri', offerTerms(candidate.id));
    expect((await offerRow(app, first)).status).toBe('WAITING');
  });

  it('answers 409 for a WAITING offer it did not write itself, and stores nothing', async () => {
    const candidate = await poolCandidate(app);
    const [sender] = await app.deps.db
      .select({ id: bizAccounts.id })
      .from(bizAccounts)
      .where(eq(bizAccounts.email, accounts.maru));
    const createdAt = app.deps.now();
    await app.deps.db.insert(offers).values({
      candidateId: candidate.id,
      companyId: company.maru,
      senderId: sender.id,
      type: 'NORMAL',
      salaryMin: 6000,
      salaryMax: 7000,
      increaseRate: 0,
      position: '백엔드 개발자',
      message: '먼저 보낸 제안',
      createdAt,
      expiresAt: offerExpiry(createdAt),
    });
    await expectError(await send('maru', offerTerms(candidate.id)), 409, 'CONFLICT', CONFLICT_MESSAGE);
    const stored = await app.deps.db.select().from(offers).where(eq(offers.candidateId, candidate.id));
    expect(stored.map((row) => row.message)).toEqual(['먼저 보낸 제안']);
  });

  it('turns a race of sends into one 201 and 409s, never a 500', async () => {
    const candidate = await poolCandidate(app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => send('maru', offerTerms(candidate.id))));
    expect(answers.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const conflict of answers.filter((response) => response.status === 409)) {
      await expectError(conflict, 409, 'CONFLICT', CONFLICT_MESSAGE);
    }
  });

  it('stores no curation when one of its companies already has an open offer', async () => {
    const candidate = await poolCandidate(app);
    await sentOffer(app, 'hanbit', offerTerms(candidate.id));
    await expectError(
      await curate('agent', curationOf(candidate.id, [company.garam, company.hanbit])),
      409,
      'CONFLICT',
      CONFLICT_MESSAGE,
    );
    expect(await app.deps.db.select().from(offerGroups).where(eq(offerGroups.candidateId, candidate.id))).toEqual([]);
    const stored = await app.deps.db.select().from(offers).where(eq(offers.candidateId, candidate.id));
    expect(stored.map((row) => row.companyId)).toEqual([company.hanbit]);
  });
});

describe.each(drivers)('an open offer that expired on %s', (driver) => {
  // This suite moves the clock: its own app, so no other suite's time or tokens move with it.
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  it('frees the slot: the next send stores EXPIRED on the old offer and opens a new one', async () => {
    const candidate = await poolCandidate(app, { verifiedSalary: 6000 });
    const first = await sentOffer(app, 'hanbit', offerTerms(candidate.id));
    app.advance(9 * DAY_MS);
    const second = await sentOffer(app, 'hanbit', offerTerms(candidate.id));
    expect((await offerRow(app, first)).status).toBe('EXPIRED');
    expect((await offerRow(app, second)).status).toBe('WAITING');
  });
});
