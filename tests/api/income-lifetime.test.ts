/**
 * The lifetime-income event from the lookup to the estimate, through the sandbox provider: the
 * approval 2 s after the start, failures chosen by the phone's last four digits, the graph windows
 * and the idempotent complete. Shares and the secret cards are in income-share.test.ts.
 */
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomeEvents } from '../../server/db/schema-income';
import { estimateLifetime } from '../../server/features/income/lifetime-income';
import {
  LIFETIME_LOOKUPS_PER_DAY,
  LOOKUP_LIMIT_MESSAGE,
  PROVIDER_ASK_INTERVAL_MS,
} from '../../server/features/income/lifetime-lookups';
import { TWO_WAY_WINDOW_MS } from '../../server/providers/identity-provider';
import { sandboxCareers, sandboxHealthSalaries, sandboxIncomes } from '../../server/providers/sandbox-person-data';
import {
  LIFETIME_STATUS_LOOP_COUNT,
  LIFETIME_VERIFY_YEARS,
  LIFETIME_YEARS_MESSAGE,
  LifetimeResult,
  LifetimeWindow,
  NO_INCOME_MESSAGE,
} from '../../src/contract/income';
import { DAY_MS, kstYear } from '../../src/contract/kst';
import { bizToken } from './biz-fixtures';
import { expectError } from './helpers';
import {
  complete,
  doneEvent,
  EARNER,
  EARNER_JOB,
  insertedCandidate,
  partnerToken,
  readStatus,
  signedUpCandidate,
  startedEvent,
  startLookup,
  statusOf,
  verifyBody,
  windowOf,
} from './income-fixtures';
import { tokenFor } from './offer-fixtures';
import { APPROVAL_MS } from './signup-flow';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('the lifetime-income event on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  let serial = 0;
  /** A phone of its own per test: 0108 + 3 digits + the ending that chooses the sandbox's answer. */
  const phone = (ending = '5678') => {
    serial += 1;
    return `0108${String(serial).padStart(3, '0')}${ending}`;
  };

  it('looks the incomes up, draws the windows and estimates the lifetime income', async () => {
    const candidate = await signedUpCandidate(app, phone());
    const eventId = await startedEvent(app, candidate.token, verifyBody({ loginTypeLevel: 5, telecom: 1 }));

    // Before the approval; the next poll within the interval does not ask the provider again.
    expect(await readStatus(app, candidate.token, eventId, 1)).toEqual({ status: 'WAITING', loadCount: 1 });
    app.advance(APPROVAL_MS);
    expect(await readStatus(app, candidate.token, eventId, 2)).toEqual({ status: 'WAITING', loadCount: 2 });
    app.advance(PROVIDER_ASK_INTERVAL_MS - APPROVAL_MS);
    expect(await readStatus(app, candidate.token, eventId, 3)).toEqual({ status: 'DONE', loadCount: 3 });
    expect(await readStatus(app, candidate.token, eventId, 4)).toEqual({ status: 'DONE', loadCount: 4 });

    const [row] = await app.deps.db.select().from(incomeEvents).where(eq(incomeEvents.id, eventId));
    const incomes = sandboxIncomes(EARNER.name, EARNER.birthday, LIFETIME_VERIFY_YEARS, EARNER_JOB);
    expect(row).toMatchObject({ status: 'DONE', candidateId: candidate.id, incomes });
    expect(incomes.every((income) => income.amount > 0)).toBe(true);

    const currentYear = kstYear(app.deps.now());
    const [firstCareer] = sandboxCareers(EARNER.name, EARNER.birthday, EARNER_JOB);
    const estimate = estimateLifetime({
      birthday: EARNER.birthday,
      taxIncomes: incomes,
      verifiedSalaries: [],
      careerStartMonth: firstCareer.start,
      currentYear,
    });
    if (!estimate) throw new Error('the sandbox person has incomes');

    const latest = await windowOf(app, candidate.token, {
      eventId,
      startYear: currentYear - 5,
      endYear: currentYear - 1,
    });
    const window = (await latest.json()) as LifetimeWindow;
    expect(is(window, LifetimeWindow), JSON.stringify(window)).toBe(true);
    expect(window).toMatchObject({ startYear: currentYear - 5, endYear: currentYear - 1, hasEarlier: true });
    expect(window.items).toHaveLength(5);

    const first = await windowOf(app, candidate.token, { eventId, startYear: 2018, endYear: 2022 });
    const careerStartYear = Number(sandboxCareers(EARNER.name, EARNER.birthday, EARNER_JOB)[0].start.slice(0, 4));
    expect(await first.json()).toEqual({
      startYear: 2018,
      endYear: 2022,
      hasEarlier: careerStartYear < 2018,
      items: incomes.map((income) => ({ ...income, kind: 'VERIFIED' })),
    });

    const completed = await complete(app, candidate.token, eventId);
    expect(completed.status).toBe(200);
    const result = (await completed.json()) as LifetimeResult;
    expect(is(result, LifetimeResult), JSON.stringify(result)).toBe(true);
    expect(result).toMatchObject({
      eventId,
      lifetimeIncome: estimate.lifetimeIncome,
      careerStartYear,
      retirementYear: 1995 + 60,
      growthRate: estimate.growthRate,
      growthBasis: estimate.growthBasis,
      verifiedTotal: incomes.reduce((total, income) => total + income.amount, 0),
      spans: estimate.spans,
    });

    // Idempotent: a later complete answers the stored result, even on another day.
    app.advance(DAY_MS);
    const again = await complete(app, await tokenFor(app, candidate.id), eventId);
    expect(await again.json()).toEqual(result);
  });

  it('takes the salaries and the career verified at sign-up into the estimate', async () => {
    const candidate = await signedUpCandidate(app, phone());
    const salaryLookup = await app.request('/api/v3/users/verify/salary', { method: 'POST', token: candidate.token });
    expect(salaryLookup.status, await salaryLookup.clone().text()).toBe(200);
    const eventId = await doneEvent(app, candidate.token);
    const result = (await (await complete(app, candidate.token, eventId)).json()) as LifetimeResult;

    const [firstCareer] = sandboxCareers(EARNER.name, EARNER.birthday, EARNER_JOB);
    expect(result.careerStartYear).toBe(Number(firstCareer.start.slice(0, 4)));
    const health = sandboxHealthSalaries(EARNER.name, EARNER.birthday, EARNER_JOB);
    const healthSpan = result.spans.find((span) => span.source === 'HEALTH_INSURANCE');
    expect(healthSpan).toEqual({
      source: 'HEALTH_INSURANCE',
      firstYear: 2023,
      lastYear: 2025,
      total: health.reduce((total, entry) => total + entry.salary, 0),
    });
    const window = await windowOf(app, candidate.token, { eventId, startYear: 2021, endYear: 2025 });
    const items = ((await window.json()) as LifetimeWindow).items.slice(2);
    expect(items).toEqual(health.map((entry) => ({ year: entry.year, amount: entry.salary, kind: 'VERIFIED' })));
  });

  it('settles an event once when polls arrive together', async () => {
    const candidate = await signedUpCandidate(app, phone());
    const eventId = await startedEvent(app, candidate.token);
    app.advance(APPROVAL_MS);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((count) => readStatus(app, candidate.token, eventId, count)));
    expect(answers.map((answer) => answer.status)).toEqual(['DONE', 'DONE', 'DONE', 'DONE', 'DONE']);
    const results = await Promise.all([1, 2, 3].map(() => complete(app, candidate.token, eventId)));
    const bodies = await Promise.all(results.map((response) => response.json()));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it.each([
    ['0403', 403, '정보 불러오기를 실패했습니다.'],
    ['0410', 410, '인증 유효시간을 초과했습니다.'],
    ['0412', 412, '요청 건수가 초과되었습니다.'],
    ['0418', 418, '요청을 완료하지 못했습니다.'],
    ['0419', 419, '지금은 서비스 점검 중 입니다.'],
    ['0420', 420, '카카오 인증서가 발급되지 않았어요. 카카오톡 지갑에서 인증서를 먼저 발급해 주세요.'],
    ['0422', 422, '경력 정보가 조회되지 않습니다.'],
  ])('fails with the SPEC §8 message when the phone ends in %s', async (ending, failureStatus, message) => {
    const candidate = await insertedCandidate(app, phone(ending));
    const eventId = await startedEvent(app, candidate.token);
    app.advance(APPROVAL_MS);
    const failed = { status: 'FAILED', failureStatus, message };
    expect(await readStatus(app, candidate.token, eventId, 1)).toEqual({ ...failed, loadCount: 1 });
    expect(await readStatus(app, candidate.token, eventId, 2)).toEqual({ ...failed, loadCount: 2 });
    await expectError(await complete(app, candidate.token, eventId), 409, 'LIFETIME_NOT_READY');
  });

  it('says which app lacks the certificate for a PASS lookup', async () => {
    const candidate = await insertedCandidate(app, phone('0420'));
    const eventId = await startedEvent(app, candidate.token, verifyBody({ loginTypeLevel: 5, telecom: 2 }));
    app.advance(APPROVAL_MS);
    expect((await readStatus(app, candidate.token, eventId)).message).toBe(
      'PASS 인증서가 발급되지 않았어요. PASS 앱에서 인증서를 먼저 발급해 주세요.',
    );
  });

  it('polls long enough to cover the approval window: 2 s apart, past 270 s', () => {
    expect(LIFETIME_STATUS_LOOP_COUNT * 2_000).toBeGreaterThan(TWO_WAY_WINDOW_MS);
  });

  it('waits for an approval the whole 270 s window whatever the poll count, then fails it with 410', async () => {
    const candidate = await insertedCandidate(app, phone('0409'));
    const neverApproved = await startedEvent(app, candidate.token);
    const waiting = async (loadCount: number) =>
      expect(await readStatus(app, candidate.token, neverApproved, loadCount)).toEqual({
        status: 'WAITING',
        loadCount,
      });
    app.advance(APPROVAL_MS);
    await waiting(1);
    // Past the old 30-poll limit (60 s) and even the client's last poll: the count is only echoed.
    app.advance(60_000);
    await waiting(30);
    await waiting(LIFETIME_STATUS_LOOP_COUNT);
    await waiting(999);
    // The real clock runs too: a second's margin either side of the window's end.
    app.advance(TWO_WAY_WINDOW_MS - 60_000 - APPROVAL_MS - 1_000);
    await waiting(135);
    app.advance(2_000);
    const expired = { status: 'FAILED', failureStatus: 410, message: '인증 유효시간을 초과했습니다.' };
    expect(await readStatus(app, candidate.token, neverApproved, 136)).toEqual({ ...expired, loadCount: 136 });
    expect(await readStatus(app, candidate.token, neverApproved, 1)).toEqual({ ...expired, loadCount: 1 });

    const forgotten = await startedEvent(app, candidate.token);
    app.advance(TWO_WAY_WINDOW_MS + 1);
    expect(await readStatus(app, candidate.token, forgotten, 7)).toEqual({ ...expired, loadCount: 7 });
  });

  it('completes an approval that comes after the 30th poll', async () => {
    const candidate = await signedUpCandidate(app, phone());
    const eventId = await startedEvent(app, candidate.token);
    expect(await readStatus(app, candidate.token, eventId, 30)).toEqual({ status: 'WAITING', loadCount: 30 });
    app.advance(PROVIDER_ASK_INTERVAL_MS);
    expect(await readStatus(app, candidate.token, eventId, 31)).toEqual({ status: 'DONE', loadCount: 31 });
  });

  it('answers 422 when the tax office found no income (a phone ending in 0000)', async () => {
    const candidate = await insertedCandidate(app, phone('0000'));
    const eventId = await doneEvent(app, candidate.token);
    await expectError(await complete(app, candidate.token, eventId), 422, 'NO_INCOME', NO_INCOME_MESSAGE);
    await expectError(
      await windowOf(app, candidate.token, { eventId, startYear: 2018, endYear: 2022 }),
      422,
      'NO_INCOME',
      NO_INCOME_MESSAGE,
    );
  });

  it('estimates only a finished lookup', async () => {
    const candidate = await signedUpCandidate(app, phone());
    const eventId = await startedEvent(app, candidate.token);
    await expectError(await complete(app, candidate.token, eventId), 409, 'LIFETIME_NOT_READY');
    await expectError(
      await windowOf(app, candidate.token, { eventId, startYear: 2018, endYear: 2022 }),
      409,
      'LIFETIME_NOT_READY',
    );
  });

  it("answers 404 for another candidate's event, whatever the call", async () => {
    const owner = await signedUpCandidate(app, phone());
    const other = await signedUpCandidate(app, phone(), { name: '한다른', birthday: '19880808', gender: '여성' });
    const eventId = await doneEvent(app, owner.token);
    await expectError(await statusOf(app, other.token, eventId), 404, 'NOT_FOUND');
    await expectError(await complete(app, other.token, eventId), 404, 'NOT_FOUND');
    await expectError(await windowOf(app, other.token, { eventId, startYear: 2018, endYear: 2022 }), 404, 'NOT_FOUND');
    const unknown = '3f1c2b7e-0000-4000-8000-000000000000';
    await expectError(await statusOf(app, owner.token, unknown), 404, 'NOT_FOUND');
  });

  it('refuses windows of another length, after retirement or before the career', async () => {
    const candidate = await signedUpCandidate(app, phone());
    const eventId = await doneEvent(app, candidate.token);
    const refused = async (startYear: number, endYear: number, field: string) => {
      const body = await expectError(
        await windowOf(app, candidate.token, { eventId, startYear, endYear }),
        400,
        'BAD_REQUEST',
      );
      expect(body.status.field).toBe(field);
    };
    await refused(2018, 2023, 'endYear');
    await refused(2022, 2018, 'endYear');
    await refused(2052, 2056, 'endYear');
    // Windows before the career: the last one allowed ends in its first year.
    const careerStartYear = Number(sandboxCareers(EARNER.name, EARNER.birthday, EARNER_JOB)[0].start.slice(0, 4));
    await refused(careerStartYear - 5, careerStartYear - 1, 'startYear');
    expect((await windowOf(app, candidate.token, { eventId, startYear: 2051, endYear: 2055 })).status).toBe(200);
    expect(
      (await windowOf(app, candidate.token, { eventId, startYear: careerStartYear - 4, endYear: careerStartYear }))
        .status,
    ).toBe(200);
  });

  it('refuses bad input with 400 naming the field, never 500', async () => {
    const candidate = await signedUpCandidate(app, phone());
    const field = async (response: Response, name: string) =>
      expect((await expectError(response, 400, 'BAD_REQUEST')).status.field).toBe(name);

    const years = await expectError(
      await startLookup(app, candidate.token, verifyBody({ years: [2017, 2018, 2019, 2020, 2021] })),
      400,
      'BAD_REQUEST',
      LIFETIME_YEARS_MESSAGE,
    );
    expect(years.status.field).toBe('years');
    await field(
      await startLookup(app, candidate.token, verifyBody({ years: [2018, 2018, 2019, 2020, 2021] })),
      'years',
    );
    await field(await startLookup(app, candidate.token, verifyBody({ years: [2018, 2019, 2020, 2021] })), 'years');
    await field(await startLookup(app, candidate.token, verifyBody({ years: '2018-2022' })), 'years');
    await field(await startLookup(app, candidate.token, verifyBody({ loginTypeLevel: 3 })), 'loginTypeLevel');
    await field(await startLookup(app, candidate.token, verifyBody({ telecom: 5 })), 'telecom');
    await field(await startLookup(app, candidate.token, { loginTypeLevel: 1 }), 'years');
    await expectError(await startLookup(app, candidate.token, 'not json'), 400, 'BAD_REQUEST');

    const eventId = await startedEvent(app, candidate.token);
    for (const loadCount of ['0', '1000', '-1', '1.5', 'abc', '', '01']) {
      await field(await statusOf(app, candidate.token, eventId, loadCount), 'loadCount');
    }
    expect((await readStatus(app, candidate.token, eventId, 999)).loadCount).toBe(999);
    await field(await statusOf(app, candidate.token, 'not-a-uuid'), 'eventId');
    await field(await app.request('/api/income/lifetime/verify/status', { token: candidate.token }), 'eventId');
    await field(await windowOf(app, candidate.token, { eventId, startYear: '2018', endYear: 2022 }), 'startYear');
    await field(await complete(app, candidate.token, '12'), 'eventId');
  });

  it('counts at most 10 lookups per candidate per KST day', async () => {
    const candidate = await signedUpCandidate(app, phone());
    const other = await signedUpCandidate(app, phone());
    for (let count = 0; count < LIFETIME_LOOKUPS_PER_DAY; count++) await startedEvent(app, candidate.token);
    await expectError(await startLookup(app, candidate.token), 429, 'TOO_MANY_REQUESTS', LOOKUP_LIMIT_MESSAGE);
    expect((await startLookup(app, other.token)).status).toBe(200);
    app.advance(DAY_MS);
    expect((await startLookup(app, await tokenFor(app, candidate.id))).status).toBe(200);
  });

  it('is for signed-in candidates only: visitors 401, other kinds of session 403', async () => {
    const candidate = await signedUpCandidate(app, phone());
    const eventId = await doneEvent(app, candidate.token);
    const calls = (token: string | undefined) => [
      startLookup(app, token),
      statusOf(app, token, eventId),
      windowOf(app, token, { eventId, startYear: 2018, endYear: 2022 }),
      complete(app, token, eventId),
    ];
    for (const response of await Promise.all(calls(undefined))) await expectError(response, 401, 'UNAUTHORIZED');
    for (const response of await Promise.all(calls(await partnerToken(app))))
      await expectError(response, 403, 'FORBIDDEN');
    for (const response of await Promise.all(calls(await bizToken(app, 'agent'))))
      await expectError(response, 403, 'FORBIDDEN');
  });
});
