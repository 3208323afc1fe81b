/**
 * The Q1–Q3 survey answers (SPEC §3 survey answers, §7 GET and PATCH /users/surveys/{id}, GET
 * /users/surveys/answer/{id} with surveyCodeItems).
 */
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SurveyAnswers, UNKNOWN_SURVEY_CODE_MESSAGE } from '../../src/contract/profile';
import { expectError } from './helpers';
import { newCandidate } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

type Candidate = Awaited<ReturnType<typeof newCandidate>>;

describe.each(drivers)('survey answers on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  async function answersOf(candidate: Candidate): Promise<SurveyAnswers['userSurveyItems']> {
    const response = await app.request(`/api/users/surveys/${candidate.id}`, { token: candidate.token });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(is(body, SurveyAnswers), JSON.stringify(body)).toBe(true);
    return (body as SurveyAnswers).userSurveyItems;
  }

  const save = (candidate: Candidate, userSurveyItems: unknown) =>
    app.request(`/api/users/surveys/${candidate.id}`, {
      method: 'PATCH',
      token: candidate.token,
      json: { userSurveyItems },
    });

  it('starts without answers and lists what was saved by code', async () => {
    const candidate = await newCandidate(app);
    expect(await answersOf(candidate)).toEqual([]);
    const response = await save(candidate, [
      { code: 'Q3', answer: ' 연봉 ' },
      { code: 'Q1', answer: '성장할 수 있는 곳' },
    ]);
    expect(response.status).toBe(200);
    const expected = [
      { code: 'Q1', answer: '성장할 수 있는 곳' },
      { code: 'Q3', answer: '연봉' },
    ];
    expect(await response.json()).toEqual({ userSurveyItems: expected });
    expect(await answersOf(candidate)).toEqual(expected);
  });

  it('replaces an answer given again and keeps the codes not sent', async () => {
    const candidate = await newCandidate(app);
    await save(candidate, [
      { code: 'Q1', answer: '처음 답' },
      { code: 'Q2', answer: '그대로' },
    ]);
    expect((await save(candidate, [{ code: 'Q1', answer: '바뀐 답' }])).status).toBe(200);
    expect(await answersOf(candidate)).toEqual([
      { code: 'Q1', answer: '바뀐 답' },
      { code: 'Q2', answer: '그대로' },
    ]);
  });

  it('takes codes Q1 to Q3 only, each once, answers up to 500 characters', async () => {
    const candidate = await newCandidate(app);
    const unknown = await save(candidate, [{ code: 'Q4', answer: '?' }]);
    expect((await expectError(unknown, 400, 'BAD_REQUEST')).status.field).toBe('userSurveyItems.0.code');
    const twice = await save(candidate, [
      { code: 'Q2', answer: '하나' },
      { code: 'Q2', answer: '둘' },
    ]);
    expect((await expectError(twice, 400, 'BAD_REQUEST')).status.field).toBe('userSurveyItems.1.code');
    const long = await save(candidate, [{ code: 'Q1', answer: '가'.repeat(501) }]);
    expect((await expectError(long, 400, 'BAD_REQUEST')).status.field).toBe('userSurveyItems.0.answer');
    expect(await answersOf(candidate)).toEqual([]);
  });

  it('never shows or changes another candidate’s answers', async () => {
    const owner = await newCandidate(app);
    const intruder = await newCandidate(app);
    await save(owner, [{ code: 'Q1', answer: '비밀' }]);
    const read = await app.request(`/api/users/surveys/${owner.id}`, { token: intruder.token });
    await expectError(read, 404, 'NOT_FOUND');
    const write = await app.request(`/api/users/surveys/${owner.id}`, {
      method: 'PATCH',
      token: intruder.token,
      json: { userSurveyItems: [{ code: 'Q1', answer: '덮어쓰기' }] },
    });
    await expectError(write, 404, 'NOT_FOUND');
    expect(await answersOf(owner)).toEqual([{ code: 'Q1', answer: '비밀' }]);
    expect(await answersOf(intruder)).toEqual([]);
  });

  const answersFor = (candidate: Candidate, query: string, token = candidate.token) =>
    app.request(`/api/users/surveys/answer/${candidate.id}${query}`, { token });

  it('answers the codes asked for, by code, leaving out those not answered', async () => {
    const candidate = await newCandidate(app);
    await save(candidate, [
      { code: 'Q3', answer: '연봉' },
      { code: 'Q1', answer: '성장' },
    ]);
    const response = await answersFor(candidate, '?surveyCodeItems=Q3,Q2,Q1,Q3');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(is(body, SurveyAnswers), JSON.stringify(body)).toBe(true);
    expect(body).toEqual({
      userSurveyItems: [
        { code: 'Q1', answer: '성장' },
        { code: 'Q3', answer: '연봉' },
      ],
    });
    expect(await (await answersFor(candidate, '?surveyCodeItems=Q2')).json()).toEqual({ userSurveyItems: [] });
  });

  it('refuses an unknown or missing code with 400 and another candidate’s id with 404', async () => {
    const owner = await newCandidate(app);
    const intruder = await newCandidate(app);
    await save(owner, [{ code: 'Q1', answer: '비밀' }]);
    for (const query of ['?surveyCodeItems=Q1,Q4', '?surveyCodeItems=q1', '?surveyCodeItems=Q1,']) {
      const body = await expectError(await answersFor(owner, query), 400, 'BAD_REQUEST', UNKNOWN_SURVEY_CODE_MESSAGE);
      expect(body.status.field).toBe('surveyCodeItems');
    }
    await expectError(await answersFor(owner, ''), 400, 'BAD_REQUEST');
    await expectError(await answersFor(owner, '?surveyCodeItems=Q1', intruder.token), 404, 'NOT_FOUND');
    await expectError(await answersFor(owner, '?surveyCodeItems=Q9', intruder.token), 404, 'NOT_FOUND');
    expect((await answersFor(owner, '?surveyCodeItems=Q1', '')).status).toBe(401);
  });
});
