import { type Infer, is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MajorSearch, SchoolSearch } from '../../src/contract/signup';
import { expectError } from './helpers';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('school and major search on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  async function schools(q: string) {
    const response = await app.request(`/api/users/school?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(is(body, SchoolSearch)).toBe(true);
    return (body as Infer<typeof SchoolSearch>).items;
  }

  async function majors(q: string) {
    const response = await app.request(`/api/users/major?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(is(body, MajorSearch)).toBe(true);
    return (body as Infer<typeof MajorSearch>).items;
  }

  it('finds seeded universities with their type, names starting with the text first', async () => {
    expect(await schools('서울대')).toEqual([{ type: '대학교', name: '서울대학교' }]);
    const found = await schools('서울');
    expect(found[0].name.startsWith('서울')).toBe(true);
    expect(found.map((school) => school.name)).toEqual(expect.arrayContaining(['서울시립대학교', '서울교육대학교']));
    expect(await schools('과학기술원')).toContainEqual({ type: '과학기술원', name: '한국과학기술원' });
  });

  it('ignores spaces on both sides and finds names that hold every word', async () => {
    expect((await schools('서울대 학교'))[0]).toEqual({ type: '대학교', name: '서울대학교' });
    const spaced = (await schools('서울 대학교')).map((school) => school.name);
    expect(spaced[0]).toBe('서울대학교');
    expect(spaced).toEqual(expect.arrayContaining(['서울시립대학교', '서울교육대학교']));
    expect(await schools('대학교 연세')).toEqual([{ type: '대학교', name: '연세대학교' }]);
    expect(await majors('컴퓨터 공학')).toEqual(expect.arrayContaining(['컴퓨터공학과']));
    expect(await majors('컴퓨터 공학')).not.toContain('경영학과');
  });

  it('answers at most 20 schools', async () => {
    expect((await schools('대학교')).length).toBe(20);
  });

  it('strips special characters before searching, also on the server', async () => {
    expect(await schools('연세%대')).toEqual([{ type: '대학교', name: '연세대학교' }]);
    expect(await schools('%_')).toEqual([]);
    expect(await schools("고려'; drop table schools; --")).toEqual([]);
    expect((await schools('고려')).map((school) => school.name)).toContain('고려대학교');
  });

  it('needs 2 characters for schools and 1 for majors', async () => {
    await expectError(await app.request('/api/users/school?q=서'), 400, 'BAD_REQUEST');
    await expectError(await app.request('/api/users/major?q='), 400, 'BAD_REQUEST');
    expect(await majors('컴')).toEqual(expect.arrayContaining(['컴퓨터공학과', '컴퓨터과학과', '컴퓨터교육과']));
  });

  it('finds seeded majors as plain strings, at most 20', async () => {
    expect(await majors('경영')).toEqual(expect.arrayContaining(['경영학과', '경영정보학과', '호텔경영학과']));
    expect((await majors('학')).length).toBe(20);
    expect(await majors('!@#')).toEqual([]);
  });
});
