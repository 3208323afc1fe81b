/**
 * What a whole journey leaves behind (DESIGN.md §6): a sign-up with the tax step (the
 * resident-number back part), salaries, the demo offers, an accepted offer, messages both ways, a
 * profile edit, a refresh and a logout — through the API, as the app and the console do them. The
 * back part is in no table and no log line; no log line carries the candidate's name, phone number
 * (in any spelling), e-mail, tokens, message texts or any salary figure of the journey.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LIFE_DELAY_MS } from '../../server/features/signup/demo-life';
import { runDueJobs } from '../../server/job-runner';
import type { TokenPair } from '../../src/contract/auth';
import type { MessageRoomList } from '../../src/contract/messages';
import type { OfferList } from '../../src/contract/offers';
import type { ProfileV3 } from '../../src/contract/profile';
import type { HealthSalary, TwoWayContinuation } from '../../src/contract/signup';
import { accounts, bizLogin } from './biz-fixtures';
import { APPROVAL_MS, signupBody, verifiedCandidate } from './signup-flow';
import { createTestApp, drivers, type TestApp } from './test-app';

const PHONE = '01077712345';
const PHONE_SPELLINGS = [PHONE, '010-7771-2345', '010 7771 2345', '+82 10-7771-2345', '+821077712345', '77712345'];
const NAME = '남궁하린';
const EMAIL = 'harin.namgung@example.com';
const BACK_PART = '2738465';
const IDENTITY = `870923${BACK_PART}`;
/** Typed and hoped-for salaries (만원), chosen to appear nowhere else. */
const TYPED_SALARY = 7345;
const HOPED_SALARY = 8765;

/** Every row of every table, as one string. */
async function dumpDatabase(app: TestApp): Promise<string> {
  const tables = await app.deps.db.execute<{ schema: string; name: string }>(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const dump: Record<string, unknown[]> = {};
  for (const { schema, name } of tables.rows) {
    dump[`${schema}.${name}`] = (await app.deps.db.execute(sql.raw(`select * from "${schema}"."${name}"`))).rows;
  }
  return JSON.stringify(dump);
}

/**
 * The log lines without what is random by nature (times, request ids, durations, UUIDs in paths),
 * so that a figure found in what remains was written there, not drawn by chance.
 */
function logsWithoutNoise(logs: string[]): string {
  return logs
    .map((line) => {
      const { time: _time, requestId: _requestId, ms: _ms, ...rest } = JSON.parse(line) as Record<string, unknown>;
      return JSON.stringify(rest).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>');
    })
    .join('\n');
}

const figure = (amount: number) => new RegExp(`(?<!\\d)${amount}(?!\\d)`);

describe.each(drivers)('what a whole journey leaves in the logs and the database on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const call = (path: string, token: string, init: { method?: string; json?: unknown; key?: boolean } = {}) =>
    app.request(path, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      token,
      json: init.json,
      headers: init.key ? { 'Idempotency-Key': randomUUID() } : undefined,
    });

  async function ok<T>(response: Promise<Response>, status = 200): Promise<T> {
    const answer = await response;
    expect(answer.status, await answer.clone().text()).toBe(status);
    return (await answer.json()) as T;
  }

  it('keeps the back part out of every table and log, and who the candidate is and earns out of every log line', async () => {
    const secrets: string[] = [NAME, EMAIL, BACK_PART, IDENTITY, ...PHONE_SPELLINGS];
    const amounts = new Set<number>([TYPED_SALARY, HOPED_SALARY]);

    // Sign-up, career verification, health insurance, the tax office with the resident number.
    const person = signupBody(PHONE, { name: NAME, birthday: '19870923', gender: '여성' });
    await app.request(`/api/users/exist?name=${encodeURIComponent(NAME)}&phone=${PHONE}`);
    const verified = await verifiedCandidate(app, person);
    let token = verified.accessToken;
    secrets.push(verified.accessToken, verified.refreshToken);
    const health = await ok<HealthSalary>(call('/api/v3/users/verify/salary', token, { method: 'POST' }));
    for (const item of health.salaryItems) amounts.add(item.salary);
    const tax = { name: NAME, phone: PHONE, identity: IDENTITY, consent: true };
    // A refused attempt travels the error path with the number too.
    await call('/api/v3/users/tax', token, { json: { ...tax, identity: `870924${BACK_PART}` } });
    const continuation = await ok<TwoWayContinuation>(call('/api/v3/users/tax', token, { json: tax }));
    app.advance(APPROVAL_MS);
    const { salaryByTax } = await ok<{ salaryByTax: number }>(
      call('/api/v3/users/tax/verify', token, { json: continuation }),
    );
    expect(salaryByTax).toBeGreaterThan(0);
    amounts.add(salaryByTax);
    await ok(
      call('/api/v2/users/salary', token, {
        json: {
          salaryType: 'TAX',
          salaryItems: [
            { type: 'INPUT', year: 2025, salary: TYPED_SALARY },
            { type: 'HOPE', year: 2025, salary: HOPED_SALARY },
          ],
        },
      }),
    );
    await ok(call('/api/v3/users/submit', token, { method: 'POST' }));

    // The demo life: offers from seeded companies and the operator's welcome room.
    app.advance(DEMO_LIFE_DELAY_MS);
    expect(await runDueJobs(app.deps, app.deps.now())).toEqual({ ran: 1, failed: 0 });
    const offers = await ok<OfferList>(call('/api/v3/users/offers', token));
    expect(offers.offerItems.length).toBeGreaterThan(0);
    for (const offer of offers.offerItems) {
      amounts.add(offer.salaryMin).add(offer.salaryMax);
      await ok(call(`/api/v2/users/offers/${offer.id}`, token));
    }
    const single = offers.offerItems.find((offer) => offer.offerGroupId === null);
    expect(single).toBeDefined();
    await ok(call('/api/v2.1/users/coffeechat', token, { json: { offerId: single?.id } }), 201);

    // Messages both ways: the candidate writes their own name and number; staff answer.
    const candidateText = `안녕하세요, ${NAME}입니다. 연락은 010-7771-2345로 주세요.`;
    const inquiryText = `${NAME} 연봉 ${TYPED_SALARY}만원 관련 문의`;
    secrets.push(candidateText, inquiryText);
    const rooms = await ok<MessageRoomList>(call('/api/users/message/room', token));
    const roomId = rooms.items[0].roomId;
    await ok(call('/api/users/message', token, { json: { roomId, message: candidateText }, key: true }), 201);
    await ok(call('/api/users/message/room', token, { json: { message: inquiryText, from: '/my' }, key: true }), 201);
    const staff: TokenPair[] = [];
    for (const account of Object.keys(accounts) as (keyof typeof accounts)[]) {
      const pair = await bizLogin(app, account);
      staff.push(pair);
      secrets.push(pair.accessToken, pair.refreshToken);
      await ok(call('/api/biz/coffeechats', pair.accessToken));
      await ok(call('/api/biz/offers', pair.accessToken));
    }
    const operator = staff[Object.keys(accounts).indexOf('operator')];
    const bizRooms = await ok<{ items: { roomId: number }[] }>(call('/api/biz/message/rooms', operator.accessToken));
    const replyText = `${NAME}님, 확인했어요. 010-7771-2345로 연락드릴게요.`;
    secrets.push(replyText);
    for (const room of bizRooms.items) {
      await ok(call(`/api/biz/message/rooms/${room.roomId}`, operator.accessToken), 200);
      await ok(
        call(`/api/biz/message/rooms/${room.roomId}`, operator.accessToken, { json: { message: replyText } }),
        201,
      );
    }

    // A profile edit, a refresh, a logout.
    const profile = await ok<ProfileV3>(call('/api/v3/users/profile', token));
    await ok(
      call(`/api/v2/users/more/${verified.userId}`, token, {
        method: 'PATCH',
        key: true,
        json: {
          email: EMAIL,
          resumeUrl: '',
          portfolioUrl: '',
          resumeFileId: null,
          portfolioFileId: null,
          githubUrl: '',
          linkedinUrl: '',
          hashtags: ['백엔드'],
          careerItems: profile.careerItems.map(({ id, company, job, start, end, detail, hide }) => ({
            id,
            company,
            job,
            start,
            end,
            detail,
            hide,
          })),
          agent: false,
        },
      }),
    );
    const refreshed = await ok<TokenPair>(call('/api/auth/refresh', verified.refreshToken));
    secrets.push(refreshed.accessToken, refreshed.refreshToken);
    token = refreshed.accessToken;
    await ok(call('/api/v3/users/my', token));
    await ok(call('/api/auth/logout', refreshed.refreshToken, { method: 'POST' }));

    // The database never held the back part; the dump does hold the rest of the journey.
    const database = await dumpDatabase(app);
    expect(database).toContain(PHONE);
    expect(database).toContain(candidateText);
    expect(database).not.toContain(BACK_PART);
    expect(database).not.toContain(IDENTITY);

    expect(app.logs.length).toBeGreaterThan(40);
    const logs = app.logs.join('\n');
    expect(secrets.filter((secret) => logs.includes(secret))).toEqual([]);
    const quiet = logsWithoutNoise(app.logs);
    expect([...amounts].filter((amount) => figure(amount).test(quiet))).toEqual([]);
  });
});
