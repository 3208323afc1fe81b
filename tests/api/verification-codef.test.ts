/**
 * The CODEF adapter, with sandbox mode off, against a stand-in for CODEF on 127.0.0.1: OAuth token,
 * URL-encoded answers, CF-03002 "continue two-way" on the first call and on completions before the
 * approval, CF-12872 on the third early completion, CF-00000 with data once approved.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomeEvents } from '../../server/db/schema-income';
import { PROVIDER_ASK_INTERVAL_MS } from '../../server/features/income/lifetime-lookups';
import type { TwoWayContinuation, Verified } from '../../src/contract/signup';
import { expectError } from './helpers';
import { completeVerification, signupBody, startVerification } from './signup-flow';
import { createTestApp, drivers, type TestApp } from './test-app';

const CLIENT_ID = 'stand-in-client';
const CLIENT_SECRET = 'stand-in-secret';
const ACCESS_TOKEN = 'stand-in-access-token';
const CAREERS = '/v1/kr/public/pp/nhis-join/identify-confirmation';
const PAYMENTS = '/v1/kr/public/pp/nhis-insurance-payment/confirmation';
const TAX = '/v1/kr/public/nt/proof-issue/proof-income';

type Body = Record<string, unknown> & { twoWayInfo?: { jti: string } };

interface StandIn {
  url: string;
  calls: { path: string; body: Body }[];
  tokenRequests: number;
  approve(jti: string): void;
  /** Approves the newest flow CODEF started under this `id`. */
  approveLatest(id: string): void;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
  });

const answer = (code: string, data: unknown) => ({
  result: { code, extraMessage: '', message: code === 'CF-00000' ? '성공' : '실패', transactionId: 'tx' },
  data,
});

/** The lifetime event's certificate: no income in 2018, then four years. */
const LIFETIME_INCOMES = [
  { resAttrYear: '2019', resIncomeAmt: '31,000,000' },
  { resAttrYear: '2020', resIncomeAmt: '42,500,000' },
  { resAttrYear: '2021', resIncomeAmt: '46,000,000' },
  { resAttrYear: '2022', resIncomeAmt: '51,234,567' },
];

function approvedData(path: string, body: Body) {
  if (path === TAX && body.searchStartYear === '2018') return { resIncomeList: LIFETIME_INCOMES };
  if (path === TAX) return { resIncomeList: [{ resAttrYear: '2024', resIncomeAmt: '58,000,000' }] };
  if (body.userName === '무경력') return [];
  return [
    { resJoinUserType: '직장가입자', resCompanyNm: '가온소프트', commStartDate: '20190301', commEndDate: '20220228' },
    { resJoinUserType: '직장피부양자', resCompanyNm: '가족회사', commStartDate: '20150101', commEndDate: '20181231' },
    { resJoinUserType: '직장가입자', resCompanyNm: '나래데이터', commStartDate: '20220301', commEndDate: '' },
  ];
}

async function startStandIn(): Promise<StandIn> {
  const flows = new Map<string, { approved: boolean; early: number }>();
  const latestJti = new Map<string, string>();
  let jtis = 0;
  const standIn = { calls: [] as StandIn['calls'], tokenRequests: 0 };

  function product(path: string, body: Body) {
    if (path === PAYMENTS) return answer('CF-00000', { resPaymentList: Array(12).fill({ resPaymentAmt: '177,250' }) });
    if (body.userName === '점검') return answer('CF-12701', {});
    if (!body.is2Way) {
      const jti = `stand-in-jti-${++jtis}`;
      flows.set(jti, { approved: false, early: 0 });
      latestJti.set(String(body.id), jti);
      return answer('CF-03002', {
        continue2Way: true,
        jobIndex: 0,
        threadIndex: 0,
        jti,
        twoWayTimestamp: Date.now(),
        method: 'simpleAuth',
        extraInfo: { commSimpleAuth: '' },
      });
    }
    const flow = flows.get(body.twoWayInfo?.jti ?? '');
    if (!flow) return answer('CF-12003', {});
    if (flow.approved) return answer('CF-00000', approvedData(path, body));
    flow.early += 1;
    return flow.early < 3 ? answer('CF-03002', { continue2Way: true }) : answer('CF-12872', {});
  }

  const server: Server = createServer(async (request, response) => {
    const text = await readBody(request);
    const path = request.url ?? '';
    if (path === '/oauth/token') {
      standIn.tokenRequests += 1;
      const expected = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;
      const form = new URLSearchParams(text);
      const ok = request.headers.authorization === expected && form.get('grant_type') === 'client_credentials';
      response.writeHead(ok ? 200 : 401, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(ok ? { access_token: ACCESS_TOKEN, token_type: 'bearer', expires_in: 604_799 } : {}));
      return;
    }
    if (request.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) {
      response.writeHead(401).end();
      return;
    }
    const body = JSON.parse(text) as Body;
    standIn.calls.push({ path, body });
    if (body.userName === '느림') await new Promise((resolve) => setTimeout(resolve, 1_500));
    // CODEF answers URL-encoded JSON.
    response.writeHead(200, { 'Content-Type': 'text/plain;charset=UTF-8' });
    response.end(encodeURIComponent(JSON.stringify(product(path, body))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...standIn,
    get tokenRequests() {
      return standIn.tokenRequests;
    },
    url: `http://127.0.0.1:${port}`,
    approve: (jti) => {
      const flow = flows.get(jti);
      if (flow) flow.approved = true;
    },
    approveLatest: (id) => {
      const flow = flows.get(latestJti.get(id) ?? '');
      if (flow) flow.approved = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(drivers)('the CODEF adapter on %s', (driver) => {
  let app: TestApp;
  let codef: StandIn;
  beforeAll(async () => {
    codef = await startStandIn();
    app = await createTestApp(driver, {
      SANDBOX: '0',
      CODEF_CLIENT_ID: CLIENT_ID,
      CODEF_CLIENT_SECRET: CLIENT_SECRET,
      CODEF_API_URL: codef.url,
      CODEF_TOKEN_URL: `${codef.url}/oauth/token`,
      CODEF_TIMEOUT_MS: '1000',
    });
  });
  afterAll(async () => {
    await app?.close();
    await codef?.close();
  });

  const callsTo = (path: string, id: string) => codef.calls.filter((call) => call.path === path && call.body.id === id);
  const post = (path: string, token: string, json?: unknown) => app.request(path, { method: 'POST', token, json });

  async function verifiedThroughCodef(phone: string) {
    const body = signupBody(phone, { name: '서지우', birthday: '19950530', gender: '남성' });
    const { continuation } = await startVerification(app, body);
    codef.approve(continuation.jti);
    const response = await completeVerification(app, continuation);
    expect(response.status, await response.clone().text()).toBe(200);
    return { body, continuation, verified: (await response.json()) as Verified };
  }

  it('is the provider when sandbox mode is off', async () => {
    expect(app.deps.identityProvider.name).toBe('codef');
    expect((await app.request('/api/sandbox/inbox?phone=01012345678')).status).toBe(404);
  });

  it('runs the two-way flow with the protocol fields and maps the eligibility record to careers', async () => {
    const body = signupBody('01080000001', { name: '서지우', birthday: '19950530', gender: '남성' });
    const { continuation } = await startVerification(app, body, 5);
    expect(continuation.jti).toMatch(/^stand-in-jti-/);
    const [first] = callsTo(CAREERS, continuation.cfid);
    expect(first.body).toEqual({
      organization: '0002',
      loginType: '5',
      loginTypeLevel: '5',
      userName: '서지우',
      phoneNo: '01080000001',
      telecom: '1',
      id: continuation.cfid,
      identity: '19950530',
      useType: '0',
    });

    await expectError(await completeVerification(app, continuation), 409, 'AUTH_NOT_COMPLETED');
    codef.approve(continuation.jti);
    const response = await completeVerification(app, continuation);
    expect(response.status).toBe(200);
    const verified = (await response.json()) as Verified;
    expect(verified.careerItems.map(({ id: _, ...career }) => career)).toEqual([
      { company: '가온소프트', job: '백엔드', start: '2019-03', end: '2022-02' },
      { company: '나래데이터', job: '백엔드', start: '2022-03', end: '' },
    ]);
    const second = callsTo(CAREERS, continuation.cfid).at(-1);
    expect(second?.body).toEqual({
      ...first.body,
      simpleAuth: '1',
      is2Way: true,
      twoWayInfo: {
        jobIndex: continuation.jobIndex,
        threadIndex: continuation.threadIndex,
        jti: continuation.jti,
        twoWayTimestamp: continuation.twoWayTimestamp,
      },
    });
    expect(codef.tokenRequests).toBe(1);
  });

  it('restarts with a new CODEF continuation on the third early completion', async () => {
    const { continuation } = await startVerification(app, signupBody('01080000002'));
    await expectError(await completeVerification(app, continuation), 409, 'AUTH_NOT_COMPLETED');
    await expectError(await completeVerification(app, continuation), 409, 'AUTH_NOT_COMPLETED');
    const third = await completeVerification(app, continuation);
    expect(third.status).toBe(409);
    const restarted = (await third.json()) as { status: { code: string }; continuation: TwoWayContinuation };
    expect(restarted.status.code).toBe('VERIFY_RESTARTED');
    expect(restarted.continuation.jti).not.toBe(continuation.jti);
    codef.approve(restarted.continuation.jti);
    expect((await completeVerification(app, restarted.continuation)).status).toBe(200);
  });

  it('maps CODEF result codes to the lookup statuses', async () => {
    const maintenance = signupBody('01080000003', { name: '점검' });
    const signup = await app.request('/api/v2/users', { method: 'POST', json: maintenance });
    const { id } = (await signup.json()) as { id: string };
    const request = await app.request('/api/v3/users/verify/request', {
      method: 'POST',
      json: {
        id,
        loginTypeLevel: 1,
        phone: maintenance.phone,
        name: '점검',
        birthday: maintenance.birthday,
        gender: '남성',
      },
    });
    await expectError(request, 419, 'MAINTENANCE', '지금은 서비스 점검 중 입니다.');

    const { continuation } = await startVerification(app, signupBody('01080000004', { name: '무경력' }));
    codef.approve(continuation.jti);
    await expectError(
      await completeVerification(app, continuation),
      422,
      'NO_CAREER',
      '경력 정보가 조회되지 않습니다.',
    );
  });

  it('answers 418 when CODEF does not answer within the timeout', async () => {
    const slow = signupBody('01080000005', { name: '느림' });
    const signup = await app.request('/api/v2/users', { method: 'POST', json: slow });
    const { id } = (await signup.json()) as { id: string };
    const started = Date.now();
    const request = await app.request('/api/v3/users/verify/request', {
      method: 'POST',
      json: { id, loginTypeLevel: 1, phone: slow.phone, name: '느림', birthday: slow.birthday, gender: '남성' },
    });
    await expectError(request, 418, 'REQUEST_FAILED', '요청을 완료하지 못했습니다.');
    expect(Date.now() - started).toBeLessThan(1_450);
  });

  it('derives health-insurance salaries from the payments within the same flow id', async () => {
    const { continuation, verified } = await verifiedThroughCodef('01080000006');
    const response = await post('/api/v3/users/verify/salary', verified.accessToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      salaryItems: [
        { year: 2023, salary: 6000 },
        { year: 2024, salary: 6000 },
        { year: 2025, salary: 6000 },
      ],
    });
    expect(callsTo(PAYMENTS, continuation.cfid).map((call) => call.body.startDate)).toEqual([
      '202301',
      '202401',
      '202501',
    ]);
  });

  it('sends the resident number only in the first tax call and reads the income of 2024', async () => {
    const { body, verified } = await verifiedThroughCodef('01080000007');
    const identity = '9505301234567';
    const started = await post('/api/v3/users/tax', verified.accessToken, {
      name: body.name,
      phone: body.phone,
      identity,
      consent: true,
    });
    expect(started.status).toBe(200);
    const continuation = (await started.json()) as TwoWayContinuation;
    const [first] = callsTo(TAX, continuation.cfid);
    expect(first.body).toMatchObject({ organization: '0001', loginType: '5', identity, userName: '서지우' });
    codef.approve(continuation.jti);
    const completed = await post('/api/v3/users/tax/verify', verified.accessToken, continuation);
    expect(completed.status).toBe(200);
    expect(await completed.json()).toEqual({ salaryByTax: 5800 });
    const second = callsTo(TAX, continuation.cfid).at(-1);
    expect(second?.body).toMatchObject({ is2Way: true, simpleAuth: '1' });
    expect(second?.body).not.toHaveProperty('identity');
    expect(app.logs.filter((line) => line.includes('1234567'))).toEqual([]);
  });
  it('looks up the incomes of 2018–2022 for the lifetime event, restarting a flow CODEF gave up on', async () => {
    const { verified } = await verifiedThroughCodef('01080000008');
    const started = await post('/api/income/lifetime/verify', verified.accessToken, {
      years: [2018, 2019, 2020, 2021, 2022],
      loginTypeLevel: 5,
      telecom: 2,
    });
    expect(started.status, await started.clone().text()).toBe(200);
    const { eventId } = (await started.json()) as { eventId: string };
    const [first] = callsTo(TAX, eventId);
    expect(first.body).toEqual({
      organization: '0001',
      loginType: '5',
      loginTypeLevel: '5',
      userName: '서지우',
      phoneNo: '01080000008',
      telecom: '2',
      id: eventId,
      identity: '19950530',
      searchStartYear: '2018',
      searchEndYear: '2022',
    });

    const poll = async (loadCount: number) => {
      const response = await app.request(
        `/api/income/lifetime/verify/status?eventId=${eventId}&loadCount=${loadCount}`,
        { token: verified.accessToken },
      );
      expect(response.status, await response.clone().text()).toBe(200);
      return ((await response.json()) as { status: string }).status;
    };
    // Two completions before the approval wait; the third makes CODEF give up, and the flow starts again.
    for (const loadCount of [1, 2, 3]) {
      expect(await poll(loadCount)).toBe('WAITING');
      app.advance(PROVIDER_ASK_INTERVAL_MS);
    }
    const starts = callsTo(TAX, eventId).filter((call) => !call.body.is2Way);
    expect(starts).toHaveLength(2);
    expect(starts[1].body).toEqual(first.body);

    codef.approveLatest(eventId);
    expect(await poll(4)).toBe('DONE');
    const completion = callsTo(TAX, eventId).at(-1);
    expect(completion?.body).toMatchObject({ ...first.body, is2Way: true, simpleAuth: '1' });
    const [event] = await app.deps.db.select().from(incomeEvents).where(eq(incomeEvents.id, eventId));
    expect(event.incomes).toEqual([
      { year: 2018, amount: 0 },
      { year: 2019, amount: 3100 },
      { year: 2020, amount: 4250 },
      { year: 2021, amount: 4600 },
      { year: 2022, amount: 5123 },
    ]);
  });
});
