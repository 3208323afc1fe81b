import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, signups } from '../../server/db/schema';
import { CreatedUser, Existence } from '../../src/contract/signup';
import { expectError } from './helpers';
import { allConsents, signupBody } from './signup-flow';
import { createTestApp, drivers, type TestApp } from './test-app';

const REQUIRED_CONSENT_MESSAGE = '필수 약관에 모두 동의해 주세요.';

describe.each(drivers)('sign-up on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    // Behind a proxy, so each test can be its own client IP.
    app = await createTestApp(driver, { TRUST_PROXY: '1' });
  });
  afterAll(() => app?.close());

  const exist = (query: string, ip: string) =>
    app.request(`/api/users/exist?${query}`, { headers: { 'X-Forwarded-For': ip } });

  describe('GET /users/exist', () => {
    it('tells whether a live account has this name and phone', async () => {
      const member = await exist(`name=${encodeURIComponent('김하늘')}&phone=01012345678`, '203.0.113.1');
      expect(member.status).toBe(200);
      const body = await member.json();
      expect(body).toEqual({ existence: true });
      expect(is(body, Existence)).toBe(true);
      const otherName = await exist(`name=${encodeURIComponent('김바다')}&phone=01012345678`, '203.0.113.1');
      expect(await otherName.json()).toEqual({ existence: false });
      const stranger = await exist(`name=${encodeURIComponent('김하늘')}&phone=01040000001`, '203.0.113.1');
      expect(await stranger.json()).toEqual({ existence: false });
    });

    it('refuses a malformed phone or name with 400', async () => {
      await expectError(
        await exist(`name=${encodeURIComponent('김하늘')}&phone=0101234`, '203.0.113.2'),
        400,
        'BAD_REQUEST',
      );
      await expectError(await exist('name=kim!&phone=01012345678', '203.0.113.2'), 400, 'BAD_REQUEST');
      await expectError(await exist('phone=01012345678', '203.0.113.2'), 400, 'BAD_REQUEST');
    });

    it('allows 30 checks per client IP per hour, counted in the database, then answers 429', async () => {
      const query = `name=${encodeURIComponent('김하늘')}&phone=01040000002`;
      for (let check = 0; check < 30; check++) expect((await exist(query, '203.0.113.3')).status).toBe(200);
      app.advance(20 * 60_000);
      const refused = await exist(query, '203.0.113.3');
      // Many people share an office's or a carrier's address: the answer says it is a limit and when it ends.
      // About 40 minutes left of the first check's hour (the test's clock also runs in real time).
      const retryAfter = Number(refused.headers.get('Retry-After'));
      expect(retryAfter).toBeGreaterThan(39 * 60);
      expect(retryAfter).toBeLessThanOrEqual(40 * 60);
      const body = await expectError(refused, 429, 'TOO_MANY_REQUESTS');
      expect(body.status.message).toMatch(
        /^이 네트워크에서 가입 확인 요청이 너무 많아요\. (39|40)분 후에 다시 시도해 주세요\.$/,
      );
      expect((await exist(query, '203.0.113.4')).status).toBe(200);
      app.advance(40 * 60_000 + 1_000);
      expect((await exist(query, '203.0.113.3')).status).toBe(200);
    });
  });

  describe('POST /v2/users', () => {
    it('stores the pending sign-up and every consent with its version and time', async () => {
      const body = signupBody('01040000010', { userSelect: '이직 준비 중' });
      const before = app.deps.now().getTime();
      const response = await app.request('/api/v2/users', { method: 'POST', json: body });
      expect(response.status).toBe(200);
      const created = (await response.json()) as { id: string };
      expect(is(created, CreatedUser)).toBe(true);

      const [signup] = await app.deps.db.select().from(signups).where(eq(signups.id, created.id));
      expect(signup).toMatchObject({
        name: body.name,
        phone: body.phone,
        birthday: body.birthday,
        gender: body.gender,
        jobLabel: '개발',
        jobSubLabel: '백엔드',
        userSelect: '이직 준비 중',
        reapply: false,
        candidateId: null,
      });
      const stored = await app.deps.db.select().from(consents).where(eq(consents.signupId, created.id));
      expect(stored.map(({ code, version, agreed }) => ({ code, version, agreed }))).toEqual(
        expect.arrayContaining(allConsents.map((consent) => expect.objectContaining(consent))),
      );
      expect(stored).toHaveLength(allConsents.length);
      for (const consent of stored) {
        expect(consent.agreedAt.getTime()).toBeGreaterThanOrEqual(before);
        expect(consent.agreedAt.getTime()).toBeLessThanOrEqual(app.deps.now().getTime());
      }
    });

    it.each(['SERVICE', 'PRIVACY', 'THIRD_PARTY'] as const)(
      'refuses a sign-up without agreeing to %s',
      async (code) => {
        const refused = allConsents.map((consent) => (consent.code === code ? { ...consent, agreed: false } : consent));
        const missing = allConsents.filter((consent) => consent.code !== code);
        for (const given of [refused, missing]) {
          const response = await app.request('/api/v2/users', {
            method: 'POST',
            json: signupBody('01040000011', { consents: given }),
          });
          const error = await expectError(response, 400, 'BAD_REQUEST', REQUIRED_CONSENT_MESSAGE);
          expect(error.status.field).toBe('consents');
        }
      },
    );

    it('accepts a sign-up that declines only marketing', async () => {
      const withoutMarketing = allConsents.filter((consent) => consent.code !== 'MARKETING');
      const response = await app.request('/api/v2/users', {
        method: 'POST',
        json: signupBody('01040000012', { consents: withoutMarketing }),
      });
      expect(response.status).toBe(200);
    });

    it('refuses the same consent twice and malformed fields, naming the field', async () => {
      const doubled = [...allConsents, allConsents[0]];
      await expectError(
        await app.request('/api/v2/users', { method: 'POST', json: signupBody('01040000013', { consents: doubled }) }),
        400,
        'BAD_REQUEST',
      );
      for (const [field, value] of [
        ['birthday', '19911332'],
        ['name', '이서준1'],
        ['phone', '02-123-4567'],
        ['gender', 'male'],
        ['jobLabel', ''],
      ] as const) {
        const response = await app.request('/api/v2/users', {
          method: 'POST',
          json: { ...signupBody('01040000014'), [field]: value },
        });
        const error = await expectError(response, 400, 'BAD_REQUEST');
        expect(error.status.field).toBe(field);
      }
    });
  });
});
