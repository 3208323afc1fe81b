/**
 * Referral links: the public look-up of /r/{token}, a sign-up through the link recorded on the
 * new member, and the partner's page following that member — verified, submitted, matched, left —
 * without ever naming them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, signups } from '../../server/db/schema';
import { demoPartner } from '../../server/db/seed-demo-event';
import { createPartner } from '../../server/domain/partners';
import { kstDay } from '../../src/contract/kst';
import { type PartnerMe, REFERRAL_NOT_FOUND } from '../../src/contract/partners';
import { expectError } from './helpers';
import { partnerToken } from './income-fixtures';
import { sendOffer } from './offer-fixtures';
import { completeVerification, createSignup, signupBody, startVerification, verifiedCandidate } from './signup-flow';
import { createTestApp, drivers, type TestApp } from './test-app';

/** The calendar day in Asia/Seoul (UTC+9 all year). */

describe.each(drivers)('referrals on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  let serial = 0;
  const phone = () => {
    serial += 1;
    return `0104${String(serial).padStart(3, '0')}5678`;
  };

  const partnerPage = async (token: string) => {
    const response = await app.request('/api/partners/me', { token });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    return { body: JSON.parse(text) as PartnerMe, text };
  };

  let partnerSerial = 0;
  async function newPartner() {
    partnerSerial += 1;
    const partner = await createPartner(app.deps.db, {
      email: `referrer${partnerSerial}@example.com`,
      password: 'partner-password-1',
      name: '정추천',
    });
    return { ...partner, token: await partnerToken(app, partner.email) };
  }

  const candidateRow = async (id: string) =>
    (await app.deps.db.select().from(candidates).where(eq(candidates.id, id)))[0];

  it('tells a visitor who recommends them, and 404 for a link that names no active partner', async () => {
    const response = await app.request(`/api/referrals/${demoPartner.referralToken}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ partnerName: '최민준', token: 'MinjunPartner1' });
    for (const token of ['NoSuchPartner1', 'ab', 'bad-token!', 'x'.repeat(40), '%00']) {
      await expectError(
        await app.request(`/api/referrals/${encodeURIComponent(token)}`),
        404,
        'REFERRAL_NOT_FOUND',
        REFERRAL_NOT_FOUND,
      );
    }
  });

  it("follows a member who came through the link on the partner's page, without naming them", async () => {
    const partner = await newPartner();
    const body = signupBody(phone(), { name: '오추천', referralToken: partner.referralToken });
    const verified = await verifiedCandidate(app, body);
    expect((await candidateRow(verified.userId)).referralPartnerId).toBe(partner.id);

    const first = await partnerPage(partner.token);
    const joinedDay = kstDay((await candidateRow(verified.userId)).createdAt);
    expect(first.body.referrals).toEqual([{ number: 1, joinedAt: joinedDay, status: 'VERIFIED' }]);
    expect(first.body.counts).toEqual({ total: 1, submitted: 0, matched: 0 });

    // The salary step and the submit.
    const post = (path: string, json?: unknown) =>
      app.request(path, { method: 'POST', token: verified.accessToken, json });
    expect((await post('/api/v3/users/verify/salary')).status).toBe(200);
    const saved = await post('/api/v2/users/salary', {
      salaryType: 'HEALTH',
      salaryItems: [
        { type: 'INPUT', year: 2025, salary: 7000 },
        { type: 'HOPE', year: 2025, salary: 8000 },
      ],
    });
    expect(saved.status).toBe(200);
    expect((await post('/api/v3/users/submit')).status).toBe(200);
    expect((await partnerPage(partner.token)).body.referrals[0].status).toBe('SUBMITTED');

    // An accepted offer.
    const offerId = await sendOffer(app, verified.userId, { from: 'agent', company: 'nuri-pay' });
    expect((await post('/api/v2.1/users/coffeechat', { offerId })).status).toBe(201);
    const matched = await partnerPage(partner.token);
    expect(matched.body.referrals[0].status).toBe('MATCHED');
    expect(matched.body.counts).toEqual({ total: 1, submitted: 1, matched: 1 });

    // Nothing of the member's identity reaches the partner.
    for (const secret of [body.name, body.phone, body.birthday, verified.userId]) {
      expect(matched.text).not.toContain(secret);
    }

    // An account with offers is kept 30 days after deletion: it reads LEFT meanwhile.
    const removed = await app.request('/api/v3/users', {
      method: 'DELETE',
      token: verified.accessToken,
      json: { reason: '원하는 회사에 합격했어요' },
    });
    expect(removed.status).toBe(200);
    const left = await partnerPage(partner.token);
    expect(left.body.referrals[0].status).toBe('LEFT');
    expect(left.body.counts).toEqual({ total: 1, submitted: 0, matched: 0 });
  });

  it('numbers referrals in join order and shows each partner only their own', async () => {
    const partner = await newPartner();
    const other = await newPartner();
    await verifiedCandidate(app, signupBody(phone(), { referralToken: partner.referralToken }));
    app.advance(1000);
    await verifiedCandidate(app, signupBody(phone(), { referralToken: other.referralToken }));
    app.advance(1000);
    await verifiedCandidate(app, signupBody(phone(), { referralToken: partner.referralToken }));
    const page = await partnerPage(await partnerToken(app, partner.email));
    expect(page.body.referrals.map((referral) => referral.number)).toEqual([1, 2]);
    const [first, second] = page.body.referrals;
    expect(first.joinedAt <= second.joinedAt).toBe(true);
    expect((await partnerPage(await partnerToken(app, other.email))).body.counts.total).toBe(1);
  });

  it('tells the partner only the KST day a member joined, never the moment', async () => {
    const partner = await newPartner();
    const verified = await verifiedCandidate(app, signupBody(phone(), { referralToken: partner.referralToken }));
    // 16:30:12.345 UTC on 20 November is 01:30 on the 21st in Seoul.
    const joinedAt = new Date('2026-11-20T16:30:12.345Z');
    await app.deps.db.update(candidates).set({ createdAt: joinedAt }).where(eq(candidates.id, verified.userId));
    const page = await partnerPage(partner.token);
    expect(page.body.referrals).toEqual([{ number: 1, joinedAt: '2026-11-21', status: 'VERIFIED' }]);
    expect(page.text).not.toContain('16:30');
    expect(page.text).not.toContain(joinedAt.toISOString());
  });

  it('ignores a link that names nobody, and refuses a malformed one with 400', async () => {
    const body = signupBody(phone(), { referralToken: 'NoSuchPartner9' });
    const signupId = await createSignup(app, body);
    const [row] = await app.deps.db.select().from(signups).where(eq(signups.id, signupId));
    expect(row.referralPartnerId).toBeNull();

    const malformed = await app.request('/api/v2/users', {
      method: 'POST',
      json: signupBody(phone(), { referralToken: 'not a token!' }),
    });
    expect((await expectError(malformed, 400, 'BAD_REQUEST')).status.field).toBe('referralToken');
  });

  it("never changes an existing member's referrer", async () => {
    const first = await newPartner();
    const second = await newPartner();
    const memberPhone = phone();
    const member = await verifiedCandidate(app, signupBody(memberPhone, { referralToken: first.referralToken }));

    // Reapplying through another partner's link updates the member, not the referrer.
    const { continuation } = await startVerification(
      app,
      signupBody(memberPhone, { reapply: true, referralToken: second.referralToken }),
    );
    app.advance(2_000);
    const reapplied = await completeVerification(app, continuation, { reapply: true });
    expect(reapplied.status).toBe(200);
    expect((await candidateRow(member.userId)).referralPartnerId).toBe(first.id);
    expect((await partnerPage(await partnerToken(app, second.email))).body.referrals).toEqual([]);

    // A member who joined without a link does not gain one either.
    const plainPhone = phone();
    const plain = await verifiedCandidate(app, signupBody(plainPhone));
    const again = await startVerification(
      app,
      signupBody(plainPhone, { reapply: true, referralToken: second.referralToken }),
    );
    app.advance(2_000);
    expect((await completeVerification(app, again.continuation, { reapply: true })).status).toBe(200);
    expect((await candidateRow(plain.userId)).referralPartnerId).toBeNull();
  });
});
