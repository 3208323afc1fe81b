/**
 * Inquiries from people who are not signed in: validated with Korean field errors, left only with
 * a contact the visitor confirmed with a one-time code sent there, limited per contact
 * and per client network (429 with Retry-After), stored once, seen and answered only by the
 * console's operators and agents, and the answer reaches the contact (the sandbox inbox) — never a
 * contact nobody confirmed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestInquiries, guestInquiryAnswers } from '../../server/db/schema-guest-inquiries';
import { GUEST_CODE_EXPIRED, GUEST_CODE_INVALID } from '../../server/features/messages/guest-contact-codes';
import { GUEST_CONTACT_UNVERIFIED } from '../../server/features/messages/guest-inquiries';
import {
  GUEST_CODE_REQUIRED,
  GUEST_EMAIL_INVALID,
  GUEST_MESSAGE_REQUIRED,
  GUEST_PHONE_INVALID,
  GUEST_PHONE_REQUIRED,
  type GuestInquiryDetail,
  type GuestInquiryList,
} from '../../src/contract/guest-inquiries';
import type { SandboxInbox } from '../../src/contract/sandbox';
import { asBiz, nextPhone } from './biz-fixtures';
import {
  GUEST_CODES as CODES,
  type Contact,
  GUEST_INQUIRIES as INQUIRIES,
  latestGuestCode,
  leaveVerified,
} from './guest-fixtures';
import { expectError, requestCode } from './helpers';
import { newCandidate } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const BIZ_INQUIRIES = '/api/biz/guest-inquiries';

describe.each(drivers)('inquiries from visitors who are not signed in, on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver, { TRUST_PROXY: '1' });
  });
  afterAll(() => app?.close());

  let addressCount = 0;
  const nextAddress = () => `203.0.113.${++addressCount}`;
  /** Each call from its own client address, so only the limit a test is about can refuse it; the contact confirmed. */
  const leave = (json: Contact & Record<string, unknown>, address = nextAddress()) => leaveVerified(app, json, address);
  /** Without the code step: what a visitor who never confirmed the contact can send. */
  const leaveRaw = (json: unknown, address = nextAddress()) =>
    app.request(INQUIRIES, { method: 'POST', json, headers: { 'X-Forwarded-For': address } });
  const notificationsOf = async (phone: string) =>
    (await inbox(`phone=${phone}`)).filter((item) => item.kind !== 'code');
  const byPhone = (phone: string, message = '인증이 계속 실패해요. 도와주세요.') => ({
    message,
    contactKind: 'PHONE',
    contact: phone,
    from: '/submit_kakao/pending',
  });

  const list = async () => {
    const response = await asBiz(app, 'operator', BIZ_INQUIRIES);
    expect(response.status).toBe(200);
    return (await response.json()) as GuestInquiryList;
  };
  const inquiryWith = async (message: string) => {
    const found = (await list()).items.filter((item) => item.message === message);
    expect(found).toHaveLength(1);
    return found[0];
  };
  const inbox = async (query: string) => {
    const response = await app.request(`/api/sandbox/inbox?${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as SandboxInbox).items;
  };

  it('refuses a missing text or a contact it cannot answer at, naming the field in Korean', async () => {
    const phone = nextPhone();
    const cases = [
      [{ ...byPhone(phone), message: '   ' }, 'message', GUEST_MESSAGE_REQUIRED],
      [{ ...byPhone(phone), contact: '' }, 'contact', GUEST_PHONE_REQUIRED],
      [{ ...byPhone(phone), contact: '010-12' }, 'contact', GUEST_PHONE_INVALID],
      [{ ...byPhone(phone), contactKind: 'EMAIL', contact: 'not-an-address' }, 'contact', GUEST_EMAIL_INVALID],
    ] as const;
    for (const [json, field, message] of cases) {
      const body = await expectError(await leave(json), 400, 'BAD_REQUEST', message);
      expect(body.status.field).toBe(field);
    }
    await expectError(await leaveRaw({ ...byPhone(phone), contactKind: 'FAX', code: '123456' }), 400, 'BAD_REQUEST');
    await expectError(await leave({ ...byPhone(phone), message: 'x'.repeat(1001) }), 400, 'BAD_REQUEST');
    const stored = await app.deps.db.select().from(guestInquiries).where(eq(guestInquiries.contact, phone));
    expect(stored).toEqual([]);
  });

  it('stores an inquiry exactly once and says where the answer goes, masked', async () => {
    const phone = nextPhone();
    const message = `휴대폰을 잃어버렸어요 ${phone}`;
    const response = await leave(byPhone(`${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`, message));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      contactKind: 'PHONE',
      contact: `${phone.slice(0, 3)}-****-${phone.slice(-4)}`,
    });
    const stored = await app.deps.db.select().from(guestInquiries).where(eq(guestInquiries.contact, phone));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ contactKind: 'PHONE', body: message, originPath: '/submit_kakao/pending' });
    expect(await inquiryWith(message)).toMatchObject({
      contactKind: 'PHONE',
      maskedContact: `${phone.slice(0, 3)}-****-${phone.slice(-4)}`,
      unread: true,
      answerCount: 0,
    });
  });

  it('limits inquiries per contact, whatever the address, with Retry-After and a Korean reason', async () => {
    const phone = nextPhone();
    for (let index = 0; index < 3; index += 1) expect((await leave(byPhone(phone, `문의 ${index}`))).status).toBe(201);
    const refused = await leave(byPhone(phone, '네 번째 문의'));
    const body = await expectError(refused, 429, 'TOO_MANY_REQUESTS');
    expect(body.status.message).toMatch(
      /^같은 연락처로는 하루에 3번까지 문의할 수 있어요\. \d+시간 후에 다시 문의해 주세요\.$/,
    );
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    // The same contact written another way is the same contact.
    await expectError(await leave(byPhone(`${phone.slice(0, 3)} ${phone.slice(3)}`)), 429, 'TOO_MANY_REQUESTS');
    const stored = await app.deps.db.select().from(guestInquiries).where(eq(guestInquiries.contact, phone));
    expect(stored).toHaveLength(3);
    // A day later the contact may ask again.
    app.advance(24 * 3600 * 1000);
    expect((await leave(byPhone(phone, '하루 뒤 문의'))).status).toBe(201);
  });

  it('limits inquiries per client address, whatever the contacts', async () => {
    const limited = await createTestApp(driver, { TRUST_PROXY: '1', GUEST_INQUIRIES_PER_ADDRESS_PER_HOUR: '2' });
    try {
      const from = (phone: string) => leaveVerified(limited, byPhone(phone), '198.51.100.7');
      expect((await from(nextPhone())).status).toBe(201);
      expect((await from(nextPhone())).status).toBe(201);
      const refused = await from(nextPhone());
      const body = await expectError(refused, 429, 'TOO_MANY_REQUESTS');
      expect(body.status.message).toMatch(
        /^이 네트워크에서 보낸 문의가 많아 잠시 받을 수 없어요\. \d+(분|시간) 후에 다시 문의해 주세요\.$/,
      );
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      // Another address is not held back.
      const elsewhere = await leaveVerified(limited, byPhone(nextPhone()), '198.51.100.8');
      expect(elsewhere.status).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('lets an operator open one with the full contact and answer it by SMS into the sandbox inbox', async () => {
    const phone = nextPhone();
    const message = `인증 0409가 떠요 ${phone}`;
    expect((await leave(byPhone(phone, message))).status).toBe(201);
    const { inquiryId } = await inquiryWith(message);

    const opened = await asBiz(app, 'operator', `${BIZ_INQUIRIES}/${inquiryId}`);
    expect(opened.status).toBe(200);
    const detail = (await opened.json()) as GuestInquiryDetail;
    expect(detail).toMatchObject({ inquiryId, contactKind: 'PHONE', contact: phone, message, answers: [] });
    expect((await inquiryWith(message)).unread).toBe(false);

    const answered = await asBiz(app, 'operator', `${BIZ_INQUIRIES}/${inquiryId}/answers`, {
      method: 'POST',
      json: { message: '앱에서 인증을 다시 요청해 주세요. 그래도 안 되면 회신 주세요.' },
    });
    expect(answered.status).toBe(201);
    expect(await answered.json()).toMatchObject({
      message: '앱에서 인증을 다시 요청해 주세요. 그래도 안 되면 회신 주세요.',
    });

    const received = await notificationsOf(phone);
    expect(received).toHaveLength(1);
    expect(received[0].body).toContain('앱에서 인증을 다시 요청해 주세요.');
    expect(received[0].body).toContain(message);
    const again = (await (await asBiz(app, 'operator', `${BIZ_INQUIRIES}/${inquiryId}`)).json()) as GuestInquiryDetail;
    expect(again.answers.map((answer) => answer.message)).toEqual([
      '앱에서 인증을 다시 요청해 주세요. 그래도 안 되면 회신 주세요.',
    ]);
    expect((await inquiryWith(message)).answerCount).toBe(1);
  });

  it('answers an inquiry left with an e-mail address by e-mail, into the sandbox inbox', async () => {
    const address = `guest-${nextPhone()}@example.com`;
    const message = `로그인이 안 돼요 ${address}`;
    const left = await leave({ message, contactKind: 'EMAIL', contact: `  ${address.toUpperCase()} ` });
    expect(left.status).toBe(201);
    expect(((await left.json()) as { contact: string }).contact).toBe(`gu***@example.com`);
    const { inquiryId, maskedContact } = await inquiryWith(message);
    expect(maskedContact).toBe('gu***@example.com');
    expect(
      (
        await asBiz(app, 'agent', `${BIZ_INQUIRIES}/${inquiryId}/answers`, {
          method: 'POST',
          json: { message: '비밀번호 없이 휴대폰으로 로그인할 수 있어요.' },
        })
      ).status,
    ).toBe(201);
    const received = await inbox(`email=${encodeURIComponent(address)}`);
    // The code that confirmed the address, and the answer.
    expect(received.map((item) => item.kind)).toEqual(['email', 'email']);
    expect(received.map((item) => item.body).join('\n')).toContain('비밀번호 없이 휴대폰으로 로그인할 수 있어요.');
    const answers = await app.deps.db
      .select()
      .from(guestInquiryAnswers)
      .where(eq(guestInquiryAnswers.inquiryId, inquiryId));
    expect(answers).toHaveLength(1);
  });

  it('shows guest inquiries to no company, no candidate and nobody signed out', async () => {
    const phone = nextPhone();
    expect((await leave(byPhone(phone, '회사에 보이면 안 되는 문의'))).status).toBe(201);
    const { inquiryId } = await inquiryWith('회사에 보이면 안 되는 문의');
    const answer = { method: 'POST', json: { message: '회사의 답변' } };

    await expectError(await asBiz(app, 'hanbit', BIZ_INQUIRIES), 403, 'FORBIDDEN');
    await expectError(await asBiz(app, 'hanbit', `${BIZ_INQUIRIES}/${inquiryId}`), 403, 'FORBIDDEN');
    await expectError(await asBiz(app, 'hanbit', `${BIZ_INQUIRIES}/${inquiryId}/answers`, answer), 403, 'FORBIDDEN');

    const candidate = await newCandidate(app, '김지원');
    const asCandidate = (path: string, init: RequestInit & { json?: unknown } = {}) =>
      app.request(path, { ...init, token: candidate.token });
    expect((await asCandidate(BIZ_INQUIRIES)).status).toBe(403);
    expect((await asCandidate(`${BIZ_INQUIRIES}/${inquiryId}`)).status).toBe(403);
    expect((await asCandidate(`${BIZ_INQUIRIES}/${inquiryId}/answers`, answer)).status).toBe(403);
    const rooms = await asCandidate('/api/users/message/room');
    expect(JSON.stringify(await rooms.json())).not.toContain('회사에 보이면 안 되는 문의');

    await expectError(await app.request(BIZ_INQUIRIES), 401, 'UNAUTHORIZED');
    expect(await notificationsOf(phone)).toEqual([]);
    expect(
      (await app.deps.db.select().from(guestInquiryAnswers).where(eq(guestInquiryAnswers.inquiryId, inquiryId))).length,
    ).toBe(0);
  });

  it('answers 404 for an inquiry that does not exist and 400 for an empty answer', async () => {
    await expectError(
      await asBiz(app, 'operator', `${BIZ_INQUIRIES}/999999999`),
      404,
      'NOT_FOUND',
      '문의를 찾을 수 없습니다.',
    );
    const phone = nextPhone();
    expect((await leave(byPhone(phone, '빈 답변 확인'))).status).toBe(201);
    const { inquiryId } = await inquiryWith('빈 답변 확인');
    const body = await expectError(
      await asBiz(app, 'operator', `${BIZ_INQUIRIES}/${inquiryId}/answers`, { method: 'POST', json: { message: ' ' } }),
      400,
      'BAD_REQUEST',
    );
    expect(body.status.field).toBe('message');
    expect(await notificationsOf(phone)).toEqual([]);
  });

  it('takes an inquiry only with the code sent to its contact: none, a wrong one, another contact’s, a sign-in code or an expired one are refused', async () => {
    const phone = nextPhone();
    const address = nextAddress();
    const headers = { 'X-Forwarded-For': address };
    const json = byPhone(phone, `코드를 확인하는 문의 ${phone}`);
    const askCode = async (contact: string) => {
      const asked = await app.request(CODES, { method: 'POST', json: { contactKind: 'PHONE', contact }, headers });
      expect(asked.status, await asked.clone().text()).toBe(200);
      expect(await asked.json()).toEqual({ expiresIn: 300 });
      return latestGuestCode(app, { contactKind: 'PHONE', contact });
    };
    const withCode = (code: string) => leaveRaw({ ...json, code }, address);

    expect((await expectError(await leaveRaw(json, address), 400, 'BAD_REQUEST')).status.field).toBe('code');
    const empty = await expectError(await withCode(''), 400, 'BAD_REQUEST', GUEST_CODE_REQUIRED);
    expect(empty.status.field).toBe('code');
    const unasked = await expectError(await withCode('123456'), 400, 'CODE_INVALID', GUEST_CODE_INVALID);
    expect(unasked.status.field).toBe('code');

    // A sign-in code of the same phone is no guest code, and the other way round.
    const signInCode = await requestCode(app, phone);
    const code = await askCode(phone);
    if (signInCode !== code) await expectError(await withCode(signInCode), 400, 'CODE_INVALID', GUEST_CODE_INVALID);
    const signIn = await app.request('/api/users/login', { method: 'POST', json: { phone, code } });
    expect(signIn.status).toBe(400);
    // Another phone's code does not confirm this one.
    const otherCode = await askCode(nextPhone());
    if (otherCode !== code) await expectError(await withCode(otherCode), 400, 'CODE_INVALID', GUEST_CODE_INVALID);

    expect((await withCode(code)).status).toBe(201);
    // Spent: it confirms nothing a second time.
    await expectError(await withCode(code), 400, 'CODE_INVALID', GUEST_CODE_INVALID);

    const late = await askCode(phone);
    app.advance(301_000);
    const expired = await expectError(await withCode(late), 400, 'CODE_EXPIRED', GUEST_CODE_EXPIRED);
    expect(expired.status.field).toBe('code');

    const stored = await app.deps.db.select().from(guestInquiries).where(eq(guestInquiries.contact, phone));
    expect(stored).toHaveLength(1);
    expect(stored[0].contactVerifiedAt).not.toBeNull();
  });

  it('sends the code by e-mail to an e-mail contact, in Korean, into the sandbox inbox', async () => {
    const address = `verify-${nextPhone()}@example.com`;
    const asked = await app.request(CODES, { method: 'POST', json: { contactKind: 'EMAIL', contact: address } });
    expect(asked.status).toBe(200);
    const [mail] = await inbox(`email=${encodeURIComponent(address)}`);
    expect(mail.body).toMatch(/^\[볼트X\] 비회원 문의 인증번호\n\n볼트X 비회원 문의 인증번호는 \[\d{6}\]예요\./);
    await expectError(
      await app.request(CODES, { method: 'POST', json: { contactKind: 'EMAIL', contact: 'not-an-address' } }),
      400,
      'BAD_REQUEST',
      GUEST_EMAIL_INVALID,
    );
  });

  it('never sends an answer to a contact nobody confirmed, so a stranger’s text never reaches it', async () => {
    const victim = nextPhone();
    const phishing = '[긴급] 계정이 정지됩니다. 지금 확인하세요 https://evil.example/login';
    // An inquiry left before contacts were confirmed, naming someone else's phone.
    const [legacy] = await app.deps.db
      .insert(guestInquiries)
      .values({ contactKind: 'PHONE', contact: victim, body: phishing, createdAt: app.deps.now() })
      .returning({ id: guestInquiries.id });
    expect((await inquiryWith(phishing)).contactVerified).toBe(false);
    const detail = (await (await asBiz(app, 'operator', `${BIZ_INQUIRIES}/${legacy.id}`)).json()) as GuestInquiryDetail;
    expect(detail.contactVerified).toBe(false);

    await expectError(
      await asBiz(app, 'operator', `${BIZ_INQUIRIES}/${legacy.id}/answers`, {
        method: 'POST',
        json: { message: '확인해 보니 문제가 없어요.' },
      }),
      409,
      'CONFLICT',
      GUEST_CONTACT_UNVERIFIED,
    );
    expect(await inbox(`phone=${victim}`)).toEqual([]);
    expect(
      await app.deps.db.select().from(guestInquiryAnswers).where(eq(guestInquiryAnswers.inquiryId, legacy.id)),
    ).toEqual([]);
    // Nor can a stranger leave one naming the victim's phone now: the code goes to the victim.
    const stranger = await leaveRaw({ ...byPhone(victim, phishing), code: '000000' });
    await expectError(stranger, 400, 'CODE_INVALID', GUEST_CODE_INVALID);
  });

  it('limits code sends per contact and per network, a whole IPv6 /64 being one network', async () => {
    const limited = await createTestApp(driver, { TRUST_PROXY: '1', CODE_SENDS_PER_ADDRESS_PER_HOUR: '10' });
    try {
      const ask = (contact: string, address: string) =>
        limited.request(CODES, {
          method: 'POST',
          json: { contactKind: 'PHONE', contact },
          headers: { 'X-Forwarded-For': address },
        });
      // One phone from one client: 5 codes an hour.
      const phone = nextPhone();
      for (let index = 0; index < 5; index += 1) expect((await ask(phone, '198.51.100.40')).status).toBe(200);
      const perContact = await expectError(await ask(phone, '198.51.100.40'), 429, 'TOO_MANY_REQUESTS');
      expect(perContact.status.message).toBe('인증번호 요청이 너무 많아요. 1시간 후에 다시 시도해 주세요.');

      // 14 phones from 14 addresses of one /64: 10 get a code, as from one client.
      const statuses: number[] = [];
      for (let index = 1; index <= 14; index += 1) {
        const response = await ask(nextPhone(), `2001:db8:77:1::${index.toString(16)}`);
        statuses.push(response.status);
        if (response.status === 429) expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([...Array(10).fill(200), ...Array(4).fill(429)]);
      // The next /64 is another subscriber.
      expect((await ask(nextPhone(), '2001:db8:77:2::1')).status).toBe(200);
    } finally {
      await limited.close();
    }
  }, 120_000);

  it('counts a whole IPv6 /64, and an IPv4-mapped address as its IPv4 one, as one client for the inquiry limit', async () => {
    const limited = await createTestApp(driver, { TRUST_PROXY: '1', GUEST_INQUIRIES_PER_ADDRESS_PER_HOUR: '10' });
    try {
      const from = (address: string) => leaveVerified(limited, byPhone(nextPhone(), '같은 네트워크의 문의'), address);
      const statuses: number[] = [];
      for (let index = 1; index <= 12; index += 1) {
        statuses.push((await from(`2001:DB8:5:6:${index.toString(16)}::${index}`)).status);
      }
      expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
      const refused = await from('2001:db8:5:6::ffff');
      const body = await expectError(refused, 429, 'TOO_MANY_REQUESTS');
      expect(body.status.message).toMatch(/^이 네트워크에서 보낸 문의가 많아 잠시 받을 수 없어요\. /);
      expect((await from('2001:db8:5:7::1')).status).toBe(201);

      const mapped: number[] = [];
      for (let index = 0; index < 11; index += 1) {
        mapped.push((await from(index % 2 === 0 ? '198.51.100.60' : '::ffff:198.51.100.60')).status);
      }
      expect(mapped).toEqual([...Array(10).fill(201), 429]);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
