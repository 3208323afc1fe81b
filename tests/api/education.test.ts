import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SCHOOL_PERIOD_MESSAGE,
  type SchoolEntry,
  SchoolEntryList,
  StoredSchoolEntry,
} from '../../src/contract/education';
import { UserVerifyData } from '../../src/contract/verify-data';
import { expectError } from './helpers';
import { signupBody, verifiedCandidate } from './signup-flow';
import { createTestApp, drivers, type TestApp } from './test-app';

/** SPEC §8, verbatim. */
const LIMIT_MESSAGE = '학력은 최대 10개까지 추가 가능합니다.';

const bachelor: SchoolEntry = {
  school: '서울대학교',
  major: '컴퓨터공학과',
  degree: '학사',
  start: '2012-03',
  end: '2016-02',
};

describe.each(drivers)('school entries on %s', (driver) => {
  let app: TestApp;
  let phoneSerial = 0;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  /** A newly verified candidate of its own, so no test sees another's entries. */
  async function newCandidate(): Promise<string> {
    phoneSerial += 1;
    const phone = `0107100${String(phoneSerial).padStart(4, '0')}`;
    return (await verifiedCandidate(app, signupBody(phone))).accessToken;
  }

  const add = (token: string, json: unknown) => app.request('/api/users/schools', { method: 'POST', token, json });
  const patch = (token: string, id: number | string, json: unknown) =>
    app.request(`/api/users/schools/${id}`, { method: 'PATCH', token, json });
  const remove = (token: string, id: number | string) =>
    app.request(`/api/users/schools/${id}`, { method: 'DELETE', token });
  const get = (token: string, id: number | string) => app.request(`/api/users/schools/${id}`, { token });

  async function added(token: string, entry: SchoolEntry = bachelor): Promise<StoredSchoolEntry> {
    const response = await add(token, entry);
    expect(response.status, await response.clone().text()).toBe(201);
    const body = await response.json();
    expect(is(body, StoredSchoolEntry), JSON.stringify(body)).toBe(true);
    return body as StoredSchoolEntry;
  }

  async function list(token: string): Promise<StoredSchoolEntry[]> {
    const response = await app.request('/api/users/schools', { token });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(is(body, SchoolEntryList), JSON.stringify(body)).toBe(true);
    return (body as SchoolEntryList).userSchoolItems;
  }

  it('starts empty, then lists what was added in the order it was added', async () => {
    const token = await newCandidate();
    expect(await list(token)).toEqual([]);

    const first = await added(token);
    const second = await added(token, {
      school: '한국과학기술원',
      major: '전산학',
      degree: '석사',
      start: '2016-03',
      end: '',
    });

    expect(first).toEqual({ id: expect.any(Number), ...bachelor });
    expect(await list(token)).toEqual([first, second]);
    const one = await get(token, second.id);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(second);
  });

  it('shows the entries in the verify data, without ids', async () => {
    const token = await newCandidate();
    await added(token);
    await added(token, { school: '서울고등학교', major: '', degree: '고등학교', start: '2009-03', end: '2012-02' });

    const response = await app.request('/api/users/verify', { token });
    const body = await response.json();
    expect(is(body, UserVerifyData)).toBe(true);
    expect((body as UserVerifyData).userSchoolItems).toEqual([
      bachelor,
      { school: '서울고등학교', major: '', degree: '고등학교', start: '2009-03', end: '2012-02' },
    ]);
  });

  it('trims names and accepts a free-text school and no major', async () => {
    const token = await newCandidate();
    const entry = await added(token, { ...bachelor, school: '  볼트 야간학교 ', major: '   ', end: '' });
    expect(entry).toMatchObject({ school: '볼트 야간학교', major: '', end: '' });
  });

  it('refuses entries that break the contract, naming the field', async () => {
    const token = await newCandidate();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...bachelor, school: '' }, 'school'],
      [{ ...bachelor, school: '   ' }, 'school'],
      [{ ...bachelor, school: '가'.repeat(51) }, 'school'],
      [{ ...bachelor, major: '가'.repeat(51) }, 'major'],
      [{ ...bachelor, degree: '중학교' }, 'degree'],
      [{ ...bachelor, start: '2012-13' }, 'start'],
      [{ ...bachelor, start: '201203' }, 'start'],
      [{ ...bachelor, end: '2016' }, 'end'],
      [{ school: '서울대학교', degree: '학사', start: '2012-03', end: '' }, 'major'],
    ];
    for (const [body, field] of cases) {
      const error = await expectError(await add(token, body), 400, 'BAD_REQUEST');
      expect(error.status.field, JSON.stringify(body)).toBe(field);
    }
    expect(await list(token)).toEqual([]);
  });

  it('refuses a graduation before the entrance', async () => {
    const token = await newCandidate();
    const error = await expectError(
      await add(token, { ...bachelor, start: '2016-03', end: '2016-02' }),
      400,
      'BAD_REQUEST',
      SCHOOL_PERIOD_MESSAGE,
    );
    expect(error.status.field).toBe('end');
    expect((await added(token, { ...bachelor, start: '2016-03', end: '2016-03' })).end).toBe('2016-03');
  });

  it('updates only the fields a patch names', async () => {
    const token = await newCandidate();
    const entry = await added(token);

    const response = await patch(token, entry.id, { major: '경영학과', end: '' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...entry, major: '경영학과', end: '' });
    expect(await list(token)).toEqual([{ ...entry, major: '경영학과', end: '' }]);
  });

  it('checks a patched period against the stored one', async () => {
    const token = await newCandidate();
    const entry = await added(token);

    await expectError(await patch(token, entry.id, { start: '2017-03' }), 400, 'BAD_REQUEST', SCHOOL_PERIOD_MESSAGE);
    await expectError(await patch(token, entry.id, { end: '2011-12' }), 400, 'BAD_REQUEST', SCHOOL_PERIOD_MESSAGE);
    await expectError(await patch(token, entry.id, { degree: '학위' }), 400, 'BAD_REQUEST');
    expect(await list(token)).toEqual([entry]);
  });

  it('deletes an entry once', async () => {
    const token = await newCandidate();
    const entry = await added(token);

    const response = await remove(token, entry.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    await expectError(await get(token, entry.id), 404, 'NOT_FOUND');
    await expectError(await remove(token, entry.id), 404, 'NOT_FOUND');
    expect(await list(token)).toEqual([]);
  });

  it('answers 404 for another candidate’s entry and leaves it alone', async () => {
    const owner = await newCandidate();
    const other = await newCandidate();
    const entry = await added(owner);

    await expectError(await get(other, entry.id), 404, 'NOT_FOUND');
    await expectError(await patch(other, entry.id, { school: '고려대학교' }), 404, 'NOT_FOUND');
    await expectError(await remove(other, entry.id), 404, 'NOT_FOUND');
    expect(await list(other)).toEqual([]);
    expect(await list(owner)).toEqual([entry]);
  });

  it('keeps at most 10 entries, with the SPEC’s message for the 11th', async () => {
    const token = await newCandidate();
    const entries: StoredSchoolEntry[] = [];
    for (let index = 0; index < 10; index += 1) entries.push(await added(token));

    await expectError(await add(token, bachelor), 409, 'SCHOOL_LIMIT', LIMIT_MESSAGE);
    expect(await list(token)).toHaveLength(10);

    expect((await remove(token, entries[0].id)).status).toBe(200);
    await added(token);
    await expectError(await add(token, bachelor), 409, 'SCHOOL_LIMIT', LIMIT_MESSAGE);
  });

  it('lets only 10 of many adds fired at once through', async () => {
    const token = await newCandidate();
    const responses = await Promise.all(Array.from({ length: 14 }, () => add(token, bachelor)));
    const statuses = responses.map((response) => response.status).sort();

    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    expect(await list(token)).toHaveLength(10);
  });

  it('answers a bad id with 400 or 404, never 500', async () => {
    const token = await newCandidate();
    // Like every path id: a row id 1…2³¹−1 that is not theirs is a 404, anything else a 400.
    const badRequests = ['abc', '1.5', '-1', '1e3', '%20', '0', '2147483648', '99999999999', '9'.repeat(21)];
    const notFounds = ['007', '2147483647'];
    for (const id of badRequests) {
      await expectError(await get(token, id), 400, 'BAD_REQUEST');
      await expectError(await patch(token, id, { major: '' }), 400, 'BAD_REQUEST');
      await expectError(await remove(token, id), 400, 'BAD_REQUEST');
    }
    for (const id of notFounds) {
      await expectError(await get(token, id), 404, 'NOT_FOUND');
      await expectError(await patch(token, id, { major: '' }), 404, 'NOT_FOUND');
      await expectError(await remove(token, id), 404, 'NOT_FOUND');
    }
  });

  it('needs the candidate’s token', async () => {
    await expectError(await app.request('/api/users/schools'), 401, 'UNAUTHORIZED');
    await expectError(await add('not-a-token', bachelor), 401, 'INVALID_TOKEN');
    await expectError(await app.request('/api/users/schools/1', { method: 'DELETE' }), 401, 'UNAUTHORIZED');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const token = await newCandidate();
    const response = await app.request('/api/users/schools', {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'application/json' },
      body: '{"school":',
    });
    await expectError(response, 400, 'BAD_REQUEST');
  });
});
