/**
 * Limits that stop abuse without locking owners out: code sends and verification
 * requests per client address and per hour overall (SMS pumping); sign-ups per address, and
 * unverified sign-ups purged after a day; password and code lockouts that a stranger at another
 * address cannot cause; inquiry rooms and messages per candidate. Each is counted in the database,
 * so the tests alternate two replicas over one database as a load balancer would.
 */
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, oneTimeCodes, signups } from '../../server/db/schema';
import { LOGIN_FAILED_MESSAGE, LOGIN_LIMITED_MESSAGE } from '../../server/domain/login-attempts';
import {
  CODE_SENDS_BUSY_MESSAGE,
  CODE_SENDS_LIMITED_MESSAGE,
  VERIFY_REQUESTS_BUSY_MESSAGE,
  VERIFY_REQUESTS_LIMITED_MESSAGE,
} from '../../server/domain/send-limits';
import { SIGNUPS_LIMITED_MESSAGE } from '../../server/domain/signups';
import { readEnv } from '../../server/env';
import { INQUIRIES_LIMITED_MESSAGE } from '../../server/features/messages/candidate-write-limits';
import { runPurgeSweep } from '../../server/job-runner';
import { startOfKstDay } from '../../src/contract/kst';
import type { TwoWayContinuation } from '../../src/contract/signup';
import { accounts, BIZ_PASSWORD, candidateToken } from './biz-fixtures';
import { addCandidate, expectError, latestCode } from './helpers';
import { APPROVAL_MS, completeVerification, createSignup, inbox, signupBody, verificationRequest } from './signup-flow';
import { createReplica, createTestApp, type Driver, drivers, type TestApp } from './test-app';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

let phoneSerial = 1000;
/** A phone of this suite (0107777xxxx) that nothing has happened to yet. */
const freshPhone = () => `0107777${++phoneSerial}`;
let addressSerial = 0;
/** A client address of its own, as the proxy reports it (TRUST_PROXY=1). */
const freshIp = () => `10.20.${Math.floor(++addressSerial / 250)}.${addressSerial % 250}`;
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

const retryAfterOf = (response: Response) => Number(response.headers.get('Retry-After'));

/** Asserts a 429 with this Korean message and a Retry-After within (0, `atMostSeconds`]. */
async function expectLimited(response: Response, message: string | RegExp, atMostSeconds: number) {
  const retryAfter = retryAfterOf(response);
  const body = await expectError(response, 429, 'TOO_MANY_REQUESTS');
  if (typeof message === 'string') expect(body.status.message).toBe(message);
  else expect(body.status.message).toMatch(message);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(atMostSeconds);
  return retryAfter;
}

/** The production limits per address, which createTestApp raises for suites sending from one address. */
const defaults = readEnv({});
const ADDRESS_LIMITS = {
  CODE_SENDS_PER_ADDRESS_PER_HOUR: String(defaults.codeSendsPerAddressPerHour),
  VERIFY_REQUESTS_PER_ADDRESS_PER_HOUR: String(defaults.verifyRequestsPerAddressPerHour),
  SIGNUPS_PER_ADDRESS_PER_HOUR: String(defaults.signupsPerAddressPerHour),
};

/** Two replicas over one database, answering in turn like a load balancer's round robin. */
function twoReplicas(overrides: Record<string, string> = {}) {
  const apps: TestApp[] = [];
  let started: Promise<void> | undefined;
  return {
    /** Boots them once; a second call waits for the first. */
    start(driver: Driver) {
      started ??= (async () => {
        const primary = await createTestApp(driver, { TRUST_PROXY: '1', ...ADDRESS_LIMITS, ...overrides });
        apps.push(primary, await createReplica(primary));
      })();
      return started;
    },
    async stop() {
      await apps[1]?.close();
      await apps[0]?.close();
    },
    get app() {
      return apps[0];
    },
    /** The replica answering the `index`th request. */
    at: (index: number) => apps[index % 2],
  };
}

/**
 * The pair at the production limits, booted once per driver for the two suites that change no limit
 * (a boot is most of a suite's time here): each of their tests uses phones, addresses and
 * candidates of its own, so neither sees the other's counts.
 */
const atProductionLimits = Object.fromEntries(drivers.map((driver) => [driver, twoReplicas()])) as Record<
  Driver,
  ReturnType<typeof twoReplicas>
>;
afterAll(() => Promise.all(Object.values(atProductionLimits).map((replicas) => replicas.stop())));

const askCode = (target: TestApp, phone: string, ip: string) =>
  target.request('/api/users/login/code', { method: 'POST', json: { phone }, headers: from(ip) });

it('sets the limits at their defaults: 5 codes per phone and address, 20 per phone, 10 per address', () => {
  expect(readEnv({})).toMatchObject({
    codeSendsPerHour: 5,
    codeSendsPerPhonePerHour: 20,
    codeSendsPerAddressPerHour: 10,
    codeSendsTotalPerHour: 1000,
    verifyRequestsPerAddressPerHour: 10,
    verifyRequestsTotalPerHour: 500,
    signupsPerAddressPerHour: 20,
    loginFailuresPerAccountPerHour: 100,
    inquiriesPerDay: 10,
    messagesPerHour: 60,
  });
});

describe.each(drivers)('limits per client address on %s', (driver) => {
  const replicas = atProductionLimits[driver];
  beforeAll(() => replicas.start(driver));

  it('sends codes to only 10 of 40 phones asked for from one client in an hour; another client still gets one', async () => {
    const ip = freshIp();
    const phones = Array.from({ length: 40 }, freshPhone);
    const statuses: number[] = [];
    for (const [index, phone] of phones.entries()) {
      const answer = await askCode(replicas.at(index), phone, ip);
      statuses.push(answer.status);
      if (answer.status === 429) await expectLimited(answer, CODE_SENDS_LIMITED_MESSAGE, 3600);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual(Array(30).fill(429));
    // The refused phones were sent nothing.
    expect(await inbox(replicas.app, phones[10])).toEqual([]);
    expect(await inbox(replicas.app, phones[39])).toEqual([]);

    expect((await askCode(replicas.at(1), phones[39], freshIp())).status).toBe(200);
    expect(await latestCode(replicas.app, phones[39])).toMatch(/^\d{6}$/);
  });

  it('pushes verification requests to only 10 of 12 strangers’ phones from one client; another client still gets through', async () => {
    const ip = freshIp();
    const bodies = Array.from({ length: 12 }, () => signupBody(freshPhone()));
    const signupIds: string[] = [];
    for (const body of bodies) signupIds.push(await createSignup(replicas.app, body));
    const ask = (index: number, address: string) =>
      replicas.at(index).request('/api/v3/users/verify/request', {
        method: 'POST',
        json: verificationRequest(signupIds[index], bodies[index]),
        headers: from(address),
      });

    for (let index = 0; index < 10; index++) expect((await ask(index, ip)).status).toBe(200);
    for (const index of [10, 11]) await expectLimited(await ask(index, ip), VERIFY_REQUESTS_LIMITED_MESSAGE, 3600);
    expect(await inbox(replicas.app, bodies[10].phone)).toEqual([]);

    expect((await ask(10, freshIp())).status).toBe(200);
    expect((await inbox(replicas.app, bodies[10].phone)).map((item) => item.kind)).toEqual(['notification']);
  });

  it('refuses the 21st sign-up from one client address in an hour and stores nothing of it; another address and the next hour sign up', async () => {
    const ip = freshIp();
    const phones = Array.from({ length: 21 }, freshPhone);
    const signUp = (index: number, phone: string, address: string) =>
      replicas.at(index).request('/api/v2/users', { method: 'POST', json: signupBody(phone), headers: from(address) });

    for (const [index, phone] of phones.slice(0, 20).entries())
      expect((await signUp(index, phone, ip)).status).toBe(200);
    await expectLimited(await signUp(20, phones[20], ip), SIGNUPS_LIMITED_MESSAGE, 3600);
    const stored = await replicas.app.deps.db.select().from(signups).where(eq(signups.phone, phones[20]));
    expect(stored).toEqual([]);

    expect((await signUp(21, phones[20], freshIp())).status).toBe(200);
    replicas.app.advance(HOUR_MS + 1000);
    expect((await signUp(22, freshPhone(), ip)).status).toBe(200);
  });
});

describe.each(drivers)('the overall hourly ceilings on %s', (driver) => {
  const replicas = twoReplicas({ CODE_SENDS_TOTAL_PER_HOUR: '6', VERIFY_REQUESTS_TOTAL_PER_HOUR: '3' });
  beforeAll(() => replicas.start(driver));
  afterAll(() => replicas.stop());

  it('stops code sends and verification requests at their hourly ceiling whatever the addresses, on both replicas', async () => {
    for (let sent = 0; sent < 6; sent++)
      expect((await askCode(replicas.at(sent), freshPhone(), freshIp())).status).toBe(200);
    for (const index of [0, 1]) {
      await expectLimited(await askCode(replicas.at(index), freshPhone(), freshIp()), CODE_SENDS_BUSY_MESSAGE, 3600);
    }

    const request = async (index: number) => {
      const body = signupBody(freshPhone());
      const address = freshIp();
      const signupId = await (
        await replicas.app.request('/api/v2/users', { method: 'POST', json: body, headers: from(address) })
      ).json();
      return replicas.at(index).request('/api/v3/users/verify/request', {
        method: 'POST',
        json: verificationRequest((signupId as { id: string }).id, body),
        headers: from(address),
      });
    };
    for (let index = 0; index < 3; index++) expect((await request(index)).status).toBe(200);
    for (const index of [0, 1]) await expectLimited(await request(index), VERIFY_REQUESTS_BUSY_MESSAGE, 3600);

    replicas.app.advance(HOUR_MS + 1000);
    expect((await askCode(replicas.at(1), freshPhone(), freshIp())).status).toBe(200);
    expect((await request(0)).status).toBe(200);
  });
});

describe.each(drivers)('lockouts a stranger cannot cause on %s', (driver) => {
  // The account's ceiling from all addresses together: 100 by default.
  const replicas = twoReplicas({ LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: '12' });
  beforeAll(() => replicas.start(driver));
  afterAll(() => replicas.stop());

  it('lets a stranger flooding the owner’s phone with codes from one address stop only themselves, up to the phone’s ceiling of 20', async () => {
    const phone = freshPhone();
    await addCandidate(replicas.app, phone);
    const owner = freshIp();
    const [stranger, second, third, fourth] = [freshIp(), freshIp(), freshIp(), freshIp()];

    for (let sent = 0; sent < 5; sent++) expect((await askCode(replicas.at(sent), phone, stranger)).status).toBe(200);
    await expectLimited(await askCode(replicas.at(1), phone, stranger), CODE_SENDS_LIMITED_MESSAGE, 3600);

    // The owner, from their own address, gets a code and signs in with it.
    expect((await askCode(replicas.at(0), phone, owner)).status).toBe(200);
    const code = await latestCode(replicas.app, phone);
    const login = await replicas
      .at(1)
      .request('/api/users/login', { method: 'POST', json: { phone, code }, headers: from(owner) });
    expect(login.status).toBe(200);

    // Only strangers on several addresses together reach the phone's ceiling: 5 + 1 + 5 + 5 + 4 = 20.
    for (const [address, count] of [
      [second, 5],
      [third, 5],
      [fourth, 4],
    ] as const) {
      for (let sent = 0; sent < count; sent++)
        expect((await askCode(replicas.at(sent), phone, address)).status).toBe(200);
    }
    await expectLimited(await askCode(replicas.at(0), phone, fourth), CODE_SENDS_LIMITED_MESSAGE, 3600);
    await expectLimited(await askCode(replicas.at(1), phone, owner), CODE_SENDS_LIMITED_MESSAGE, 3600);
  });

  it('slows a stranger guessing at a console password from one address down, doubling the wait, while the owner signs in from their own', async () => {
    const email = accounts.maru;
    const stranger = freshIp();
    const owner = freshIp();
    const signIn = (index: number, password: string, address: string) =>
      replicas
        .at(index)
        .request('/api/biz/login', { method: 'POST', json: { email, password }, headers: from(address) });

    for (let guess = 0; guess < 3; guess++) {
      await expectError(await signIn(guess, `guess-${guess}`, stranger), 401, 'UNAUTHORIZED', LOGIN_FAILED_MESSAGE);
    }
    const delayed = await signIn(1, 'guess-3', stranger);
    expect(retryAfterOf(delayed)).toBe(30);
    await expectError(delayed, 429, 'TOO_MANY_REQUESTS', '로그인 시도가 너무 많아요. 30초 후에 다시 시도해 주세요.');
    // Even the right password waits from there: the answer tells a guesser nothing.
    expect((await signIn(0, BIZ_PASSWORD, stranger)).status).toBe(429);
    expect((await signIn(1, BIZ_PASSWORD, owner)).status).toBe(200);

    replicas.app.advance(30_000);
    await expectError(await signIn(0, 'guess-4', stranger), 401, 'UNAUTHORIZED');
    const longer = await signIn(1, 'guess-5', stranger);
    expect(retryAfterOf(longer)).toBe(60);
    await expectError(longer, 429, 'TOO_MANY_REQUESTS', '로그인 시도가 너무 많아요. 1분 후에 다시 시도해 주세요.');

    replicas.app.advance(60_000);
    await expectError(await signIn(0, 'guess-6', stranger), 401, 'UNAUTHORIZED');
    expect(retryAfterOf(await signIn(1, 'guess-7', stranger))).toBe(120);
    expect((await signIn(0, BIZ_PASSWORD, owner)).status).toBe(200);
  });

  it('refuses an account to everyone only at its ceiling of failures from many addresses', async () => {
    const signIn = (index: number, password: string, address: string) =>
      replicas.at(index).request('/api/biz/login', {
        method: 'POST',
        json: { email: accounts.nuri, password },
        headers: from(address),
      });
    // Four addresses, three failures each: none of them is delayed, and the account's 12 are spent.
    for (let address = 0; address < 4; address++) {
      const ip = freshIp();
      for (let guess = 0; guess < 3; guess++) expect((await signIn(guess, 'wrong', ip)).status).toBe(401);
    }
    await expectLimited(await signIn(0, BIZ_PASSWORD, freshIp()), LOGIN_LIMITED_MESSAGE, 3600);
    await expectLimited(await signIn(1, BIZ_PASSWORD, freshIp()), LOGIN_LIMITED_MESSAGE, 3600);
  });
});

describe.each(drivers)('purging unverified sign-ups on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver, ADDRESS_LIMITS);
  });
  afterAll(() => app?.close());

  const consentsOf = (signupId: string) => app.deps.db.select().from(consents).where(eq(consents.signupId, signupId));
  const requestFor = (signupId: string, body: ReturnType<typeof signupBody>) =>
    app.request('/api/v3/users/verify/request', { method: 'POST', json: verificationRequest(signupId, body) });

  it('deletes sign-ups still unverified after 24 hours with their consents, and day-old codes; keeps verified ones and one being verified', async () => {
    const abandoned = signupBody(freshPhone());
    const abandonedId = await createSignup(app, abandoned);
    const verified = signupBody(freshPhone());
    const verifiedId = await createSignup(app, verified);
    const verifiedStart = (await (await requestFor(verifiedId, verified)).json()) as TwoWayContinuation;
    app.advance(APPROVAL_MS);
    expect((await completeVerification(app, verifiedStart)).status).toBe(200);
    const slow = signupBody(freshPhone());
    const slowId = await createSignup(app, slow);
    const codePhone = freshPhone();
    expect((await app.request('/api/users/login/code', { method: 'POST', json: { phone: codePhone } })).status).toBe(
      200,
    );

    app.advance(23 * HOUR_MS);
    const recent = signupBody(freshPhone());
    const recentId = await createSignup(app, recent);
    app.advance(HOUR_MS - MINUTE_MS);
    // Started a minute before its day is up, and still running when the sweep comes.
    const slowStart = (await (await requestFor(slowId, slow)).json()) as TwoWayContinuation;
    app.advance(2 * MINUTE_MS);

    expect((await consentsOf(abandonedId)).length).toBe(4);
    await runPurgeSweep(app.deps);

    await expectError(
      await requestFor(abandonedId, abandoned),
      404,
      'SIGNUP_NOT_FOUND',
      '가입 정보를 찾을 수 없습니다. 처음부터 다시 진행해 주세요.',
    );
    expect(await consentsOf(abandonedId)).toEqual([]);
    expect((await consentsOf(verifiedId)).length).toBe(4);
    expect((await consentsOf(recentId)).length).toBe(4);
    expect(await app.deps.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.phone, codePhone))).toEqual([]);
    const slowDone = await completeVerification(app, slowStart);
    expect(slowDone.status, await slowDone.clone().text()).toBe(200);

    app.advance(DAY_MS);
    await runPurgeSweep(app.deps);
    const left = await app.deps.db.select({ id: signups.id }).from(signups).where(like(signups.phone, '0107777%'));
    expect(left.map((row) => row.id).sort()).toEqual([verifiedId, slowId].sort());
  });
});

describe.each(drivers)('per-candidate limits on inquiries and messages on %s', (driver) => {
  const replicas = atProductionLimits[driver];
  beforeAll(() => replicas.start(driver));

  async function candidate() {
    const id = await addCandidate(replicas.app, freshPhone());
    return { id, token: () => candidateToken(replicas.app, id) };
  }
  const inquire = async (index: number, token: string, message: string, headers: Record<string, string> = {}) =>
    replicas.at(index).request('/api/users/message/room', { method: 'POST', token, json: { message }, headers });
  const send = async (index: number, token: string, roomId: number, message: string) =>
    replicas.at(index).request('/api/users/message', { method: 'POST', token, json: { roomId, message } });

  it('opens 10 inquiry rooms a day for a candidate, then answers 429 in Korean until the next KST day', async () => {
    const asker = await candidate();
    const firstKey = randomUUID();
    for (let opened = 0; opened < 10; opened++) {
      const headers: Record<string, string> = opened === 0 ? { 'Idempotency-Key': firstKey } : {};
      expect((await inquire(opened, await asker.token(), `문의 ${opened + 1}`, headers)).status).toBe(201);
    }
    const now = replicas.app.deps.now();
    const untilTomorrow = (startOfKstDay(now).getTime() + DAY_MS - now.getTime()) / 1000;
    const refused = await inquire(0, await asker.token(), '열한 번째 문의');
    expect(await expectLimited(refused, INQUIRIES_LIMITED_MESSAGE, Math.ceil(untilTomorrow))).toBeGreaterThan(
      untilTomorrow - 60,
    );

    // The outbox sending the first inquiry again gets its answer back, not a refusal.
    const replayed = await inquire(1, await asker.token(), '문의 1', { 'Idempotency-Key': firstKey });
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    const other = await candidate();
    expect((await inquire(1, await other.token(), '다른 사람의 문의')).status).toBe(201);

    replicas.app.advance(untilTomorrow * 1000 + 1000);
    expect((await inquire(0, await asker.token(), '다음 날의 문의')).status).toBe(201);
  });

  it('takes 60 messages an hour from a candidate, inquiry included, then 429 in Korean saying when; others still write', async () => {
    const writer = await candidate();
    const long = '가'.repeat(1000);
    const opened = await inquire(0, await writer.token(), long);
    const roomId = ((await opened.json()) as { room: { roomId: number } }).room.roomId;
    for (let sent = 1; sent < 60; sent++)
      expect((await send(sent, await writer.token(), roomId, long)).status).toBe(201);

    await expectLimited(
      await send(0, await writer.token(), roomId, long),
      '메시지를 너무 많이 보냈어요. 1시간 후에 다시 보내 주세요.',
      3600,
    );
    replicas.app.advance(30 * MINUTE_MS);
    const later = await send(1, await writer.token(), roomId, long);
    expect(
      await expectLimited(later, '메시지를 너무 많이 보냈어요. 30분 후에 다시 보내 주세요.', 1800),
    ).toBeGreaterThan(1700);

    const other = await candidate();
    expect((await inquire(0, await other.token(), '저도 문의합니다')).status).toBe(201);

    replicas.app.advance(30 * MINUTE_MS + 1000);
    expect((await send(0, await writer.token(), roomId, long)).status).toBe(201);
  });
});
