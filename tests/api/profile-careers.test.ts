/**
 * Careers in the more patch (SPEC §3 profile v3, §5 detail ≤ 2000): verified careers keep their
 * company, job and dates and cannot be removed; hand-added ones are added, edited and removed; a
 * hidden career never reaches the console's pool or anonymous profile.
 */
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAREER_PERIOD_MESSAGE,
  type CareerEdit,
  type ProfileCareer,
  ProfileV3,
  textLimitMessage,
  VERIFIED_CAREER_MESSAGE,
  VERIFIED_CAREER_REMOVAL_MESSAGE,
} from '../../src/contract/profile';
import { asBiz, candidateToken, poolCandidate, uniqueTag } from './biz-fixtures';
import { expectError } from './helpers';
import { createTestApp, drivers, type TestApp } from './test-app';

const more = (careerItems: CareerEdit[], hashtags: string[]) => ({
  email: '',
  resumeUrl: '',
  portfolioUrl: '',
  resumeFileId: null,
  portfolioFileId: null,
  githubUrl: '',
  linkedinUrl: '',
  hashtags,
  careerItems,
  agent: false,
});

const editOf = ({ verified: _, ...career }: ProfileCareer, change: Partial<CareerEdit> = {}): CareerEdit => ({
  ...career,
  ...change,
});

const handAdded = (change: Partial<CareerEdit> = {}): CareerEdit => ({
  company: '사이드프로젝트',
  job: '풀스택',
  start: '2023-01',
  end: '',
  detail: '주말마다 만든 서비스',
  hide: false,
  ...change,
});

describe.each(drivers)('careers in the more patch on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  /** A submitted candidate with two verified careers (the second current) and a tag to find them by. */
  async function candidateWithCareers() {
    const tag = uniqueTag();
    const candidate = await poolCandidate(app, {
      hashtags: [tag],
      careers: [
        { company: '든든보안랩', start: '2019-03', end: '2021-08' },
        { company: '해솔데이터', start: '2021-09', end: '' },
      ],
    });
    const token = await candidateToken(app, candidate.id);
    return { ...candidate, token, tag, careers: (await profileOf(token)).careerItems };
  }

  async function profileOf(token: string): Promise<ProfileV3> {
    const response = await app.request('/api/v3/users/profile', { token });
    expect(response.status).toBe(200);
    return (await response.json()) as ProfileV3;
  }

  type Candidate = Awaited<ReturnType<typeof candidateWithCareers>>;
  const patch = (candidate: Candidate, careerItems: CareerEdit[]) =>
    app.request(`/api/v2/users/more/${candidate.id}`, {
      method: 'PATCH',
      token: candidate.token,
      json: more(careerItems, [candidate.tag]),
    });

  async function patched(candidate: Candidate, careerItems: CareerEdit[]) {
    const response = await patch(candidate, careerItems);
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    expect(is(body, ProfileV3)).toBe(true);
    return (body as ProfileV3).careerItems;
  }

  it('changes the detail and hide flag of a verified career, up to 2,000 characters', async () => {
    const candidate = await candidateWithCareers();
    const [first, second] = candidate.careers;
    const detail = '결'.repeat(2000);
    const careers = await patched(candidate, [editOf(first, { detail, hide: true }), editOf(second)]);
    expect(careers[0]).toEqual({ ...first, detail, hide: true });
    expect(careers[1]).toEqual(second);

    const tooLong = await patch(candidate, [editOf(first, { detail: `${detail}!` }), editOf(second)]);
    const body = await expectError(tooLong, 400, 'BAD_REQUEST', textLimitMessage(2000));
    expect(body.status.field).toBe('careerItems.0.detail');
  });

  it.each([
    ['company', { company: '다른회사' }],
    ['job', { job: '프론트엔드' }],
    ['start', { start: '2018-01' }],
    ['end', { end: '2024-01' }],
  ] as const)('refuses to change a verified career’s %s, naming the field', async (field, change) => {
    const candidate = await candidateWithCareers();
    const [first, second] = candidate.careers;
    const response = await patch(candidate, [editOf(first), editOf(second, change)]);
    const body = await expectError(response, 400, 'BAD_REQUEST', VERIFIED_CAREER_MESSAGE);
    expect(body.status.field).toBe(`careerItems.1.${field}`);
    expect((await profileOf(candidate.token)).careerItems).toEqual(candidate.careers);
  });

  it('refuses to drop a verified career', async () => {
    const candidate = await candidateWithCareers();
    const response = await patch(candidate, [editOf(candidate.careers[0])]);
    const body = await expectError(response, 400, 'BAD_REQUEST', VERIFIED_CAREER_REMOVAL_MESSAGE);
    expect(body.status.field).toBe('careerItems');
    expect((await profileOf(candidate.token)).careerItems).toEqual(candidate.careers);
  });

  it('adds, edits and removes hand-added careers, kept in the order sent', async () => {
    const candidate = await candidateWithCareers();
    const [first, second] = candidate.careers;
    const added = await patched(candidate, [handAdded(), editOf(first), editOf(second)]);
    expect(added.map((career) => [career.company, career.verified])).toEqual([
      ['사이드프로젝트', false],
      ['든든보안랩', true],
      ['해솔데이터', true],
    ]);

    const mine = added[0];
    const edited = await patched(candidate, [
      editOf(first),
      editOf(second),
      editOf(mine, { company: '  프리랜서  ', end: '2023-12' }),
    ]);
    expect(edited[2]).toEqual({ ...mine, company: '프리랜서', end: '2023-12' });

    const removed = await patched(candidate, [editOf(first), editOf(second)]);
    expect(removed).toEqual([first, second]);
  });

  it('refuses an end before the start and an id that is not the candidate’s', async () => {
    const candidate = await candidateWithCareers();
    const other = await candidateWithCareers();
    const [first, second] = candidate.careers;
    const backwards = await patch(candidate, [editOf(first), editOf(second), handAdded({ end: '2022-12' })]);
    expect((await expectError(backwards, 400, 'BAD_REQUEST', CAREER_PERIOD_MESSAGE)).status.field).toBe(
      'careerItems.2.end',
    );
    const foreign = await patch(candidate, [editOf(first), editOf(second), editOf(other.careers[0])]);
    expect((await expectError(foreign, 400, 'BAD_REQUEST')).status.field).toBe('careerItems.2.id');
    expect((await profileOf(other.token)).careerItems).toEqual(other.careers);
  });

  it('keeps a hidden career out of the console’s pool and anonymous profile', async () => {
    const candidate = await candidateWithCareers();
    const [first, second] = candidate.careers;
    await patched(candidate, [editOf(first, { hide: true }), editOf(second), handAdded({ hide: true })]);

    const pool = await asBiz(app, 'agent', `/api/biz/candidates?hashtag=${encodeURIComponent(candidate.tag)}`);
    const listed = (await pool.json()) as { items: { id: string; careers: { company: string }[] }[] };
    expect(listed.items.map((item) => item.id)).toEqual([candidate.id]);
    expect(listed.items[0].careers.map((career) => career.company)).toEqual(['해솔데이터']);

    const single = await asBiz(app, 'agent', `/api/biz/candidates/${candidate.id}`);
    const text = await single.text();
    expect(single.status).toBe(200);
    expect(text).not.toContain('든든보안랩');
    expect(text).not.toContain('사이드프로젝트');
  });

  it('makes a hand-added current job the current employer: that company no longer sees the candidate', async () => {
    const candidate = await candidateWithCareers();
    const [first, second] = candidate.careers;
    const before = await asBiz(app, 'nuri', `/api/biz/candidates/${candidate.id}`);
    expect(before.status).toBe(200);
    await patched(candidate, [editOf(first), editOf(second), handAdded({ company: '(주)누리페이', hide: true })]);
    await expectError(await asBiz(app, 'nuri', `/api/biz/candidates/${candidate.id}`), 404, 'NOT_FOUND');
  });
});
