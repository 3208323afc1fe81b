import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, salaries } from '../../server/db/schema';
import { HealthSalary, type TwoWayContinuation } from '../../src/contract/signup';
import { UserVerifyData } from '../../src/contract/verify-data';
import { expectError, type Tokens } from './helpers';
import { APPROVAL_MS, inbox, signupBody, verifiedCandidate } from './signup-flow';
import { createTestApp, drivers, signIn, type TestApp } from './test-app';

const FLOOR_MESSAGE = '2,400만원 이하의 연봉은 입력할 수 없습니다.';

describe.each(drivers)('salary verification and submit on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const post = (path: string, token: string, json?: unknown) => app.request(path, { method: 'POST', token, json });

  /** Identity for the tax form: birthday YYMMDD + a back part consistent with the birthday and gender. */
  const identityOf = (birthday: string, back: string) => `${birthday.slice(2)}${back}`;

  async function taxFlow(token: string, body: { name: string; phone: string; identity: string }) {
    const started = await post('/api/v3/users/tax', token, { ...body, consent: true });
    expect(started.status, await started.clone().text()).toBe(200);
    const continuation = (await started.json()) as TwoWayContinuation;
    app.advance(APPROVAL_MS);
    return post('/api/v3/users/tax/verify', token, continuation);
  }

  describe('health-insurance salaries', () => {
    it('answers 2023–2025 between 3,000 and 12,000 만원, the same for the same person', async () => {
      const verified = await verifiedCandidate(
        app,
        signupBody('01060000001', { name: '오지민', birthday: '19900202' }),
      );
      const first = await post('/api/v3/users/verify/salary', verified.accessToken);
      expect(first.status).toBe(200);
      const body = (await first.json()) as HealthSalary;
      expect(is(body, HealthSalary)).toBe(true);
      expect(body.salaryItems.map((item) => item.year)).toEqual([2023, 2024, 2025]);
      for (const { salary } of body.salaryItems) {
        expect(Number.isInteger(salary)).toBe(true);
        expect(salary).toBeGreaterThanOrEqual(3000);
        expect(salary).toBeLessThanOrEqual(12000);
      }
      const again = (await (await post('/api/v3/users/verify/salary', verified.accessToken)).json()) as HealthSalary;
      expect(again).toEqual(body);
      const stored = await app.deps.db.select().from(salaries).where(eq(salaries.candidateId, verified.userId));
      expect(stored.filter((row) => row.source === 'HEALTH')).toHaveLength(3);
    });

    it('needs a candidate token and a completed career verification', async () => {
      await expectError(await app.request('/api/v3/users/verify/salary', { method: 'POST' }), 401, 'UNAUTHORIZED');
      const demo = await signIn(app, '01012345678');
      await expectError(
        await post('/api/v3/users/verify/salary', demo.body.accessToken),
        409,
        'AUTH_NOT_COMPLETED',
        '인증이 완료되지 않았습니다.',
      );
    });
  });

  describe('the tax office', () => {
    it('runs the two-way flow and answers the income above 0', async () => {
      const body = signupBody('01060000010', { name: '윤서아', birthday: '19920614', gender: '여성' });
      const verified = await verifiedCandidate(app, body);
      const response = await taxFlow(verified.accessToken, {
        name: body.name,
        phone: body.phone,
        identity: identityOf(body.birthday, '2345678'),
      });
      expect(response.status).toBe(200);
      const { salaryByTax } = (await response.json()) as { salaryByTax: number };
      expect(salaryByTax).toBeGreaterThanOrEqual(3000);
      expect(salaryByTax).toBeLessThanOrEqual(12000);
      expect((await inbox(app, body.phone))[0].body).toBe('[카카오톡] 볼트X 국세청 연봉 인증 요청이 도착했어요.');

      const data = (await (
        await app.request('/api/users/verify', { token: verified.accessToken })
      ).json()) as UserVerifyData;
      expect(data.salaryItems).toContainEqual({ type: 'INPUT', year: 2024, inputSalary: salaryByTax, source: 'TAX' });
    });

    it('answers salaryByTax 0 for a phone ending in 0000', async () => {
      const body = signupBody('01060010000', { birthday: '20010105', gender: '남성' });
      const verified = await verifiedCandidate(app, body);
      const response = await taxFlow(verified.accessToken, {
        name: body.name,
        phone: body.phone,
        identity: identityOf(body.birthday, '3456789'),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ salaryByTax: 0 });
    });

    it('answers 420 when the resident number does not belong to the birthday and gender', async () => {
      const body = signupBody('01060000011', { birthday: '19920614', gender: '남성' });
      const verified = await verifiedCandidate(app, body);
      for (const identity of [identityOf('19920615', '1234567'), identityOf(body.birthday, '2234567')]) {
        const response = await post('/api/v3/users/tax', verified.accessToken, {
          name: body.name,
          phone: body.phone,
          identity,
          consent: true,
        });
        await expectError(response, 420, 'IDENTITY_MISMATCH', '주민등록번호가 일치하지 않습니다.');
      }
    });

    it('answers 409 before the approval and refuses another person or a missing consent', async () => {
      const body = signupBody('01060000012');
      const verified = await verifiedCandidate(app, body);
      const form = {
        name: body.name,
        phone: body.phone,
        identity: identityOf(body.birthday, '1234567'),
        consent: true,
      };
      await expectError(
        await post('/api/v3/users/tax', verified.accessToken, { ...form, phone: '01060000099' }),
        400,
        'INPUT_MISMATCH',
      );
      await expectError(
        await post('/api/v3/users/tax', verified.accessToken, { ...form, consent: false }),
        400,
        'BAD_REQUEST',
      );
      await expectError(
        await post('/api/v3/users/tax', verified.accessToken, { ...form, identity: '9203141' }),
        400,
        'BAD_REQUEST',
      );
      const continuation = (await (
        await post('/api/v3/users/tax', verified.accessToken, form)
      ).json()) as TwoWayContinuation;
      await expectError(
        await post('/api/v3/users/tax/verify', verified.accessToken, continuation),
        409,
        'AUTH_NOT_COMPLETED',
      );

      // Another candidate cannot complete this one's flow.
      const other = await verifiedCandidate(app, signupBody('01060000013'));
      app.advance(APPROVAL_MS);
      await expectError(
        await post('/api/v3/users/tax/verify', other.accessToken, continuation),
        404,
        'VERIFY_NOT_FOUND',
      );
      expect((await post('/api/v3/users/tax/verify', verified.accessToken, continuation)).status).toBe(200);
    });
  });

  describe('saving the salary', () => {
    let tokens: Tokens & { userId: string };
    beforeAll(async () => {
      tokens = await verifiedCandidate(app, signupBody('01060000020'));
    });

    const save = (json: unknown) => post('/api/v2/users/salary', tokens.accessToken, json);

    it.each([2400, 1])('refuses a typed salary of %i 만원 with the floor message', async (salary) => {
      const response = await save({ salaryType: 'HEALTH', salaryItems: [{ type: 'INPUT', year: 2024, salary }] });
      const error = await expectError(response, 400, 'BAD_REQUEST', FLOOR_MESSAGE);
      expect(error.status.field).toBe('salaryItems.0.salary');
    });

    it('refuses amounts outside 0–200,000, fractions, unknown years and a tax basis that was never verified', async () => {
      for (const item of [
        { type: 'INPUT', year: 2024, salary: 200_001 },
        { type: 'INPUT', year: 2024, salary: 5000.5 },
        { type: 'INPUT', year: 2022, salary: 5000 },
        { type: 'HOPE', year: 2024, salary: 7000 },
      ]) {
        await expectError(await save({ salaryType: 'HEALTH', salaryItems: [item] }), 400, 'BAD_REQUEST');
      }
      await expectError(
        await save({ salaryType: 'TAX', salaryItems: [{ type: 'INPUT', year: 2024, salary: 5000 }] }),
        400,
        'BAD_REQUEST',
        '국세청으로 인증된 연봉 정보를 선택할 수 없습니다.',
      );
    });

    it('stores typed, hoped and reward amounts in 만원', async () => {
      const response = await save({
        salaryType: 'HEALTH',
        salaryItems: [
          { type: 'INPUT', year: 2024, salary: 2401 },
          { type: 'INPUT', year: 2025, salary: 0 },
          { type: 'HOPE', year: 2025, salary: 8000 },
          { type: 'REWARD', year: 2024, additionReward: 500 },
        ],
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      const data = (await (
        await app.request('/api/users/verify', { token: tokens.accessToken })
      ).json()) as UserVerifyData;
      expect(data.salaryItems).toEqual(
        expect.arrayContaining([
          { type: 'INPUT', year: 2024, inputSalary: 2401, source: 'INPUT' },
          { type: 'HOPE', year: 2025, inputSalary: 8000, source: 'INPUT' },
          { type: 'REWARD', year: 2024, inputSalary: 500, source: 'INPUT' },
        ]),
      );
    });
  });

  describe('submitting', () => {
    it('answers 422 without a saved salary, then publishes the profile once one is saved', async () => {
      const verified = await verifiedCandidate(app, signupBody('01060000030'));
      await expectError(
        await post('/api/v3/users/submit', verified.accessToken),
        422,
        'SALARY_REQUIRED',
        '연봉 정보가 저장되지 않았어요. 연봉을 입력한 뒤 다시 제출해 주세요.',
      );
      const saved = await post('/api/v2/users/salary', verified.accessToken, {
        salaryType: 'HEALTH',
        salaryItems: [{ type: 'INPUT', year: 2025, salary: 6200 }],
      });
      expect(saved.status).toBe(200);
      const submitted = await post('/api/v3/users/submit', verified.accessToken);
      expect(submitted.status).toBe(200);
      expect(await submitted.json()).toEqual({ ok: true });
      const [candidate] = await app.deps.db.select().from(candidates).where(eq(candidates.id, verified.userId));
      expect(candidate.isActivate).toBe(true);
      expect(candidate.submittedAt).toBeInstanceOf(Date);
      const my = await app.request('/api/v3/users/my', { token: verified.accessToken });
      expect(await my.json()).toMatchObject({ isActivate: true });
    });
  });

  describe('GET /users/verify', () => {
    it("answers the candidate's verified data in the contract's shape", async () => {
      const body = signupBody('01060000040', { name: 'Jiwoo', jobLabel: '디자인', jobSubLabel: 'UX 디자이너' });
      const verified = await verifiedCandidate(app, body);
      await post('/api/v3/users/verify/salary', verified.accessToken);
      const response = await app.request('/api/users/verify', { token: verified.accessToken });
      expect(response.status).toBe(200);
      const data = await response.json();
      expect(is(data, UserVerifyData), JSON.stringify(data).slice(0, 300)).toBe(true);
      expect(data).toMatchObject({
        userItems: {
          name: 'Jiwoo',
          phone: body.phone,
          birthday: body.birthday,
          gender: body.gender,
          jobLabel: '디자인',
          jobSubLabel: 'UX 디자이너',
        },
        careerItems: verified.careerItems,
        techStackItems: [],
        userSchoolItems: [],
      });
      expect((data as UserVerifyData).salaryItems.filter((item) => item.source === 'HEALTH')).toHaveLength(3);
      await expectError(await app.request('/api/users/verify'), 401, 'UNAUTHORIZED');
    });
  });
});
