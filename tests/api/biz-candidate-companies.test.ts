/**
 * The companies the console offers for one candidate (GET /api/biz/candidates/{id}/companies) never
 * include the candidate's current employer or a company they restricted, and the current employer
 * sees nothing of the candidate: not in the pool, not by id, not as a company to send for, and a send
 * for it — by its recruiter, or by an agent naming it alone or in a curation — is refused like a send
 * to a candidate who does not exist.
 */
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BizCompanyList, type CandidatePool } from '../../src/contract/biz';
import { asBiz, type CompanyName, companyIds, curationOf, offerTerms, poolCandidate, uniqueTag } from './biz-fixtures';
import { expectError } from './helpers';
import { createTestApp, drivers, type TestApp } from './test-app';

const NOT_FOUND_MESSAGE = '후보자를 찾을 수 없습니다.';

describe.each(drivers)('the companies offered for a candidate on %s', (driver) => {
  let app: TestApp;
  let ids: Record<CompanyName, number>;
  beforeAll(async () => {
    app = await createTestApp(driver);
    ids = await companyIds(app);
  });
  afterAll(() => app?.close());

  /** A candidate working at 한빛모빌리티 now, once at 누리페이, who restricted 마루클라우드. */
  const employedAtHanbit = (hashtag: string) =>
    poolCandidate(app, {
      hashtags: [hashtag],
      hopeSalary: 6000,
      careers: [
        { company: '누리페이', start: '2016-01', end: '2019-12' },
        { company: '(주)한빛모빌리티', start: '2020-01', end: '' },
      ],
      restrict: [ids.maru],
    });

  async function companiesFor(account: 'agent' | 'operator' | 'nuri', candidateId: string) {
    const response = await asBiz(app, account, `/api/biz/candidates/${candidateId}/companies`);
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(is(body, BizCompanyList)).toBe(true);
    return (body as BizCompanyList).items.map((company) => company.id);
  }

  it('offers an agent every participating company but the current employer and the restricted ones', async () => {
    const { id } = await employedAtHanbit(uniqueTag());
    for (const account of ['agent', 'operator'] as const) {
      const offered = await companiesFor(account, id);
      expect(offered).not.toContain(ids.hanbit);
      expect(offered).not.toContain(ids.maru);
      expect(offered).toEqual(expect.arrayContaining([ids.nuri, ids.garam, ids.dodam]));
    }
  });

  it('offers a recruiter only their own company', async () => {
    const { id } = await employedAtHanbit(uniqueTag());
    expect(await companiesFor('nuri', id)).toEqual([ids.nuri]);
  });

  it('shows the current employer nothing of the candidate and refuses every send for it', async () => {
    const tag = uniqueTag();
    const { id } = await employedAtHanbit(tag);
    const pool = (await (await asBiz(app, 'hanbit', `/api/biz/candidates?hashtag=${tag}`)).json()) as CandidatePool;
    expect(pool.items).toEqual([]);
    for (const path of [`/api/biz/candidates/${id}`, `/api/biz/candidates/${id}/companies`]) {
      await expectError(await asBiz(app, 'hanbit', path), 404, 'NOT_FOUND', NOT_FOUND_MESSAGE);
    }
    const sends = [
      asBiz(app, 'hanbit', '/api/biz/offers', { method: 'POST', json: offerTerms(id) }),
      asBiz(app, 'agent', '/api/biz/offers', { method: 'POST', json: offerTerms(id, { companyId: ids.hanbit }) }),
      asBiz(app, 'agent', '/api/biz/curations', { method: 'POST', json: curationOf(id, [ids.hanbit, ids.garam]) }),
    ];
    for (const response of await Promise.all(sends)) {
      await expectError(response, 404, 'NOT_FOUND', NOT_FOUND_MESSAGE);
    }
  });

  it('answers a candidate the viewer may not see like one that does not exist', async () => {
    const stopped = await poolCandidate(app, { isActivate: false });
    for (const id of [stopped.id, '00000000-0000-4000-8000-000000000000']) {
      await expectError(
        await asBiz(app, 'agent', `/api/biz/candidates/${id}/companies`),
        404,
        'NOT_FOUND',
        NOT_FOUND_MESSAGE,
      );
    }
  });
});
