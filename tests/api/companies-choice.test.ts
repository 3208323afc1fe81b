/**
 * Interest and restricted companies (SPEC §5 interest limit, §7 /users/companies/{mode},
 * /users/companies/search, /v2/users/select/{id}; DESIGN.md §3: the current employer is always
 * restricted).
 */
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateCompanies, companies } from '../../server/db/schema';
import { ChosenCompanies, CompanySearchResult, interestLimitMessage } from '../../src/contract/profile';
import { asBiz, candidateToken, companyIds, poolCandidate } from './biz-fixtures';
import { expectError } from './helpers';
import { newCandidate } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

type Candidate = { id: string; token: string };

describe.each(drivers)('chosen companies on %s', (driver) => {
  let app: TestApp;
  let ids: Awaited<ReturnType<typeof companyIds>>;
  let allIds: number[];
  beforeAll(async () => {
    app = await createTestApp(driver);
    ids = await companyIds(app);
    allIds = (await app.deps.db.select({ id: companies.id }).from(companies)).map((row) => row.id);
  });
  afterAll(() => app?.close());

  async function listOf(candidate: Candidate, mode: string): Promise<ChosenCompanies> {
    const response = await app.request(`/api/users/companies/${mode}`, { token: candidate.token });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    expect(is(body, ChosenCompanies), JSON.stringify(body)).toBe(true);
    return body as ChosenCompanies;
  }

  const choose = (candidate: Candidate, mode: string, companyIds: unknown) =>
    app.request(`/api/users/companies/${mode}`, { method: 'PATCH', token: candidate.token, json: { companyIds } });

  const idsOf = (list: ChosenCompanies) => list.companyItems.map((item) => item.id);

  it('starts empty with a limit of 6, and stores up to 6 interest companies in the order chosen', async () => {
    const candidate = await newCandidate(app);
    expect(await listOf(candidate, 'interest')).toEqual({ companyItems: [], limit: 6 });
    const six = allIds.slice(0, 6);
    const response = await choose(candidate, 'interest', [...six, six[0]]);
    expect(response.status).toBe(200);
    const list = (await response.json()) as ChosenCompanies;
    expect(idsOf(list)).toEqual(six);
    expect(list.companyItems[0]).toEqual({
      id: six[0],
      name: expect.any(String),
      logo: expect.any(String),
      locked: false,
    });
    expect(await listOf(candidate, 'interest')).toEqual(list);
  });

  it('refuses a 7th interest company with SPEC toast', async () => {
    const candidate = await newCandidate(app);
    const response = await choose(candidate, 'interest', allIds.slice(0, 7));
    const body = await expectError(response, 400, 'BAD_REQUEST', '나의 관심회사는 최대 6개까지만 선택할 수 있어요!');
    expect(body.status.field).toBe('companyIds');
    expect(idsOf(await listOf(candidate, 'interest'))).toEqual([]);
  });

  it('lets a candidate who chose more before keep that many, but not more', async () => {
    const candidate = await newCandidate(app);
    const eight = allIds.slice(0, 8);
    await app.deps.db
      .insert(candidateCompanies)
      .values(eight.map((companyId) => ({ candidateId: candidate.id, companyId, mode: 'interest' as const })));
    expect((await listOf(candidate, 'interest')).limit).toBe(8);
    expect((await choose(candidate, 'interest', [...eight.slice(1), allIds[9]])).status).toBe(200);
    const response = await choose(candidate, 'interest', allIds.slice(0, 9));
    await expectError(response, 400, 'BAD_REQUEST', interestLimitMessage(8));
    const shrunk = await choose(candidate, 'interest', eight.slice(0, 2));
    expect(((await shrunk.json()) as ChosenCompanies).limit).toBe(6);
  });

  it('takes the sign-up’s userSelect on the caller’s own id as the interest companies', async () => {
    const candidate = await newCandidate(app);
    const response = await app.request(`/api/v2/users/select/${candidate.id}`, {
      method: 'PATCH',
      token: candidate.token,
      json: { userSelect: [ids.maru, ids.nuri] },
    });
    expect(response.status).toBe(200);
    expect(idsOf(await listOf(candidate, 'interest'))).toEqual([ids.maru, ids.nuri]);
    const tooMany = await app.request(`/api/v2/users/select/${candidate.id}`, {
      method: 'PATCH',
      token: candidate.token,
      json: { userSelect: allIds.slice(0, 7) },
    });
    expect((await expectError(tooMany, 400, 'BAD_REQUEST', interestLimitMessage(6))).status.field).toBe('userSelect');
  });

  it('refuses a company that does not exist and a mode that does not', async () => {
    const candidate = await newCandidate(app);
    const unknown = await choose(candidate, 'interest', [ids.nuri, 999_999]);
    expect((await expectError(unknown, 400, 'BAD_REQUEST')).status.field).toBe('companyIds.1');
    await expectError(await choose(candidate, 'favorite', [ids.nuri]), 400, 'BAD_REQUEST');
    await expectError(
      await app.request('/api/users/companies/favorite', { token: candidate.token }),
      400,
      'BAD_REQUEST',
    );
    await expectError(await choose(candidate, 'interest', [0]), 400, 'BAD_REQUEST');
  });

  it('always lists the current employer first and locked in restrict, and keeps it when a patch leaves it out', async () => {
    const person = await poolCandidate(app, {
      careers: [
        { company: '누리페이', start: '2018-01', end: '2020-12' },
        { company: '㈜한빛모빌리티', start: '2021-01', end: '' },
      ],
    });
    const candidate = { id: person.id, token: await candidateToken(app, person.id) };
    const start = await listOf(candidate, 'restrict');
    expect(start).toEqual({
      companyItems: [{ id: ids.hanbit, name: '한빛모빌리티', logo: expect.any(String), locked: true }],
      limit: null,
    });

    const response = await choose(candidate, 'restrict', [ids.garam, ids.dodam]);
    expect(response.status).toBe(200);
    const list = (await response.json()) as ChosenCompanies;
    expect(list.companyItems.map((item) => [item.id, item.locked])).toEqual([
      [ids.hanbit, true],
      [ids.garam, false],
      [ids.dodam, false],
    ]);

    const emptied = await choose(candidate, 'restrict', [ids.hanbit]);
    expect(((await emptied.json()) as ChosenCompanies).companyItems.map((item) => [item.id, item.locked])).toEqual([
      [ids.hanbit, true],
    ]);
    // Restricted by rule: the employer's recruiter never sees the candidate, whatever was sent.
    await expectError(await asBiz(app, 'hanbit', `/api/biz/candidates/${person.id}`), 404, 'NOT_FOUND');
    expect((await asBiz(app, 'nuri', `/api/biz/candidates/${person.id}`)).status).toBe(200);
  });

  it('hides the candidate from a restricted company and shows them again when lifted', async () => {
    const person = await poolCandidate(app);
    const candidate = { id: person.id, token: await candidateToken(app, person.id) };
    expect((await choose(candidate, 'restrict', [ids.maru])).status).toBe(200);
    await expectError(await asBiz(app, 'maru', `/api/biz/candidates/${person.id}`), 404, 'NOT_FOUND');
    expect((await choose(candidate, 'restrict', [])).status).toBe(200);
    expect((await asBiz(app, 'maru', `/api/biz/candidates/${person.id}`)).status).toBe(200);
  });

  it('searches companies by a part of the name, any case, names starting with it first, at most 20', async () => {
    const candidate = await newCandidate(app);
    const search = async (q: string) => {
      const response = await app.request(`/api/users/companies/search?q=${encodeURIComponent(q)}`, {
        token: candidate.token,
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(is(body, CompanySearchResult)).toBe(true);
      return (body as CompanySearchResult).companyItems.map((item) => item.name);
    };
    expect(await search('게임즈')).toEqual(['너울게임즈', '별무리게임즈']);
    expect(await search('한')).toEqual(['한결모터스', '한빛모빌리티']);
    expect(await search('slgiro')).toEqual([]);
    expect(await search('ai')).toEqual(['슬기로AI']);
    expect(await search('%')).toEqual([]);
    expect(await search('한빛 모빌리티')).toEqual(['한빛모빌리티']);
    expect(await search('  게임즈 너울 ')).toEqual(['너울게임즈']);
    expect(await search('슬기로 ai')).toEqual(['슬기로AI']);
    expect((await search('이')).length).toBeLessThanOrEqual(20);
    await expectError(
      await app.request('/api/users/companies/search?q=', { token: candidate.token }),
      400,
      'BAD_REQUEST',
    );
    const long = await app.request(`/api/users/companies/search?q=${'가'.repeat(31)}`, { token: candidate.token });
    await expectError(long, 400, 'BAD_REQUEST');
  });
});
