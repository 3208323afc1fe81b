/**
 * The SPEC §7 calls of older versions: each answers what its newer call answers, in the
 * shape SPEC §3 names, through the same domain code; each refuses other people's ids and bad input.
 */
import { is, type Struct } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salaries } from '../../server/db/schema';
import {
  CareerList,
  OfferItems,
  ProfileForm,
  ProfileV2,
  SalaryV2,
  SalaryV3,
  VerifiedV2,
} from '../../src/contract/legacy';
import type { OfferList } from '../../src/contract/offers';
import { ProfileV3 } from '../../src/contract/profile';
import { HealthSalary } from '../../src/contract/signup';
import { companyIds, offerTerms, poolCandidate, sentOffer } from './biz-fixtures';
import { expectError } from './helpers';
import { tokenFor } from './offer-fixtures';
import { APPROVAL_MS, signupBody, startVerification, verifiedCandidate } from './signup-flow';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('the older SPEC §7 calls on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  async function get<T>(path: string, token: string, struct: Struct<T>) {
    const response = await app.request(path, { token });
    const text = await response.text();
    expect(response.status, `${path}: ${text.slice(0, 300)}`).toBe(200);
    const body = JSON.parse(text) as T;
    expect(is(body, struct), `${path}: ${text.slice(0, 300)}`).toBe(true);
    return body;
  }

  async function candidateWithSalaries() {
    const candidate = await poolCandidate(app, { verifiedSalary: 6000, hopeSalary: 7500 });
    await app.deps.db.insert(salaries).values([
      { candidateId: candidate.id, source: 'INPUT', type: 'INPUT', year: 2025, amount: 6500, basis: 'TAX' },
      { candidateId: candidate.id, source: 'TAX', type: 'INPUT', year: 2024, amount: 5900 },
    ]);
    return { ...candidate, token: await tokenFor(app, candidate.id) };
  }

  it('GET /users/profile/{id} answers the profile form of the caller, and 404 for anyone else', async () => {
    const own = await candidateWithSalaries();
    const other = await poolCandidate(app);
    const form = await get(`/api/users/profile/${own.id}`, own.token, ProfileForm);
    const v3 = await get('/api/v3/users/profile', own.token, ProfileV3);
    expect(form).toMatchObject({ jobLabel: v3.jobLabel, hashtags: v3.hashtags, resumeFileUrl: null, email: v3.email });
    expect(form.careerItems).toEqual(v3.careerItems);
    await expectError(await app.request(`/api/users/profile/${other.id}`, { token: own.token }), 404, 'NOT_FOUND');
    await expectError(await app.request('/api/users/profile/not-a-user', { token: own.token }), 404, 'NOT_FOUND');
  });

  it('GET /v2/users/profile answers careers, salaries and links as v3 has them', async () => {
    const own = await candidateWithSalaries();
    const v2 = await get('/api/v2/users/profile', own.token, ProfileV2);
    const v3 = await get('/api/v3/users/profile', own.token, ProfileV3);
    expect(v2).toEqual({
      careerItems: v3.careerItems,
      userSalaryItems: v3.userSalaryItems,
      githubUrl: v3.githubUrl,
      linkedinUrl: v3.linkedinUrl,
    });
    expect(v2.userSalaryItems).toEqual([{ inputSalary: 6500, hopeSalary: 7500 }]);
  });

  it('GET /v2/users/salary and /v3/users/salary answer the typed and verified salaries', async () => {
    const own = await candidateWithSalaries();
    const v2 = await get('/api/v2/users/salary', own.token, SalaryV2);
    const v3 = await get('/api/v3/users/salary', own.token, SalaryV3);
    expect(v2.salaryType).toBe('TAX');
    expect(v2.salaryItems).toEqual(
      expect.arrayContaining([
        { type: 'INPUT', year: 2025, salary: 6500 },
        { type: 'HOPE', year: 2025, salary: 7500 },
      ]),
    );
    expect(v3).toMatchObject({
      salaryType: 'TAX',
      salaryByHealth: 6000,
      salaryByTax: 5900,
      inputSalary: { title: '2025년 계약 연봉', amount: 6500 },
      hopeSalary: 7500,
      additionReward: null,
    });
  });

  it('PATCH /users/additional stores the 2024 reward, and refuses a malformed amount', async () => {
    const own = await candidateWithSalaries();
    const response = await app.request('/api/users/additional', {
      method: 'PATCH',
      token: own.token,
      json: { additionReward: 800 },
    });
    expect(await response.json()).toEqual({ additionReward: 800 });
    const v3 = await get('/api/v3/users/salary', own.token, SalaryV3);
    expect(v3.additionReward).toBe(800);
    expect(v3.salaryItems).toContainEqual({ type: 'REWARD', year: 2024, additionReward: 800 });
    const bad = await app.request('/api/users/additional', {
      method: 'PATCH',
      token: own.token,
      json: { additionReward: -1 },
    });
    expect((await expectError(bad, 400, 'BAD_REQUEST')).status.field).toBe('additionReward');
  });

  it('DELETE /users/tax removes the tax-office income; typed salaries then compare against HEALTH', async () => {
    const own = await candidateWithSalaries();
    const response = await app.request('/api/users/tax', { method: 'DELETE', token: own.token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ salaryByTax: null });
    const v3 = await get('/api/v3/users/salary', own.token, SalaryV3);
    expect(v3).toMatchObject({ salaryType: 'HEALTH', salaryByTax: null, salaryByHealth: 6000 });
  });

  it('GET /users/career answers the careers in the candidate’s order', async () => {
    const candidate = await poolCandidate(app, {
      careers: [
        { company: '해솔데이터', start: '2015-01', end: '2019-12' },
        { company: '누리소프트', start: '2020-01', end: '' },
      ],
    });
    const list = await get('/api/users/career', await tokenFor(app, candidate.id), CareerList);
    expect(list.careerItems.map(({ company, start, end }) => ({ company, start, end }))).toEqual([
      { company: '해솔데이터', start: '2015-01', end: '2019-12' },
      { company: '누리소프트', start: '2020-01', end: '' },
    ]);
  });

  it('GET /v2/users/offers answers the v3 list’s cards; GET /users/offers/{userId}/{companyId} one company’s', async () => {
    const candidate = await poolCandidate(app);
    const token = await tokenFor(app, candidate.id);
    const company = await companyIds(app);
    const fromHanbit = await sentOffer(app, 'hanbit', offerTerms(candidate.id));
    const fromNuri = await sentOffer(app, 'nuri', offerTerms(candidate.id));
    const v3 = (await (await app.request('/api/v3/users/offers', { token })).json()) as OfferList;
    const v2 = await get('/api/v2/users/offers', token, OfferItems);
    expect(v2.offerItems).toEqual(v3.offerItems);
    expect((await get('/api/v2/users/offers?isSelected=true', token, OfferItems)).offerItems).toEqual([]);

    const ofNuri = await get(`/api/users/offers/${candidate.id}/${company.nuri}`, token, OfferItems);
    expect(ofNuri.offerItems.map((offer) => offer.id)).toEqual([fromNuri]);
    expect(ofNuri.offerItems[0]).toEqual(v3.offerItems.find((offer) => offer.id === fromNuri));
    expect(v3.offerItems.map((offer) => offer.id)).toContain(fromHanbit);
    const other = await poolCandidate(app);
    await expectError(await app.request(`/api/users/offers/${other.id}/${company.nuri}`, { token }), 404, 'NOT_FOUND');
    const malformed = await app.request(`/api/users/offers/${candidate.id}/0`, { token });
    expect((await expectError(malformed, 400, 'BAD_REQUEST')).status.field).toBe('companyId');
  });

  it('POST /users/verify/salary looks the health-insurance salaries up as /v3/users/verify/salary does', async () => {
    const verified = await verifiedCandidate(app, signupBody('01077700001'));
    const older = await app.request('/api/users/verify/salary', { method: 'POST', token: verified.accessToken });
    const text = await older.text();
    expect(older.status, text).toBe(200);
    const body = JSON.parse(text) as HealthSalary;
    expect(is(body, HealthSalary)).toBe(true);
    const newer = await app.request('/api/v3/users/verify/salary', { method: 'POST', token: verified.accessToken });
    expect(await newer.json()).toEqual(body);
  });

  it('POST /v2/users/verify completes the verification and answers tokens and existence; the second time 208', async () => {
    const body = signupBody('01077700002');
    const { continuation } = await startVerification(app, body);
    app.advance(APPROVAL_MS);
    const response = await app.request('/api/v2/users/verify', { method: 'POST', json: continuation });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    const verified = JSON.parse(text) as VerifiedV2;
    expect(is(verified, VerifiedV2), text).toBe(true);
    expect(verified.existence).toBe(false);
    expect((await app.request('/api/v3/users/my', { token: verified.accessToken })).status).toBe(200);

    const again = await startVerification(app, body);
    app.advance(APPROVAL_MS);
    const member = await app.request('/api/v2/users/verify', { method: 'POST', json: again.continuation });
    expect(member.status).toBe(208);
    expect(await member.json()).toEqual({ existence: true });
    await expectError(
      await app.request('/api/v2/users/verify', { method: 'POST', json: { cfid: 1 } }),
      400,
      'BAD_REQUEST',
    );
  });
});
