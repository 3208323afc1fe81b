import { and, eq, isNull } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, careers, consents, rateLimitEvents, verificationSessions } from '../../server/db/schema';
import { AlreadyMember, type TwoWayContinuation, Verified } from '../../src/contract/signup';
import { addCandidate, expectError } from './helpers';
import {
  APPROVAL_MS,
  completeVerification,
  createSignup,
  inbox,
  signupBody,
  startVerification,
  verificationRequest,
} from './signup-flow';
import { createTestApp, drivers, type TestApp } from './test-app';

const WINDOW_MS = 270_000;
const NOT_COMPLETED = '인증이 완료되지 않았습니다.';

describe.each(drivers)('career verification on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  describe('the happy path', () => {
    it('notifies the messenger app, approves after 2 s and makes the candidate with careers and tokens', async () => {
      const body = signupBody('01030000001', { name: '정하윤', birthday: '19940708', gender: '여성' });
      const { signupId, continuation } = await startVerification(app, body);
      expect(await inbox(app, body.phone)).toEqual([
        expect.objectContaining({ kind: 'notification', body: '[카카오톡] 볼트X 경력 인증 요청이 도착했어요.' }),
      ]);

      app.advance(APPROVAL_MS);
      const response = await completeVerification(app, continuation);
      expect(response.status).toBe(200);
      const verified = (await response.json()) as Verified;
      expect(is(verified, Verified)).toBe(true);
      expect(verified.existence).toBe(false);
      expect(verified.careerItems.length).toBeGreaterThanOrEqual(1);
      expect(verified.careerItems.length).toBeLessThanOrEqual(4);
      expect(verified.careerItems.at(-1)?.end).toBe('');
      for (const career of verified.careerItems) {
        expect(career.start).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
        expect(career.end).toMatch(/^(\d{4}-(0[1-9]|1[0-2]))?$/);
      }

      const my = await app.request('/api/v3/users/my', { token: verified.accessToken });
      expect(await my.json()).toMatchObject({ userId: verified.userId, name: '정하윤', isActivate: false });
      const refreshed = await app.request('/api/auth/refresh', { token: verified.refreshToken });
      expect(refreshed.status).toBe(200);

      const [candidate] = await app.deps.db.select().from(candidates).where(eq(candidates.id, verified.userId));
      expect(candidate).toMatchObject({
        name: '정하윤',
        phone: body.phone,
        birthday: '19940708',
        gender: '여성',
        jobLabel: '개발',
        jobSubLabel: '백엔드',
      });
      const stored = await app.deps.db.select().from(careers).where(eq(careers.candidateId, verified.userId));
      expect(stored).toHaveLength(verified.careerItems.length);
      const linked = await app.deps.db.select().from(consents).where(eq(consents.signupId, signupId));
      expect(linked).toHaveLength(4);
      expect(linked.every((consent) => consent.candidateId === verified.userId)).toBe(true);
    });

    it('derives the same careers from the same name and birthday', async () => {
      const first = signupBody('01030000002', { name: '한도윤', birthday: '19880101' });
      const second = signupBody('01030000003', { name: '한도윤', birthday: '19880101' });
      const careersOf = async (body: typeof first) => {
        const { continuation } = await startVerification(app, body);
        app.advance(APPROVAL_MS);
        const verified = (await (await completeVerification(app, continuation)).json()) as Verified;
        return verified.careerItems.map(({ id: _, ...career }) => career);
      };
      expect(await careersOf(second)).toEqual(await careersOf(first));
    });

    it('notifies the PASS app when the person chose PASS', async () => {
      const body = signupBody('01030000004');
      const { continuation } = await startVerification(app, body, 5);
      expect((await inbox(app, body.phone))[0].body).toBe('[PASS] 볼트X 경력 인증 요청이 도착했어요.');
      app.advance(APPROVAL_MS);
      expect((await completeVerification(app, continuation)).status).toBe(200);
    });
  });

  describe('the approval in the app', () => {
    it('answers 409 until 2 s have passed since the request', async () => {
      const { continuation } = await startVerification(app, signupBody('01030000010'));
      // Real time runs on too, so the first completion keeps a margin below the 2 s.
      app.advance(APPROVAL_MS - 500);
      await expectError(await completeVerification(app, continuation), 409, 'AUTH_NOT_COMPLETED', NOT_COMPLETED);
      app.advance(500);
      expect((await completeVerification(app, continuation)).status).toBe(200);
    });

    it('still completes at 269 s and answers 410 after the 270 s window', async () => {
      const late = await startVerification(app, signupBody('01030000011'));
      const expired = await startVerification(app, signupBody('01030000012'));
      app.advance(WINDOW_MS - 1_000);
      expect((await completeVerification(app, late.continuation)).status).toBe(200);
      app.advance(1_001);
      await expectError(
        await completeVerification(app, expired.continuation),
        410,
        'AUTH_EXPIRED',
        '인증 유효시간을 초과했습니다.',
      );
      await expectError(await completeVerification(app, expired.continuation), 410, 'AUTH_EXPIRED');
    });

    it('restarts the flow on the third early completion with a new continuation and notification', async () => {
      const body = signupBody('01030000013');
      const { continuation } = await startVerification(app, body);
      await expectError(await completeVerification(app, continuation), 409, 'AUTH_NOT_COMPLETED');
      await expectError(await completeVerification(app, continuation), 409, 'AUTH_NOT_COMPLETED');
      const third = await completeVerification(app, continuation);
      expect(third.status).toBe(409);
      const restarted = (await third.json()) as { status: { code: string }; continuation: TwoWayContinuation };
      expect(restarted.status.code).toBe('VERIFY_RESTARTED');
      expect(restarted.continuation.cfid).toBe(continuation.cfid);
      expect(restarted.continuation.jti).not.toBe(continuation.jti);
      expect((await inbox(app, body.phone)).filter((item) => item.kind === 'notification')).toHaveLength(2);

      // The old continuation is no longer the flow's, unless the client says it is restarting.
      app.advance(APPROVAL_MS);
      await expectError(await completeVerification(app, continuation), 404, 'VERIFY_NOT_FOUND');
      expect((await completeVerification(app, restarted.continuation)).status).toBe(200);
    });

    it('accepts the continuation from before the restart when flagged isRestart', async () => {
      const { continuation } = await startVerification(app, signupBody('01030000014'));
      for (let attempt = 0; attempt < 3; attempt++) await completeVerification(app, continuation);
      app.advance(APPROVAL_MS);
      expect((await completeVerification(app, continuation, { isRestart: true })).status).toBe(200);
    });

    it('never approves a phone ending in 0409 and keeps restarting', async () => {
      const { continuation } = await startVerification(app, signupBody('01030010409'));
      app.advance(60_000);
      await expectError(await completeVerification(app, continuation), 409, 'AUTH_NOT_COMPLETED', NOT_COMPLETED);
      await expectError(await completeVerification(app, continuation), 409, 'AUTH_NOT_COMPLETED');
      const third = await completeVerification(app, continuation);
      expect(((await third.json()) as { status: { code: string } }).status.code).toBe('VERIFY_RESTARTED');
    });
  });

  describe('failures chosen by the last four digits', () => {
    it.each([
      ['0403', 403, 'CAREER_LOOKUP_FAILED', '정보 불러오기를 실패했습니다.', 1],
      ['0410', 410, 'AUTH_EXPIRED', '인증 유효시간을 초과했습니다.', 1],
      ['0412', 412, 'DAILY_LIMIT', '요청 건수가 초과되었습니다.', 1],
      ['0418', 418, 'REQUEST_FAILED', '요청을 완료하지 못했습니다.', 1],
      ['0419', 419, 'MAINTENANCE', '지금은 서비스 점검 중 입니다.', 1],
      [
        '0420',
        420,
        'IDENTITY_MISMATCH',
        '카카오 인증서가 발급되지 않았어요. 카카오톡 지갑에서 인증서를 먼저 발급해 주세요.',
        1,
      ],
      [
        '0420',
        420,
        'IDENTITY_MISMATCH',
        'PASS 인증서가 발급되지 않았어요. PASS 앱에서 인증서를 먼저 발급해 주세요.',
        5,
      ],
      ['0422', 422, 'NO_CAREER', '경력 정보가 조회되지 않습니다.', 1],
    ] as const)('answers %s with %i %s', async (ending, status, code, message, loginTypeLevel) => {
      const phone = `0103${loginTypeLevel}02${ending}`;
      const { continuation } = await startVerification(app, signupBody(phone), loginTypeLevel);
      app.advance(APPROVAL_MS);
      await expectError(await completeVerification(app, continuation), status, code, message);
      const [member] = await app.deps.db
        .select()
        .from(candidates)
        .where(and(eq(candidates.phone, phone), isNull(candidates.deletedAt)));
      expect(member).toBeUndefined();
      // The flow is over: asking again means a new request.
      await expectError(await completeVerification(app, continuation), 410, 'AUTH_EXPIRED');
    });
  });

  describe('existing members', () => {
    it('answers 208 for the phone of a live candidate, without tokens', async () => {
      const body = signupBody('01012345678', { name: '김하늘', birthday: '19930415', gender: '여성' });
      const { continuation } = await startVerification(app, body);
      app.advance(APPROVAL_MS);
      const response = await completeVerification(app, continuation);
      expect(response.status).toBe(208);
      const answer = await response.json();
      expect(answer).toEqual({ existence: true });
      expect(is(answer, AlreadyMember)).toBe(true);
    });

    it('updates the existing candidate on a reapply and replaces its careers', async () => {
      const phone = '01030000020';
      const existingId = await addCandidate(app, phone, '최유나');
      const body = signupBody(phone, {
        name: '최유나',
        jobLabel: '데이터',
        jobSubLabel: '데이터 분석가',
        reapply: true,
      });
      const { continuation } = await startVerification(app, body);
      app.advance(APPROVAL_MS);
      const response = await completeVerification(app, continuation, { reapply: true });
      expect(response.status).toBe(200);
      const verified = (await response.json()) as Verified;
      expect(verified).toMatchObject({ existence: true, userId: existingId });
      const [candidate] = await app.deps.db.select().from(candidates).where(eq(candidates.id, existingId));
      expect(candidate).toMatchObject({ jobLabel: '데이터', jobSubLabel: '데이터 분석가', birthday: '19910312' });
      const stored = await app.deps.db.select().from(careers).where(eq(careers.candidateId, existingId));
      expect(stored).toHaveLength(verified.careerItems.length);
    });
  });

  describe('the daily limit of career lookups', () => {
    it('allows 10 lookups per phone per KST day, counted in the database, then answers 412', async () => {
      const body = signupBody('01030000030');
      const signupId = await createSignup(app, body);
      const request = () =>
        app.request('/api/v3/users/verify/request', { method: 'POST', json: verificationRequest(signupId, body) });
      for (let lookup = 0; lookup < 10; lookup++) expect((await request()).status).toBe(200);
      await expectError(await request(), 412, 'DAILY_LIMIT', '요청 건수가 초과되었습니다.');
      const counted = await app.deps.db.select().from(rateLimitEvents).where(eq(rateLimitEvents.kind, 'career-lookup'));
      expect(counted.every((event) => !JSON.stringify(event).includes(body.phone))).toBe(true);

      // Another phone is not affected; the next KST day starts over.
      const other = signupBody('01030000031');
      expect((await startVerification(app, other)).continuation.cfid).toBeTruthy();
      app.advance(24 * 3_600_000);
      expect((await request()).status).toBe(200);
    });
  });

  describe('bad input', () => {
    it('refuses an unknown sign-up, a mismatching phone and malformed bodies without a 500', async () => {
      const body = signupBody('01030000040');
      const signupId = await createSignup(app, body);
      const request = (json: unknown) => app.request('/api/v3/users/verify/request', { method: 'POST', json });
      await expectError(
        await request(verificationRequest('00000000-0000-4000-8000-000000000000', body)),
        404,
        'SIGNUP_NOT_FOUND',
      );
      await expectError(
        await request({ ...verificationRequest(signupId, body), phone: '01030000041' }),
        400,
        'INPUT_MISMATCH',
      );
      await expectError(
        await request({ ...verificationRequest(signupId, body), birthday: '19911332' }),
        400,
        'BAD_REQUEST',
      );
      await expectError(
        await request({ ...verificationRequest(signupId, body), loginTypeLevel: 2 }),
        400,
        'BAD_REQUEST',
      );
      await expectError(await request('not an object'), 400, 'BAD_REQUEST');
      const raw = await app.request('/api/v3/users/verify', {
        method: 'POST',
        body: '{"cfid":',
        headers: { 'Content-Type': 'application/json' },
      });
      await expectError(raw, 400, 'BAD_REQUEST');
    });

    it('refuses a completion with an unknown cfid or a forged continuation', async () => {
      const { continuation } = await startVerification(app, signupBody('01030000042'));
      app.advance(APPROVAL_MS);
      await expectError(
        await completeVerification(app, { ...continuation, cfid: '00000000-0000-4000-8000-000000000000' }),
        404,
        'VERIFY_NOT_FOUND',
      );
      await expectError(await completeVerification(app, { ...continuation, jti: 'forged' }), 404, 'VERIFY_NOT_FOUND');
      await expectError(
        await completeVerification(app, { ...continuation, twoWayTimestamp: continuation.twoWayTimestamp - 5_000 }),
        404,
        'VERIFY_NOT_FOUND',
      );
      expect((await completeVerification(app, continuation)).status).toBe(200);
    });

    it('uses a verification once: a second completion or a second request of the sign-up is refused', async () => {
      const body = signupBody('01030000043');
      const { signupId, continuation } = await startVerification(app, body);
      app.advance(APPROVAL_MS);
      expect((await completeVerification(app, continuation)).status).toBe(200);
      await expectError(await completeVerification(app, continuation), 410, 'AUTH_EXPIRED');
      const again = await app.request('/api/v3/users/verify/request', {
        method: 'POST',
        json: verificationRequest(signupId, body),
      });
      await expectError(again, 409, 'SIGNUP_ALREADY_VERIFIED');
      const sessions = await app.deps.db
        .select()
        .from(verificationSessions)
        .where(eq(verificationSessions.id, continuation.cfid));
      expect(sessions[0].status).toBe('completed');
    });
  });
});
