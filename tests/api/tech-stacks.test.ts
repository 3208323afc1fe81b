/**
 * Tech stacks (SPEC §5 search cut to 20, §7 techStackSearch, techStackRecommend, /users/techstack):
 * the seeded catalog, the search, recommendations by job label and the candidate's own list.
 */
import { count } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { techStacks } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { seedTechStacks } from '../../server/db/seed-content/tech-stacks';
import { type ProfileV3, TechStackSearch } from '../../src/contract/profile';
import { candidateToken, poolCandidate } from './biz-fixtures';
import { expectError } from './helpers';
import { newCandidate } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('tech stacks on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  async function items(path: string, token: string): Promise<string[]> {
    const response = await app.request(path, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    expect(is(body, TechStackSearch), JSON.stringify(body)).toBe(true);
    return (body as TechStackSearch).items;
  }

  const search = (token: string, q: string) => items(`/api/users/techStackSearch?q=${encodeURIComponent(q)}`, token);
  const recommend = (token: string) => items('/api/users/techStackRecommend', token);
  const update = (token: string, techStackItems: unknown) =>
    app.request('/api/users/techstack', { method: 'PATCH', token, json: { techStackItems } });

  it('seeds the catalog once, however often the seed runs', async () => {
    const [before] = await app.deps.db.select({ n: count() }).from(techStacks);
    expect(before.n).toBe(seedTechStacks.length);
    expect(before.n).toBeGreaterThanOrEqual(100);
    await seed(app.deps.db, { demo: true });
    const [after] = await app.deps.db.select({ n: count() }).from(techStacks);
    expect(after.n).toBe(before.n);
  });

  it('finds names starting with the text first, then names containing it, any case', async () => {
    const { token } = await newCandidate(app);
    expect((await search(token, 'java')).slice(0, 2)).toEqual(['Java', 'JavaScript']);
    const sql = await search(token, 'SQL');
    expect(sql[0]).toBe('SQL');
    expect(sql).toEqual(['SQL', 'MySQL', 'PostgreSQL']);
    expect(await search(token, 'spring b')).toEqual(['Spring Boot']);
  });

  it('ignores special characters, and answers nothing for nothing', async () => {
    const { token } = await newCandidate(app);
    expect(await search(token, 'node.js')).toEqual(['Node.js']);
    expect(await search(token, 'nodejs')).toEqual(['Node.js']);
    expect((await search(token, 'c#'))[0]).toBe('C#');
    expect(await search(token, '%_')).toEqual([]);
    expect(await search(token, '')).toEqual([]);
    expect(await search(token, '없는스택')).toEqual([]);
  });

  it('cuts the results to 20 and refuses text over 30 characters', async () => {
    const { token } = await newCandidate(app);
    expect(await search(token, 'e')).toHaveLength(20);
    const long = await app.request(`/api/users/techStackSearch?q=${'a'.repeat(31)}`, { token });
    await expectError(long, 400, 'BAD_REQUEST');
  });

  it('recommends ten stacks of the job label, most popular first, leaving out those chosen', async () => {
    const developer = await poolCandidate(app, { jobLabel: '개발', techStacks: ['react'] });
    const token = await candidateToken(app, developer.id);
    const recommended = await recommend(token);
    expect(recommended).toHaveLength(10);
    expect(recommended.slice(0, 3)).toEqual(['JavaScript', 'Python', 'Java']);
    expect(recommended).not.toContain('React');

    const designer = await poolCandidate(app, { jobLabel: '디자인' });
    expect((await recommend(await candidateToken(app, designer.id)))[0]).toBe('Figma');

    const other = await poolCandidate(app, { jobLabel: '기타' });
    expect(await recommend(await candidateToken(app, other.id))).toHaveLength(10);
  });

  it('stores the list trimmed, without repeats of any case, catalog names as the catalog writes them', async () => {
    const candidate = await newCandidate(app);
    const response = await update(candidate.token, [
      '  spring boot ',
      'Spring Boot',
      'REACT',
      'react',
      '사내 프레임워크',
    ]);
    expect(response.status).toBe(200);
    const stored = ['Spring Boot', 'React', '사내 프레임워크'];
    expect(await response.json()).toEqual({ techStackItems: stored });
    const profile = (await (
      await app.request('/api/v3/users/profile', { token: candidate.token })
    ).json()) as ProfileV3;
    expect(profile.techStackItems).toEqual(stored);
  });

  it('refuses more than 30 entries, an empty one and one over 40 characters', async () => {
    const candidate = await newCandidate(app);
    const thirtyOne = Array.from({ length: 31 }, (_, index) => `stack${index}`);
    await expectError(await update(candidate.token, thirtyOne), 400, 'BAD_REQUEST');
    expect((await update(candidate.token, thirtyOne.slice(0, 30))).status).toBe(200);
    const blank = await update(candidate.token, ['React', '   ']);
    expect((await expectError(blank, 400, 'BAD_REQUEST')).status.field).toBe('techStackItems.1');
    await expectError(await update(candidate.token, ['x'.repeat(41)]), 400, 'BAD_REQUEST');
  });
});
