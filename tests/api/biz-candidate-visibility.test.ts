import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillCompanyKeys } from '../../server/db/backfill';
import { careers, companies } from '../../server/db/schema';
import { companyNameKey } from '../../server/domain/company-name-key';
import { CandidatePool } from '../../src/contract/biz';
import { type Account, asBiz, candidateToken, companyId, poolCandidate, uniqueTag } from './biz-fixtures';
import { expectError } from './helpers';
import { signupBody, verifiedCandidate } from './signup-flow';
import { createTestApp, drivers, type TestApp } from './test-app';

const DAY_MS = 86_400_000;
const NOT_FOUND_MESSAGE = '후보자를 찾을 수 없습니다.';

/** Who of the accounts sees the candidate, in the pool and by id (both must agree). */
async function seenBy(app: TestApp, id: string, hashtag: string): Promise<Account[]> {
  const seen: Account[] = [];
  for (const account of ['hanbit', 'nuri', 'agent', 'operator'] as Account[]) {
    const response = await asBiz(app, account, `/api/biz/candidates?${new URLSearchParams({ hashtag })}`);
    const body = await response.json();
    expect(is(body, CandidatePool), JSON.stringify(body).slice(0, 300)).toBe(true);
    const inPool = (body as CandidatePool).items.some((item) => item.id === id);
    const byId = (await asBiz(app, account, `/api/biz/candidates/${id}`)).status === 200;
    expect(byId, `${account}: pool and profile disagree`).toBe(inPool);
    if (inPool) seen.push(account);
  }
  return seen;
}

describe.each(drivers)('who sees a candidate in the business console on %s', (driver) => {
  let app: TestApp;
  let nuriId: number;
  beforeAll(async () => {
    app = await createTestApp(driver);
    nuriId = await companyId(app, 'nuri-pay');
  });
  afterAll(() => app?.close());

  it('shows a submitted, active candidate to every company and to agents', async () => {
    const tag = uniqueTag();
    const { id } = await poolCandidate(app, { hashtags: [tag] });
    expect(await seenBy(app, id, tag)).toEqual(['hanbit', 'nuri', 'agent', 'operator']);
  });

  it('hides the candidate from their current employer only, not from a past one', async () => {
    const tag = uniqueTag();
    const { id } = await poolCandidate(app, {
      hashtags: [tag],
      careers: [
        { company: '누리페이', start: '2015-01', end: '2019-12' },
        { company: ' 한빛모빌리티 ', start: '2020-01', end: '' },
      ],
    });
    expect(await seenBy(app, id, tag)).toEqual(['nuri', 'agent', 'operator']);
  });

  const spellings = [
    '한빛모빌리티\u00a0',
    '한빛모빌리티\t',
    '(주)한빛모빌리티',
    '주식회사 한빛모빌리티',
    '㈜한빛모빌리티',
    '한빛모빌리티 주식회사',
  ];
  it.each(spellings)('recognises the employer in a career at %j', async (spelling) => {
    const tag = uniqueTag();
    const { id } = await poolCandidate(app, {
      hashtags: [tag],
      careers: [{ company: spelling, start: '2020-01', end: '' }],
    });
    await expectError(await asBiz(app, 'hanbit', `/api/biz/candidates/${id}`), 404, 'NOT_FOUND', NOT_FOUND_MESSAGE);
    expect(await seenBy(app, id, tag)).toEqual(['nuri', 'agent', 'operator']);
  });

  it('recognises the employer in a career stored before company keys existed, once the boot fills them in', async () => {
    const tag = uniqueTag();
    const { id } = await poolCandidate(app, {
      hashtags: [tag],
      careers: [{ company: '㈜한빛모빌리티', start: '2020-01', end: '' }],
    });
    // As migration 0005 left the rows that were there before it.
    await app.deps.db.update(careers).set({ companyKey: '' }).where(eq(careers.candidateId, id));
    expect(await backfillCompanyKeys(app.deps.db)).toBeGreaterThanOrEqual(1);
    const [career] = await app.deps.db.select().from(careers).where(eq(careers.candidateId, id));
    expect(career.companyKey).toBe('한빛모빌리티');
    expect(await seenBy(app, id, tag)).toEqual(['nuri', 'agent', 'operator']);
  });

  it('stores the company key of every career the verification finds', async () => {
    const verified = await verifiedCandidate(app, signupBody('01056000001', { name: '키검증' }));
    const rows = await app.deps.db.select().from(careers).where(eq(careers.candidateId, verified.userId));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.companyKey).toBe(companyNameKey(row.company));
  });

  it('hides the candidate from the companies they restricted', async () => {
    const tag = uniqueTag();
    const { id } = await poolCandidate(app, { hashtags: [tag], restrict: [nuriId] });
    expect(await seenBy(app, id, tag)).toEqual(['hanbit', 'agent', 'operator']);
  });

  it('hides a stopped (inactive), an unsubmitted and a deleted candidate from everyone', async () => {
    const tag = uniqueTag();
    const inactive = await poolCandidate(app, { hashtags: [tag], isActivate: false });
    const unsubmitted = await poolCandidate(app, { hashtags: [tag], submittedAt: null });
    const deleted = await poolCandidate(app, { hashtags: [tag], deletedAt: app.deps.now() });
    for (const { id } of [inactive, unsubmitted, deleted]) expect(await seenBy(app, id, tag)).toEqual([]);
  });

  it('hides the candidate once the attack period is over, and shows them again when it is extended', async () => {
    const tag = uniqueTag();
    const now = app.deps.now().getTime();
    const over = await poolCandidate(app, { hashtags: [tag], submittedAt: new Date(now - 31 * DAY_MS) });
    expect(await seenBy(app, over.id, tag)).toEqual([]);
    const extended = await poolCandidate(app, {
      hashtags: [tag],
      submittedAt: new Date(now - 40 * DAY_MS),
      attackUntil: new Date(now + DAY_MS),
    });
    expect(await seenBy(app, extended.id, tag)).toEqual(['hanbit', 'nuri', 'agent', 'operator']);
    const ended = await poolCandidate(app, {
      hashtags: [tag],
      submittedAt: new Date(now - DAY_MS),
      attackUntil: new Date(now - 1000),
    });
    expect(await seenBy(app, ended.id, tag)).toEqual([]);
  });

  it('answers an invisible candidate exactly like one that does not exist', async () => {
    const { id } = await poolCandidate(app, { careers: [{ company: '한빛모빌리티', start: '2021-01', end: '' }] });
    const hidden = await expectError(
      await asBiz(app, 'hanbit', `/api/biz/candidates/${id}`),
      404,
      'NOT_FOUND',
      NOT_FOUND_MESSAGE,
    );
    const missing = await expectError(
      await asBiz(app, 'hanbit', '/api/biz/candidates/00000000-0000-4000-8000-000000000000'),
      404,
      'NOT_FOUND',
      NOT_FOUND_MESSAGE,
    );
    expect(hidden).toEqual(missing);
  });

  it('needs a business token: none is 401, a candidate token 403', async () => {
    const { id } = await poolCandidate(app);
    await expectError(await app.request('/api/biz/candidates'), 401, 'UNAUTHORIZED');
    const token = await candidateToken(app, id);
    await expectError(await app.request('/api/biz/candidates', { token }), 403, 'FORBIDDEN');
    await expectError(await app.request(`/api/biz/candidates/${id}`, { token }), 403, 'FORBIDDEN');
  });
});

describe.each(drivers)('a company with a latin name on %s', (driver) => {
  // Renames a seeded company: an app of its own, so no other suite sees the new name.
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
    await app.deps.db.update(companies).set({ name: 'Hanbit Mobility' }).where(eq(companies.slug, 'hanbit-mobility'));
  });
  afterAll(() => app?.close());

  it('is recognised as the employer without regard to case, spacing or legal form', async () => {
    for (const company of ['HANBIT Mobility', 'hanbit mobility', 'Hanbit Mobility Co., Ltd.', 'Hanbit-Mobility Inc.']) {
      const tag = uniqueTag();
      const { id } = await poolCandidate(app, { hashtags: [tag], careers: [{ company, start: '2020-01', end: '' }] });
      expect(await seenBy(app, id, tag), company).toEqual(['nuri', 'agent', 'operator']);
    }
  });
});
