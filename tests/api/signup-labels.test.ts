import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobLabelSearch, PopularJobs } from '../../src/contract/signup';
import { expectError } from './helpers';
import { createTestApp, drivers, type TestApp } from './test-app';

const EPOCH = Date.parse('2024-01-01T00:00:00+09:00');
const TEN_MINUTES = 600_000;

describe.each(drivers)('job labels on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  async function search(q: string) {
    const response = await app.request(`/api/users/labels/search?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(is(body, JobLabelSearch), JSON.stringify(body).slice(0, 200)).toBe(true);
    return (body as JobLabelSearch).items;
  }

  it('lists every label with its sub-labels for an empty query', async () => {
    const items = await search('');
    expect(items).toHaveLength(12);
    expect(items[0]).toEqual(
      expect.objectContaining({ jobLabel: '개발', jobSubLabels: expect.arrayContaining(['백엔드']) }),
    );
  });

  it('matches the label itself with all its sub-labels', async () => {
    const items = await search('디자인');
    expect(items.find((item) => item.jobLabel === '디자인')?.jobSubLabels).toHaveLength(7);
  });

  it('matches sub-labels across labels, ignoring case and the separator dot', async () => {
    expect(await search('ios')).toEqual([{ jobLabel: '개발', jobSubLabels: ['iOS'] }]);
    expect(await search('매니저')).toEqual(
      expect.arrayContaining([
        { jobLabel: '기획·PM', jobSubLabels: ['프로덕트 매니저', '프로젝트 매니저'] },
        expect.objectContaining({ jobLabel: '영업', jobSubLabels: ['세일즈 매니저', '파트너십 매니저'] }),
      ]),
    );
    expect(await search('인프라')).toEqual([{ jobLabel: '개발', jobSubLabels: ['데브옵스·인프라'] }]);
    expect(await search('없는직무')).toEqual([]);
  });

  it('refuses a query over 30 characters or a missing one with 400', async () => {
    await expectError(await app.request(`/api/users/labels/search?q=${'가'.repeat(31)}`), 400, 'BAD_REQUEST');
    await expectError(await app.request('/api/users/labels/search'), 400, 'BAD_REQUEST');
  });

  it('answers the 7 popular jobs, each count grown by one per whole 10 minutes since 2024-01-01 KST', async () => {
    const read = async () => {
      const response = await app.request('/api/users/labels/popular');
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(is(body, PopularJobs)).toBe(true);
      return (body as PopularJobs).items;
    };
    const periods = Math.floor((app.deps.now().getTime() - EPOCH) / TEN_MINUTES);
    const items = await read();
    expect(items.map((item) => item.rank)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(items[0]).toEqual({ rank: 1, jobLabel: '개발', jobSubLabel: '백엔드', count: expect.any(Number) });
    // The request may have crossed a period boundary.
    expect([9640 + periods, 9640 + periods + 1]).toContain(items[0].count);
    const before = items[0].count;
    app.advance(3 * TEN_MINUTES);
    expect((await read())[0].count - before).toBeGreaterThanOrEqual(3);
    expect((await read())[0].count - before).toBeLessThanOrEqual(4);
  });
});
