/**
 * What a fresh database shows as demo (README's tour) in sandbox mode, and that none of it — nor any
 * invented business detail — shows with the sandbox off: 김하늘's waiting offers, the ranking, a job's
 * 90-day offer band and the companies' response records, all computed from the seeded activity; the
 * rolling strip; the footer's registration details.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizAccounts, companies, offers } from '../../server/db/schema';
import { demoCandidate, seed } from '../../server/db/seed';
import { seedRollingItems } from '../../server/db/seed-content/rolling';
import type { CareerDetail, CareerList, CompanyDetails, Ranking, RollingList } from '../../src/contract/content';
import type { OfferCompany } from '../../src/contract/meetings';
import type { OfferList } from '../../src/contract/offers';
import { bizToken } from './biz-fixtures';
import { addCandidate } from './helpers';
import { createTestApp, drivers, signIn, type TestApp } from './test-app';

const json = async <T>(response: Response): Promise<T> => {
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

async function developerBand(app: TestApp): Promise<CareerDetail['offerBand']> {
  const careers = await json<CareerList>(await app.request('/api/careers'));
  const developer = careers.items.find((item) => item.jobLabel === '개발');
  if (!developer) throw new Error('no 개발 job label');
  return (await json<CareerDetail>(await app.request(`/api/careers/${developer.id}`))).offerBand;
}

describe.each(drivers)('the sandbox demo on a fresh database (%s)', (driver) => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await createTestApp(driver, { SANDBOX_DEMO_ACTIVITY: '1' });
    token = (await signIn(app, demoCandidate.phone)).body.accessToken;
  }, 60_000);
  afterAll(() => app.close());

  it('has offers waiting for 김하늘, none from 한빛모빌리티 whose recruiter sends one in the tour', async () => {
    const list = await json<OfferList>(await app.request('/api/v3/users/offers', { token }));
    expect(list.offerItems.length).toBeGreaterThanOrEqual(3);
    expect(list.offerItems.every((offer) => offer.status === 'WAITING' && offer.increaseRate > 0)).toBe(true);
    expect(list.offerItems.map((offer) => offer.name)).not.toContain('한빛모빌리티');
  });

  it('shows the response record on the card of a company that answered its coffee chats', async () => {
    const list = await json<OfferList>(await app.request('/api/v3/users/offers', { token }));
    const cards = await Promise.all(
      list.offerItems.map((offer) =>
        app.request(`/api/v2/users/offers/${offer.id}/company`, { token }).then(json<OfferCompany>),
      ),
    );
    const answered = cards.filter((card) => card.responseRecord !== null);
    expect(answered.length).toBeGreaterThan(0);
    for (const card of answered) {
      expect(card.responseRecord?.coffeechats).toBeGreaterThanOrEqual(5);
      expect(card.responseRecord?.medianDays).toBeGreaterThanOrEqual(1);
      expect(card.ranking?.rank).toBeGreaterThanOrEqual(1);
    }
  });

  it('ranks the companies by the seeded offers, with an average raise where five people received them', async () => {
    const ranking = await json<Ranking>(await app.request('/api/ranking'));
    expect(ranking.items.length).toBeGreaterThanOrEqual(5);
    expect(ranking.items[0].rank).toBe(1);
    const counts = ranking.items.map((item) => item.offerCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(ranking.items.some((item) => item.averageRaise !== null && item.averageRaise > 0)).toBe(true);
  });

  it('has a 90-day offer band for 김하늘’s job', async () => {
    const band = await developerBand(app);
    expect(band).not.toBeNull();
    expect(band?.salaryMax).toBeGreaterThan(band?.salaryMin ?? 0);
  });

  it('keeps the seeded rolling strip and marks the footer’s sample details as such', async () => {
    const rolling = await json<RollingList>(await app.request('/api/rolling'));
    expect(rolling.items).toEqual(seedRollingItems.map(({ name, title }) => ({ name, title })));
    const details = await json<CompanyDetails>(await app.request('/api/company-details'));
    for (const detail of [details.representative, details.registrationNumber, details.jobInformationNumber]) {
      expect(detail?.sample).toBe(true);
    }
  });

  it('lets the console read the seeded history: sent offers, coffee chats, the pool', async () => {
    for (const account of ['nuri', 'hanbit', 'agent'] as const) {
      const token = await bizToken(app, account);
      for (const path of ['/api/biz/offers', '/api/biz/coffeechats', '/api/biz/candidates']) {
        expect((await app.request(path, { token })).status, `${account} ${path}`).toBe(200);
      }
    }
  });

  it('adds nothing when the server starts again', async () => {
    const before = await json<Ranking>(await app.request('/api/ranking'));
    await seed(app.deps.db, { demo: true, activityAt: app.deps.now() });
    expect(await json<Ranking>(await app.request('/api/ranking'))).toEqual(before);
  });
});

describe.each(drivers)('a fresh database outside the sandbox (%s)', (driver) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(driver, { SANDBOX: '0', SANDBOX_DEMO_ACTIVITY: '1' });
  }, 60_000);
  afterAll(() => app.close());

  it('shows no seeded offers, ranking, offer band or rolling strip', async () => {
    expect((await json<Ranking>(await app.request('/api/ranking'))).items).toEqual([]);
    expect(await developerBand(app)).toBeNull();
    expect((await json<RollingList>(await app.request('/api/rolling'))).items).toEqual([]);
  });

  it('shows no registration detail nobody configured', async () => {
    expect(await json<CompanyDetails>(await app.request('/api/company-details'))).toEqual({
      representative: null,
      registrationNumber: null,
      jobInformationNumber: null,
    });
  });

  it('rolls real offers by, anonymized', async () => {
    const candidateId = await addCandidate(app, '01055556666', '정우성');
    const [company] = await app.deps.db.select({ id: companies.id }).from(companies).limit(1);
    const [sender] = await app.deps.db
      .insert(bizAccounts)
      .values({ email: 'recruiter@real.example', name: '채용담당', role: 'operator', passwordHash: 'x' })
      .returning({ id: bizAccounts.id });
    const now = app.deps.now();
    await app.deps.db.insert(offers).values({
      candidateId,
      companyId: company.id,
      senderId: sender.id,
      type: 'NORMAL',
      salaryMin: 6000,
      salaryMax: 6600,
      increaseRate: 10,
      position: '프론트엔드 개발자',
      message: '안녕하세요',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    const rolling = await json<RollingList>(await app.request('/api/rolling'));
    expect(rolling.items).toEqual([{ name: '정○○', title: '프론트엔드 · 연봉 최대 10% 상승 제안' }]);
  });
});

describe.each(drivers)('configured registration details (%s)', (driver) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(driver, {
      SANDBOX: '0',
      COMPANY_REPRESENTATIVE: '이대표',
      COMPANY_REGISTRATION_NUMBER: '123-45-67890',
    });
  }, 60_000);
  afterAll(() => app.close());

  it('serves exactly what is configured, not as samples', async () => {
    expect(await json<CompanyDetails>(await app.request('/api/company-details'))).toEqual({
      representative: { value: '이대표', sample: false },
      registrationNumber: { value: '123-45-67890', sample: false },
      jobInformationNumber: null,
    });
  });
});
