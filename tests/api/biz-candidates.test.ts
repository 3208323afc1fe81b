import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, userSchools } from '../../server/db/schema';
import { AnonymousProfile, CandidatePool, POOL_PAGE_SIZE } from '../../src/contract/biz';
import { type Account, bizTokens, candidateToken, companyId, poolCandidate, uniqueTag } from './biz-fixtures';
import { expectError } from './helpers';
import { createTestApp, drivers, type TestApp } from './test-app';

const DAY_MS = 86_400_000;
const NOT_FOUND_MESSAGE = '후보자를 찾을 수 없습니다.';

describe.each(drivers)('the candidate pool of the business console on %s', (driver) => {
  let app: TestApp;
  let tokens: Record<Account, string>;
  let nuriId: number;
  beforeAll(async () => {
    app = await createTestApp(driver);
    tokens = await bizTokens(app);
    nuriId = await companyId(app, 'nuri-pay');
  });
  afterAll(() => app?.close());

  async function pool(account: Account, query: Record<string, string | number>) {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    const response = await app.request(`/api/biz/candidates?${search}`, { token: tokens[account] });
    const text = await response.clone().text();
    expect(response.status, text).toBe(200);
    const body = (await response.json()) as CandidatePool;
    expect(is(body, CandidatePool), text.slice(0, 300)).toBe(true);
    return { body, text, ids: body.items.map((item) => item.id) };
  }

  const profile = (account: Account, id: string) =>
    app.request(`/api/biz/candidates/${id}`, { token: tokens[account] });

  /** Who of the accounts sees the candidate, in the pool and by id (both must agree). */
  async function seenBy(id: string, hashtag: string): Promise<Account[]> {
    const seen: Account[] = [];
    for (const account of ['hanbit', 'nuri', 'agent', 'operator'] as Account[]) {
      const inPool = (await pool(account, { hashtag })).ids.includes(id);
      const byId = (await profile(account, id)).status === 200;
      expect(byId, `${account}: pool and profile disagree`).toBe(inPool);
      if (inPool) seen.push(account);
    }
    return seen;
  }

  describe('who sees whom', () => {
    it('shows a submitted, active candidate to every company and to agents', async () => {
      const tag = uniqueTag();
      const { id } = await poolCandidate(app, { hashtags: [tag] });
      expect(await seenBy(id, tag)).toEqual(['hanbit', 'nuri', 'agent', 'operator']);
    });

    it('hides the candidate from their current employer, compared trimmed and case-insensitively', async () => {
      const tag = uniqueTag();
      const { id } = await poolCandidate(app, {
        hashtags: [tag],
        careers: [
          { company: '누리페이', start: '2015-01', end: '2019-12' },
          { company: ' 한빛모빌리티 ', start: '2020-01', end: '' },
        ],
      });
      expect(await seenBy(id, tag)).toEqual(['nuri', 'agent', 'operator']);
    });

    it('compares latin company names without regard to case', async () => {
      const tag = uniqueTag();
      const { id } = await poolCandidate(app, {
        hashtags: [tag],
        careers: [{ company: 'HANBIT Mobility', start: '2020-01', end: '' }],
      });
      const rename = (name: string) =>
        app.deps.db.update(companies).set({ name }).where(eq(companies.slug, 'hanbit-mobility'));
      await rename('Hanbit Mobility');
      try {
        expect(await seenBy(id, tag)).toEqual(['nuri', 'agent', 'operator']);
      } finally {
        await rename('한빛모빌리티');
      }
    });

    it('hides the candidate from the companies they restricted', async () => {
      const tag = uniqueTag();
      const { id } = await poolCandidate(app, { hashtags: [tag], restrict: [nuriId] });
      expect(await seenBy(id, tag)).toEqual(['hanbit', 'agent', 'operator']);
    });

    it('hides a stopped (inactive), an unsubmitted and a deleted candidate from everyone', async () => {
      const tag = uniqueTag();
      const inactive = await poolCandidate(app, { hashtags: [tag], isActivate: false });
      const unsubmitted = await poolCandidate(app, { hashtags: [tag], submittedAt: null });
      const deleted = await poolCandidate(app, { hashtags: [tag], deletedAt: app.deps.now() });
      for (const { id } of [inactive, unsubmitted, deleted]) expect(await seenBy(id, tag)).toEqual([]);
    });

    it('hides the candidate once the attack period is over, and shows them again when it is extended', async () => {
      const tag = uniqueTag();
      const now = app.deps.now().getTime();
      const over = await poolCandidate(app, { hashtags: [tag], submittedAt: new Date(now - 31 * DAY_MS) });
      expect(await seenBy(over.id, tag)).toEqual([]);
      const extended = await poolCandidate(app, {
        hashtags: [tag],
        submittedAt: new Date(now - 40 * DAY_MS),
        attackUntil: new Date(now + DAY_MS),
      });
      expect(await seenBy(extended.id, tag)).toEqual(['hanbit', 'nuri', 'agent', 'operator']);
      const ended = await poolCandidate(app, {
        hashtags: [tag],
        submittedAt: new Date(now - DAY_MS),
        attackUntil: new Date(now - 1000),
      });
      expect(await seenBy(ended.id, tag)).toEqual([]);
    });

    it('answers an invisible candidate exactly like one that does not exist', async () => {
      const { id } = await poolCandidate(app, { careers: [{ company: '한빛모빌리티', start: '2021-01', end: '' }] });
      const hidden = await expectError(await profile('hanbit', id), 404, 'NOT_FOUND', NOT_FOUND_MESSAGE);
      const missing = await expectError(
        await profile('hanbit', '00000000-0000-4000-8000-000000000000'),
        404,
        'NOT_FOUND',
        NOT_FOUND_MESSAGE,
      );
      expect(hidden).toEqual(missing);
    });
  });

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
      const { text } = await pool('hanbit', { hashtag: tag });
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
      const { body } = await pool('agent', { hashtag: tag });
      expect(body.items).toHaveLength(1);
      expect(body.items[0]).toMatchObject({
        id,
        headline: '개발 · 백엔드 · 6년차',
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
        (await pool('agent', { hashtag: tag, ...query })).ids.sort();
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
      expect((await pool('agent', { hashtag: 'msa', jobLabel: '개발' })).ids).toContain(senior.id);
      expect((await pool('agent', { hashtag: tag.toUpperCase() })).ids).toHaveLength(3);
    });

    it('lists the newest submit first, 20 to a page', async () => {
      const tag = uniqueTag();
      const start = app.deps.now().getTime() - 3_600_000;
      const created: string[] = [];
      for (let index = 0; index <= POOL_PAGE_SIZE; index++) {
        created.push((await poolCandidate(app, { hashtags: [tag], submittedAt: new Date(start + index * 1000) })).id);
      }
      const first = await pool('hanbit', { hashtag: tag });
      expect(first.body).toMatchObject({ page: 1, hasNext: true });
      expect(first.ids).toEqual([...created].reverse().slice(0, POOL_PAGE_SIZE));
      const second = await pool('hanbit', { hashtag: tag, page: 2 });
      expect(second.body).toMatchObject({ page: 2, hasNext: false });
      expect(second.ids).toEqual([created[0]]);
    });

    it('refuses malformed filters and ids with 400', async () => {
      for (const query of ['minYears=-1', 'minYears=abc', 'page=0', 'salaryMin=1.5', 'techStack=']) {
        await expectError(
          await app.request(`/api/biz/candidates?${query}`, { token: tokens.agent }),
          400,
          'BAD_REQUEST',
        );
      }
      await expectError(await profile('agent', 'not-a-uuid'), 400, 'BAD_REQUEST');
    });
  });

  describe("the viewer company's last offer", () => {
    it('shows the latest offer status of the viewer company only, expired once overdue', async () => {
      const tag = uniqueTag();
      const { id } = await poolCandidate(app, { hashtags: [tag], verifiedSalary: 6000 });
      const sent = await app.request('/api/biz/offers', {
        method: 'POST',
        token: tokens.hanbit,
        json: {
          candidateId: id,
          salaryMin: 6500,
          salaryMax: 7000,
          position: '백엔드 개발자',
          offerItems: [],
          message: '안녕하세요',
        },
      });
      expect(sent.status, await sent.clone().text()).toBe(201);
      const statusFor = async (account: Account) =>
        (await pool(account, { hashtag: tag })).body.items.find((item) => item.id === id)?.lastOfferStatus;
      expect(await statusFor('hanbit')).toBe('WAITING');
      expect(await statusFor('nuri')).toBeNull();
      app.advance(9 * DAY_MS);
      const fresh = await bizTokens(app);
      const response = await app.request(`/api/biz/candidates/${id}`, { token: fresh.hanbit });
      const body = (await response.json()) as AnonymousProfile;
      expect(body.candidate.lastOfferStatus).toBe('EXPIRED');
      tokens = fresh;
    });
  });

  describe('access', () => {
    it('needs a business token: none is 401, a candidate token 403', async () => {
      const { id } = await poolCandidate(app);
      await expectError(await app.request('/api/biz/candidates'), 401, 'UNAUTHORIZED');
      const token = await candidateToken(app, id);
      await expectError(await app.request('/api/biz/candidates', { token }), 403, 'FORBIDDEN');
      await expectError(await app.request(`/api/biz/candidates/${id}`, { token }), 403, 'FORBIDDEN');
    });
  });

  it('includes the seeded demo candidate for a company that is not her employer', async () => {
    const { body } = await pool('hanbit', { hashtag: '대용량트래픽' });
    const demo = body.items.find((item) => item.techStacks.includes('Kotlin'));
    expect(demo?.headline).toMatch(/^개발 · 백엔드 · \d+년차$/);
    expect(demo?.verifiedSalary).toBe(6400);
    expect(demo?.hopeSalary).toBe(7500);
  });
});
