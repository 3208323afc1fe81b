import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchools } from '../../server/db/schema';
import { AnonymousProfile, CandidatePool, POOL_PAGE_SIZE } from '../../src/contract/biz';
import { type Account, asBiz, offerTerms, poolCandidate, sentOffer, uniqueTag } from './biz-fixtures';
import { expectError } from './helpers';
import { createTestApp, drivers, type TestApp } from './test-app';

const DAY_MS = 86_400_000;

async function pool(app: TestApp, account: Account, query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await asBiz(app, account, `/api/biz/candidates?${search}`);
  const text = await response.clone().text();
  expect(response.status, text).toBe(200);
  const body = (await response.json()) as CandidatePool;
  expect(is(body, CandidatePool), text.slice(0, 300)).toBe(true);
  return { body, text, ids: body.items.map((item) => item.id) };
}

describe.each(drivers)('the candidate pool of the business console on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const profile = (account: Account, id: string) => asBiz(app, account, `/api/biz/candidates/${id}`);

  describe('anonymity', () => {
    it('never carries the name, phone or any contact in the pool or the profile', async () => {
      const tag = uniqueTag();
      const candidate = await poolCandidate(app, {
        name: '홍비밀',
        hashtags: [tag],
        verifiedSalary: 6000,
        hopeSalary: 7000,
      });
      await app.deps.db.insert(userSchools).values({
        candidateId: candidate.id,
        school: '서울대학교',
        major: '컴퓨터공학과',
        degree: '학사',
        startMonth: '2010-03',
        endMonth: '2014-02',
      });
      const { text } = await pool(app, 'hanbit', { hashtag: tag });
      const response = await profile('hanbit', candidate.id);
      expect(response.status).toBe(200);
      const profileText = await response.clone().text();
      const body = (await response.json()) as AnonymousProfile;
      expect(is(body, AnonymousProfile), profileText).toBe(true);
      for (const json of [text, profileText]) {
        expect(json).toContain(candidate.id);
        expect(json).not.toContain('홍비밀');
        expect(json).not.toContain(candidate.phone);
        expect(json).not.toContain(candidate.phone.slice(3));
        expect(json).not.toMatch(/phone|email|name"|resume|portfolio|fileUrl/i);
      }
      expect(body.schools).toEqual([{ school: '서울대학교', major: '컴퓨터공학과', degree: '학사' }]);
      expect(profileText).not.toContain('2010-03');
    });

    it('describes the candidate by job and years, with the verified and the hoped-for salary', async () => {
      const tag = uniqueTag();
      const { id } = await poolCandidate(app, {
        hashtags: [tag],
        techStacks: ['Kotlin'],
        careers: [
          { company: '든든보안랩', start: '2015-01', end: '2017-12' },
          { company: '해솔데이터', start: '2018-01', end: '2020-12' },
        ],
        verifiedSalary: 6200,
        hopeSalary: 7500,
      });
      const { body } = await pool(app, 'agent', { hashtag: tag });
      expect(body.items).toHaveLength(1);
      expect(body.items[0]).toMatchObject({
        id,
        headline: '개발 · 백엔드 · 7년차',
        careerYears: 6,
        verifiedSalary: 6200,
        hopeSalary: 7500,
        techStacks: ['Kotlin'],
        hashtags: [tag],
        lastOfferStatus: null,
        careers: [
          { company: '든든보안랩', job: '백엔드', start: '2015-01', end: '2017-12' },
          { company: '해솔데이터', job: '백엔드', start: '2018-01', end: '2020-12' },
        ],
      });
    });
  });

  describe('filters and pages', () => {
    it('filters by job label, career years, verified salary, tech stack and hashtag', async () => {
      const tag = uniqueTag();
      const year = new Date(app.deps.now().getTime() + 9 * 3_600_000).getUTCFullYear();
      const junior = await poolCandidate(app, {
        hashtags: [tag],
        techStacks: ['React'],
        jobSubLabel: '프론트엔드',
        careers: [{ company: '가람마켓', start: `${year - 1}-01`, end: '' }],
        verifiedSalary: 4200,
      });
      const senior = await poolCandidate(app, {
        hashtags: [tag, 'MSA'],
        techStacks: ['Java', 'Spring'],
        careers: [{ company: '가람마켓', start: `${year - 9}-01`, end: '' }],
        verifiedSalary: 9000,
      });
      const designer = await poolCandidate(app, {
        hashtags: [tag],
        jobLabel: '디자인',
        jobSubLabel: 'UX 디자이너',
        careers: [{ company: '가람마켓', start: `${year - 4}-01`, end: `${year - 1}-12` }],
      });
      const ids = async (query: Record<string, string | number>) =>
        (await pool(app, 'agent', { hashtag: tag, ...query })).ids.sort();
      expect(await ids({})).toEqual([junior.id, senior.id, designer.id].sort());
      expect(await ids({ jobLabel: '디자인' })).toEqual([designer.id]);
      expect(await ids({ minYears: 5 })).toEqual([senior.id]);
      expect(await ids({ maxYears: 3 })).toEqual([junior.id]);
      expect(await ids({ minYears: 3, maxYears: 5 })).toEqual([designer.id]);
      expect(await ids({ salaryMin: 5000 })).toEqual([senior.id]);
      expect(await ids({ salaryMax: 5000 })).toEqual([junior.id]);
      expect(await ids({ salaryMin: 4000, salaryMax: 10000 })).toEqual([junior.id, senior.id].sort());
      expect(await ids({ techStack: 'jAvA' })).toEqual([senior.id]);
      expect(await ids({ techStack: 'Jav' })).toEqual([]);
      expect((await pool(app, 'agent', { hashtag: 'msa', jobLabel: '개발' })).ids).toContain(senior.id);
      expect((await pool(app, 'agent', { hashtag: tag.toUpperCase() })).ids).toHaveLength(3);
    });

    it('lists the newest submit first, 20 to a page', async () => {
      const tag = uniqueTag();
      const start = app.deps.now().getTime() - 3_600_000;
      const created: string[] = [];
      for (let index = 0; index <= POOL_PAGE_SIZE; index++) {
        created.push((await poolCandidate(app, { hashtags: [tag], submittedAt: new Date(start + index * 1000) })).id);
      }
      const first = await pool(app, 'hanbit', { hashtag: tag });
      expect(first.body).toMatchObject({ page: 1, hasNext: true });
      expect(first.ids).toEqual([...created].reverse().slice(0, POOL_PAGE_SIZE));
      const second = await pool(app, 'hanbit', { hashtag: tag, page: 2 });
      expect(second.body).toMatchObject({ page: 2, hasNext: false });
      expect(second.ids).toEqual([created[0]]);
    });

    it('refuses malformed filters and ids with 400', async () => {
      for (const query of ['minYears=-1', 'minYears=abc', 'page=0', 'salaryMin=1.5', 'techStack=']) {
        await expectError(await asBiz(app, 'agent', `/api/biz/candidates?${query}`), 400, 'BAD_REQUEST');
      }
      await expectError(await profile('agent', 'not-a-uuid'), 400, 'BAD_REQUEST');
    });
  });

  it('includes the seeded demo candidate for a company that is not her employer', async () => {
    const { body } = await pool(app, 'hanbit', { hashtag: '대용량트래픽' });
    const demo = body.items.find((item) => item.techStacks.includes('Kotlin'));
    expect(demo?.headline).toMatch(/^개발 · 백엔드 · \d+년차$/);
    expect(demo?.verifiedSalary).toBe(6400);
    expect(demo?.hopeSalary).toBe(7500);
  });
});

describe.each(drivers)("the viewer company's last offer on %s", (driver) => {
  // This suite moves the clock: its own app, so no other suite's time moves with it.
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  it('shows the latest offer status of the viewer company only, expired once overdue', async () => {
    const tag = uniqueTag();
    const { id } = await poolCandidate(app, { hashtags: [tag], verifiedSalary: 6000 });
    await sentOffer(app, 'hanbit', offerTerms(id, { salaryMin: 6500, salaryMax: 7000 }));
    const statusFor = async (account: Account) =>
      (await pool(app, account, { hashtag: tag })).body.items.find((item) => item.id === id)?.lastOfferStatus;
    expect(await statusFor('hanbit')).toBe('WAITING');
    expect(await statusFor('nuri')).toBeNull();
    app.advance(9 * DAY_MS);
    const body = (await (await asBiz(app, 'hanbit', `/api/biz/candidates/${id}`)).json()) as AnonymousProfile;
    expect(body.candidate.lastOfferStatus).toBe('EXPIRED');
  });
});
