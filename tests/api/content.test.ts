/**
 * The public content of the marketing and help pages: FAQ variants, the rolling strip,
 * blog posts under BLOG_URL, the 30-day offer ranking and a job's career detail, whose figures
 * appear only when enough people back them.
 */
import { eq } from 'drizzle-orm';
import { is, type Struct } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, jobLabels, offers, salaries } from '../../server/db/schema';
import { blogPosts } from '../../server/db/schema-content';
import { seed } from '../../server/db/seed';
import { seedBlogPosts } from '../../server/db/seed-content/blog';
import { seedFaqs } from '../../server/db/seed-content/faqs';
import { seedRollingItems } from '../../server/db/seed-content/rolling';
import { ConfigError, readEnv } from '../../server/env';
import { CAREER_NOT_FOUND_MESSAGE } from '../../server/features/marketing/career-detail';
import { rankingWindow } from '../../server/features/offers/ranking';
import {
  BlogList,
  CareerDetail,
  CareerList,
  FaqList,
  Ranking,
  RollingList,
  SALARY_STATS_GROUP_MIN,
} from '../../src/contract/content';
import { DAY_MS } from '../../src/contract/kst';
import { expectError } from './helpers';
import { companyOf, senderId } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

let phoneSerial = 0;
let labelSerial = 0;

describe.each(drivers)('public content on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  async function read<T>(path: string, struct: Struct<T, unknown>): Promise<T> {
    const response = await app.request(path);
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    expect(is(body, struct), JSON.stringify(body).slice(0, 400)).toBe(true);
    return body as T;
  }

  /** A live candidate in `jobLabel`, with verified salaries by year (만원) and tech stacks. */
  async function person(jobLabel: string, options: { salaries?: Record<number, number>; techStacks?: string[] } = {}) {
    phoneSerial += 1;
    const [row] = await app.deps.db
      .insert(candidates)
      .values({
        name: '콘텐츠테스트',
        phone: `0108${String(phoneSerial).padStart(7, '0')}`,
        birthday: '19900101',
        gender: '여성',
        jobLabel,
        jobSubLabel: '',
        techStacks: options.techStacks ?? [],
      })
      .returning({ id: candidates.id });
    const entries = Object.entries(options.salaries ?? {});
    if (entries.length > 0) {
      await app.deps.db.insert(salaries).values(
        entries.map(([year, amount]) => ({
          candidateId: row.id,
          source: 'HEALTH' as const,
          type: 'INPUT' as const,
          year: Number(year),
          amount,
        })),
      );
    }
    return row.id;
  }

  /** An offer stored as the console would have sent it at `createdAt` (EXPIRED, so any number may exist). */
  async function offer(
    candidateId: string,
    options: { company?: string; createdAt?: Date; salaryMin?: number; salaryMax?: number } = {},
  ) {
    const company = await companyOf(app, options.company ?? 'hanbit-mobility');
    const createdAt = options.createdAt ?? app.deps.now();
    await app.deps.db.insert(offers).values({
      candidateId,
      companyId: company.id,
      senderId: await senderId(app, 'agent'),
      type: 'SUPER',
      status: 'EXPIRED',
      salaryMin: options.salaryMin ?? 6000,
      salaryMax: options.salaryMax ?? 7200,
      increaseRate: 0,
      position: '백엔드 개발자',
      message: '함께 일하고 싶습니다.',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 7 * DAY_MS),
    });
  }

  /** A job label of its own, so each test counts only its own people. */
  async function newJob(): Promise<{ id: number; jobLabel: string }> {
    labelSerial += 1;
    const [row] = await app.deps.db
      .insert(jobLabels)
      .values({ jobLabel: `콘텐츠직군${labelSerial}`, subLabels: ['가', '나'] })
      .returning({ id: jobLabels.id, jobLabel: jobLabels.jobLabel });
    return row;
  }

  describe('FAQ', () => {
    it('answers the general variant by default, in the seeded order', async () => {
      const body = await read('/api/faqs', FaqList);
      const general = seedFaqs.filter((faq) => faq.variant === 'general').sort((a, b) => a.position - b.position);
      expect(body.variant).toBe('general');
      expect(body.items.map((item) => item.question)).toEqual(general.map((faq) => faq.question));
      expect(body.items[0].answer).toBe(general[0].answer);
    });

    it('answers the company and event variants', async () => {
      for (const variant of ['company', 'event'] as const) {
        const body = await read(`/api/faqs?variant=${variant}`, FaqList);
        expect(body.variant).toBe(variant);
        expect(body.items.map((item) => item.question)).toEqual(
          seedFaqs
            .filter((faq) => faq.variant === variant)
            .sort((a, b) => a.position - b.position)
            .map((faq) => faq.question),
        );
      }
    });

    it('refuses an unknown variant with 400 naming the field', async () => {
      const body = await expectError(await app.request('/api/faqs?variant=admin'), 400, 'BAD_REQUEST');
      expect(body.status.field).toBe('variant');
    });
  });

  it('answers the rolling strip as name and title pairs, cacheable', async () => {
    const response = await app.request('/api/rolling');
    const body = (await response.json()) as RollingList;
    expect(is(body, RollingList)).toBe(true);
    expect(body.items).toEqual(seedRollingItems.map(({ name, title }) => ({ name, title })));
    expect(response.headers.get('Cache-Control')).toMatch(/max-age=\d+/);
  });

  describe('blog', () => {
    it('answers the six newest posts by default, newest first, under the default blog address', async () => {
      const body = await read('/api/v3/users/forums/blog', BlogList);
      expect(body.items).toHaveLength(6);
      const dates = body.items.map((post) => post.publishedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      for (const post of body.items) {
        expect(post.url).toMatch(/^https:\/\/blog\.boltx\.example\/[a-z-]+$/);
        expect(post.thumbnail).toBe('');
        expect(post.title).not.toBe('');
        expect(post.summary).not.toBe('');
      }
      expect(body.items[0].title).toBe('여러 제안을 비교하는 기준');
    });

    it('answers up to 20 posts with limit, and every seeded post once', async () => {
      const body = await read('/api/v3/users/forums/blog?limit=20', BlogList);
      expect(body.items).toHaveLength(seedBlogPosts.length);
      expect(new Set(body.items.map((post) => post.url)).size).toBe(seedBlogPosts.length);
      expect((await read('/api/v3/users/forums/blog?limit=1', BlogList)).items).toHaveLength(1);
    });

    it('keeps the resume and portfolio claims of the landing', async () => {
      const body = await read('/api/v3/users/forums/blog?limit=20', BlogList);
      const text = body.items.map((post) => `${post.title} ${post.summary}`).join('\n');
      expect(text).toContain('21% 더 많이');
      expect(text).toContain('34% 높');
    });

    it('refuses a limit outside 1–20 or not a number with 400 naming it', async () => {
      for (const limit of ['0', '21', '99', 'abc', '-1', '1.5', '100']) {
        const body = await expectError(
          await app.request(`/api/v3/users/forums/blog?limit=${limit}`),
          400,
          'BAD_REQUEST',
        );
        expect(body.status.field).toBe('limit');
      }
    });

    it('seeds the posts once however often the server starts', async () => {
      await seed(app.deps.db, { demo: true });
      await seed(app.deps.db, { demo: true });
      const rows = await app.deps.db.select({ id: blogPosts.id }).from(blogPosts);
      expect(rows).toHaveLength(seedBlogPosts.length);
    });
  });

  describe('ranking', () => {
    it('counts the last 30 KST days, today included, and leaves out companies without offers', async () => {
      // Past every offer other tests may have stored: the window starts empty.
      app.advance(100 * DAY_MS);
      const empty = await read('/api/ranking', Ranking);
      const window = rankingWindow(app.deps.now());
      expect({ from: empty.from, to: empty.to }).toEqual({ from: window.from, to: window.to });
      expect(empty.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const days = (Date.parse(empty.to) - Date.parse(empty.from)) / DAY_MS;
      expect(days).toBe(29);
      expect(empty.items).toEqual([]);

      const job = await newJob();
      const known = await person(job.jobLabel, { salaries: { 2024: 4000, 2025: 5000 } });
      const unknown = await person(job.jobLabel);
      // 누리페이: 3 offers, one at the very first moment of the window.
      await offer(known, { company: 'nuri-pay', salaryMax: 6000, createdAt: window.since });
      await offer(known, { company: 'nuri-pay', salaryMax: 5500 });
      await offer(unknown, { company: 'nuri-pay', salaryMax: 9000 });
      // 한빛모빌리티 and 마루클라우드: 2 each, a tie.
      await offer(known, { company: 'hanbit-mobility', salaryMax: 6000 });
      await offer(known, { company: 'hanbit-mobility', salaryMax: 6000 });
      await offer(unknown, { company: 'maru-cloud' });
      await offer(unknown, { company: 'maru-cloud' });
      // Just before the window: not counted, so that company is not listed at all.
      await offer(known, { company: 'haesol-data', createdAt: new Date(window.since.getTime() - 1) });

      const ranking = await read('/api/ranking', Ranking);
      expect(ranking.items.map(({ rank, companyName, offerCount }) => ({ rank, companyName, offerCount }))).toEqual([
        { rank: 1, companyName: '누리페이', offerCount: 3 },
        { rank: 2, companyName: '마루클라우드', offerCount: 2 },
        { rank: 2, companyName: '한빛모빌리티', offerCount: 2 },
      ]);
      const byName = new Map(ranking.items.map((item) => [item.companyName, item]));
      // One candidate with a verified salary is behind each raise: fewer than five, so none is published.
      expect(ranking.items.map((item) => item.averageRaise)).toEqual([null, null, null]);
      expect(byName.get('누리페이')?.logo).toBe('/logos/nuri-pay.svg');
    });

    it('publishes a company’s average raise only once five candidates with a verified salary received its offers', async () => {
      // Past every offer other tests may have stored: the window starts empty.
      app.advance(31 * DAY_MS);
      const job = await newJob();
      const known = [];
      for (let index = 0; index < 4; index += 1) known.push(await person(job.jobLabel, { salaries: { 2025: 5000 } }));
      // Over 5,000: 6,000 is +20%, 5,500 is +10%, 5,750 is +15%.
      for (const candidate of known) await offer(candidate, { company: 'haesol-data', salaryMax: 6000 });
      await offer(known[0], { company: 'haesol-data', salaryMax: 5500 });
      await offer(await person(job.jobLabel), { company: 'haesol-data', salaryMax: 9000 });
      const raiseOf = async () =>
        (await read('/api/ranking', Ranking)).items.find((item) => item.companyName === '해솔데이터')?.averageRaise;

      // Six offers, but four people with a verified salary behind the raise.
      expect(await raiseOf()).toBeNull();

      await offer(await person(job.jobLabel, { salaries: { 2025: 5000 } }), {
        company: 'haesol-data',
        salaryMax: 5750,
      });
      // (4 × 20 + 10 + 15) / 6; the offer to a candidate without a verified salary is left out.
      expect(await raiseOf()).toBe(17.5);
    });

    it('drops offers once they are older than the window, and those of deleted accounts', async () => {
      const before = await read('/api/ranking', Ranking);
      const count = (ranking: Ranking, name: string) =>
        ranking.items.find((item) => item.companyName === name)?.offerCount ?? 0;
      const job = await newJob();
      const leaving = await person(job.jobLabel);
      await offer(leaving, { company: 'nuri-pay' });
      expect(count(await read('/api/ranking', Ranking), '누리페이')).toBe(count(before, '누리페이') + 1);
      await app.deps.db.update(candidates).set({ deletedAt: app.deps.now() }).where(eq(candidates.id, leaving));
      expect(count(await read('/api/ranking', Ranking), '누리페이')).toBe(count(before, '누리페이'));

      app.advance(31 * DAY_MS);
      const later = await read('/api/ranking', Ranking);
      expect(later.items).toEqual([]);
      expect(later.to).not.toBe(before.to);
    });
  });

  describe('career detail', () => {
    it('lists the job labels with their ids', async () => {
      const body = await read('/api/careers', CareerList);
      expect(body.items.map((item) => item.jobLabel)).toContain('개발');
      const ids = body.items.map((item) => item.id);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    });

    it('answers a job with its sub-labels and withholds figures too few people back', async () => {
      const job = await newJob();
      for (let index = 0; index < SALARY_STATS_GROUP_MIN - 1; index += 1) {
        await person(job.jobLabel, { salaries: { 2025: 5000 + index * 100 }, techStacks: ['React'] });
      }
      const detail = await read(`/api/careers/${job.id}`, CareerDetail);
      expect(detail).toEqual({
        id: job.id,
        jobLabel: job.jobLabel,
        subLabels: ['가', '나'],
        salary: null,
        offerBand: null,
        topTechStacks: [],
      });
    });

    it('publishes average, median and sample size from each latest verified salary at the threshold', async () => {
      const job = await newJob();
      // Latest verified salaries: 4000, 5000, 6000, 7000, 9000 → average 6200, median 6000.
      await person(job.jobLabel, { salaries: { 2023: 3000, 2024: 4000 } });
      await person(job.jobLabel, { salaries: { 2025: 5000 } });
      await person(job.jobLabel, { salaries: { 2025: 6000 } });
      await person(job.jobLabel, { salaries: { 2024: 9999, 2025: 7000 } });
      const last = await person(job.jobLabel, { salaries: { 2025: 9000 } });
      // Typed salaries are not verified and do not count.
      await app.deps.db
        .insert(salaries)
        .values({ candidateId: last, source: 'INPUT', type: 'INPUT', year: 2026, amount: 20000 });
      const unverified = await person(job.jobLabel);
      await app.deps.db
        .insert(salaries)
        .values({ candidateId: unverified, source: 'INPUT', type: 'INPUT', year: 2025, amount: 1 });

      expect((await read(`/api/careers/${job.id}`, CareerDetail)).salary).toEqual({
        average: 6200,
        median: 6000,
        sampleSize: 5,
      });

      // A deleted account stops counting, and the figures are withheld again.
      await app.deps.db.update(candidates).set({ deletedAt: app.deps.now() }).where(eq(candidates.id, last));
      expect((await read(`/api/careers/${job.id}`, CareerDetail)).salary).toBeNull();
    });

    it('takes the median of an even sample as the mean of the middle two', async () => {
      const job = await newJob();
      for (const amount of [4000, 5000, 6000, 7000, 8000, 8100]) {
        await person(job.jobLabel, { salaries: { 2025: amount } });
      }
      // The average 6350 is published rounded to 100만원.
      expect((await read(`/api/careers/${job.id}`, CareerDetail)).salary).toEqual({
        average: 6400,
        median: 6500,
        sampleSize: 6,
      });
    });

    it('rounds the figures to 100만원, so a joiner’s salary cannot be found by differencing', async () => {
      const job = await newJob();
      for (const amount of [5100, 5200, 5300, 5400, 5500]) {
        await person(job.jobLabel, { salaries: { 2025: amount } });
      }
      const before = (await read(`/api/careers/${job.id}`, CareerDetail)).salary;
      expect(before).toEqual({ average: 5300, median: 5300, sampleSize: 5 });
      const joiner = 7130;
      await person(job.jobLabel, { salaries: { 2025: joiner } });
      const after = (await read(`/api/careers/${job.id}`, CareerDetail)).salary;
      // Exact: average 5605, median 5350.
      expect(after).toEqual({ average: 5600, median: 5400, sampleSize: 6 });
      if (!before || !after) throw new Error('both are published');
      expect(after.average * after.sampleSize - before.average * before.sampleSize).not.toBe(joiner);
    });

    it('publishes the offer band of the last 90 days only once five candidates received offers, rounded to 100만원', async () => {
      const job = await newJob();
      const people = [];
      for (let index = 0; index < 5; index += 1) people.push(await person(job.jobLabel));
      const bandOf = async () => (await read(`/api/careers/${job.id}`, CareerDetail)).offerBand;
      await offer(people[0], { salaryMin: 6000, salaryMax: 7000 });
      await offer(people[1], { salaryMin: 6130, salaryMax: 7210, company: 'nuri-pay' });
      await offer(people[2], { salaryMin: 6270, salaryMax: 7330, company: 'maru-cloud' });
      await offer(people[3], { salaryMin: 6410, salaryMax: 7480 });
      // Four offers: nothing.
      expect(await bandOf()).toBeNull();
      // Five offers, but to four people: still nothing.
      await offer(people[0], { salaryMin: 6550, salaryMax: 7620, company: 'nuri-pay' });
      expect(await bandOf()).toBeNull();
      // An offer older than 90 days does not count.
      const old = new Date(app.deps.now().getTime() - 91 * DAY_MS);
      await offer(people[4], { salaryMin: 1, salaryMax: 2, company: 'maru-cloud', createdAt: old });
      expect(await bandOf()).toBeNull();

      await offer(people[4], { salaryMin: 6690, salaryMax: 7760, company: 'maru-cloud' });
      // Averages 6,341.67 and 7,400 of six offers to five people, published to 100만원.
      expect(await bandOf()).toEqual({ salaryMin: 6300, salaryMax: 7400, offerCount: 6 });
    });

    it('rounds the offer band to 100만원, so one more offer’s band cannot be found by differencing', async () => {
      // Two jobs with the same five offers, then a sixth that differs by 250만원 at both ends.
      const sixth = [
        { salaryMin: 5600, salaryMax: 6600 },
        { salaryMin: 5850, salaryMax: 6850 },
      ];
      const readings = [];
      for (const last of sixth) {
        const job = await newJob();
        for (const salaryMin of [5000, 5100, 5200, 5300, 5400]) {
          await offer(await person(job.jobLabel), { salaryMin, salaryMax: salaryMin + 1000 });
        }
        const before = (await read(`/api/careers/${job.id}`, CareerDetail)).offerBand;
        await offer(await person(job.jobLabel), last);
        const after = (await read(`/api/careers/${job.id}`, CareerDetail)).offerBand;
        readings.push({ before, after });
      }

      // Exact averages after: 5,266.67 / 6,266.67 and 5,308.33 / 6,308.33 (to the 만원 they would differ).
      expect(readings[0]).toEqual({
        before: { salaryMin: 5200, salaryMax: 6200, offerCount: 5 },
        after: { salaryMin: 5300, salaryMax: 6300, offerCount: 6 },
      });
      expect(readings[1]).toEqual(readings[0]);
      const { before, after } = readings[0];
      if (!before || !after) throw new Error('both are published');
      // The attacker's difference is one answer for two offers 250만원 apart, and wrong for both.
      const recovered = {
        salaryMin: after.salaryMin * after.offerCount - before.salaryMin * before.offerCount,
        salaryMax: after.salaryMax * after.offerCount - before.salaryMax * before.offerCount,
      };
      expect(recovered).toEqual({ salaryMin: 5800, salaryMax: 6800 });
      for (const last of sixth) expect(recovered).not.toEqual(last);
    });

    it('names the five tech stacks most of the job’s people hold once enough people name any', async () => {
      const job = await newJob();
      const stacks = [
        ['Kotlin', 'Spring', 'AWS', 'Docker', 'React', 'Go'],
        ['Kotlin', 'Spring', 'AWS', 'Docker'],
        ['Kotlin', 'Spring', 'AWS'],
        ['Kotlin', 'Spring', 'Redis'],
        ['Kotlin', 'Redis'],
      ];
      for (const techStacks of stacks) await person(job.jobLabel, { techStacks });
      expect((await read(`/api/careers/${job.id}`, CareerDetail)).topTechStacks).toEqual([
        'Kotlin',
        'Spring',
        'AWS',
        'Docker',
        'Redis',
      ]);
    });

    it('answers 404 with a Korean message for a job that does not exist', async () => {
      await expectError(await app.request('/api/careers/999999'), 404, 'NOT_FOUND', CAREER_NOT_FOUND_MESSAGE);
    });

    it('answers 400, never 500, for an id that is not one', async () => {
      for (const id of ['abc', '0', '-1', '1.5', '99999999999', '1e3', '%00']) {
        const body = await expectError(await app.request(`/api/careers/${id}`), 400, 'BAD_REQUEST');
        expect(body.status.field).toBe('id');
      }
    });
  });
});

describe.each(drivers)('the blog address on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver, { BLOG_URL: 'https://boltx.example/blog/' });
  });
  afterAll(() => app?.close());

  it('answers the posts under BLOG_URL, without a doubled slash', async () => {
    const body = (await (await app.request('/api/v3/users/forums/blog?limit=20')).json()) as BlogList;
    expect(body.items).toHaveLength(seedBlogPosts.length);
    for (const post of body.items) expect(post.url).toMatch(/^https:\/\/boltx\.example\/blog\/[a-z-]+$/);
  });
});

describe('BLOG_URL', () => {
  it('must be an https address without a query or credentials', () => {
    for (const value of [
      'http://blog.boltx.example',
      'ftp://blog.boltx.example',
      'blog.boltx.example',
      'https://blog.boltx.example/?x=1',
      'https://user:pass@blog.boltx.example',
      'https://blog.boltx.example/#top',
    ]) {
      expect(() => readEnv({ BLOG_URL: value }), value).toThrow(ConfigError);
    }
    expect(readEnv({}).blogUrl).toBe('https://blog.boltx.example');
    expect(readEnv({ BLOG_URL: 'https://boltx.example/blog/' }).blogUrl).toBe('https://boltx.example/blog');
  });
});
