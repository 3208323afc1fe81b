/**
 * Real delivery outside the sandbox: a production-mode server (SANDBOX=0, no CODEF)
 * with a stand-in of SOLAPI's message API and a local SMTP relay. A candidate signs in by phone
 * with the code the stand-in received; visitors confirm their contact with the code that reached
 * it, and an operator answers their inquiries by SMS and by e-mail;
 * a meeting's news reaches the phone by SMS. When the provider is away the client gets 503 with
 * Retry-After in Korean, a refused number 400; without a provider the start says which features
 * are off, and /api/health names the channels.
 */

import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizAccounts } from '../../server/db/schema';
import { ANSWER_NOT_SENT, ANSWER_UNDELIVERABLE } from '../../server/features/messages/guest-inquiries';
import { runDueJobs } from '../../server/job-runner';
import type { GuestInquiryDetail, GuestInquiryList } from '../../src/contract/guest-inquiries';
import { Health } from '../../src/contract/health';
import { type SmsStandIn, STAND_IN_SENDER, startSmsStandIn } from '../support/sms-stand-in';
import { type SmtpStandIn, startSmtpStandIn } from '../support/smtp-stand-in';
import { addCandidate, expectError } from './helpers';
import { createTestApp, drivers, type TestApp } from './test-app';

const CODE_NOT_SENT = '지금은 인증번호를 보낼 수 없어요. 잠시 후 다시 시도해 주세요.';
let phoneCount = 0;
const nextPhone = () => `0107777${String(++phoneCount).padStart(4, '0')}`;

describe.each(drivers)('real SMS and e-mail outside the sandbox, on %s', (driver) => {
  let sms: SmsStandIn;
  let relay: SmtpStandIn;
  let app: TestApp;
  beforeAll(async () => {
    [sms, relay] = await Promise.all([startSmsStandIn(), startSmtpStandIn()]);
    app = await createTestApp(driver, { SANDBOX: '0', SMS_TIMEOUT_MS: '500', ...sms.env, ...relay.env });
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([sms?.close(), relay?.close()]);
  });

  const operatorToken = async () => {
    const email = `operator-${driver}@boltx.example`;
    const [row] = await app.deps.db
      .insert(bizAccounts)
      .values({ email, name: '운영자 김', role: 'operator', passwordHash: 'not-a-password-hash' })
      .onConflictDoUpdate({ target: bizAccounts.email, set: { name: '운영자 김' } })
      .returning({ id: bizAccounts.id });
    return app.deps.accessTokens.sign({ subjectId: row.id, kind: 'biz' });
  };
  const requestCode = (phone: string) => app.request('/api/users/login/code', { method: 'POST', json: { phone } });

  it('starts saying which senders run, and names them in /api/health', async () => {
    const body = await (await app.request('/api/health')).json();
    expect(is(body, Health), JSON.stringify(body)).toBe(true);
    expect(body).toMatchObject({ sandbox: false, channels: { sms: 'solapi', email: 'smtp' } });
    expect(app.logs.some((line) => line.includes('SMS through solapi'))).toBe(true);
    expect(app.logs.some((line) => line.includes('e-mail through smtp'))).toBe(true);
    expect(app.logs.some((line) => line.includes('SMTP relay answered'))).toBe(true);
  });

  it('signs a candidate in with the code that reached the SMS provider, never logging it', async () => {
    const phone = nextPhone();
    await addCandidate(app, phone, '이서연');
    const sent = await requestCode(phone);
    expect(sent.status, await sent.clone().text()).toBe(200);
    const message = sms.messages.filter((item) => item.to === phone).at(-1);
    expect(message).toMatchObject({ from: STAND_IN_SENDER, type: 'SMS' });
    const code = sms.codeFor(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(sms.refused).toEqual([]);

    const signedIn = await app.request('/api/users/login', { method: 'POST', json: { phone, code } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ name: '이서연' });
    const logs = app.logs.join('\n');
    expect(logs).not.toContain(code as string);
    expect(logs).not.toContain(phone);
    // Nothing of the sandbox is there to read the code from.
    expect((await app.request(`/api/sandbox/inbox?phone=${phone}`)).status).toBe(404);
  });

  it('answers 503 with Retry-After in Korean when the SMS provider stays down, and gives the send back', async () => {
    const phone = nextPhone();
    const before = sms.requests;
    sms.failNext(3, { status: 503 });
    const refused = await requestCode(phone);
    await expectError(refused, 503, 'SENDER_UNAVAILABLE', CODE_NOT_SENT);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(sms.requests - before).toBe(3);
    // The provider is back: the same phone gets its code (the failed send was not counted).
    expect((await requestCode(phone)).status).toBe(200);
    expect(sms.codeFor(phone)).toMatch(/^\d{6}$/);
  });

  it('answers 400 naming the phone when the provider refuses the number, without retrying', async () => {
    const phone = nextPhone();
    sms.refuseRecipient(phone);
    const before = sms.requests;
    const body = await expectError(
      await requestCode(phone),
      400,
      'BAD_REQUEST',
      '이 번호로는 인증번호를 보낼 수 없어요. 휴대폰 번호를 확인해 주세요.',
    );
    expect(body.status.field).toBe('phone');
    expect(sms.requests - before).toBe(1);
  });

  /** The code that reached the contact: by SMS at the SOLAPI stand-in, by e-mail at the relay. */
  const codeAt = (contactKind: 'PHONE' | 'EMAIL', contact: string) =>
    contactKind === 'PHONE'
      ? sms.codeFor(contact)
      : relay.messages
          .filter((mail) => mail.to.includes(contact))
          .at(-1)
          ?.text?.content.match(/\[(\d{6})\]/)?.[1];
  /** A visitor confirms the contact with the code sent there, then leaves the inquiry; answers its id. */
  const leave = async (contactKind: 'PHONE' | 'EMAIL', contact: string, message: string) => {
    const asked = await app.request('/api/guest/inquiries/codes', { method: 'POST', json: { contactKind, contact } });
    expect(asked.status, await asked.clone().text()).toBe(200);
    const code = codeAt(contactKind, contact);
    expect(code).toMatch(/^\d{6}$/);
    const left = await app.request('/api/guest/inquiries', {
      method: 'POST',
      json: { message, contactKind, contact, code, from: '/login' },
    });
    expect(left.status, await left.clone().text()).toBe(201);
    const token = await operatorToken();
    const list = (await (await app.request('/api/biz/guest-inquiries', { token })).json()) as GuestInquiryList;
    const found = list.items.find((item) => item.message === message);
    if (!found) throw new Error('inquiry not listed');
    return found.inquiryId;
  };
  const answer = async (inquiryId: number, message: string) =>
    app.request(`/api/biz/guest-inquiries/${inquiryId}/answers`, {
      method: 'POST',
      json: { message },
      token: await operatorToken(),
    });

  it('answers a guest inquiry by SMS through the provider', async () => {
    const phone = nextPhone();
    const inquiryId = await leave('PHONE', phone, `로그인 문자가 안 와요 ${phone}`);
    const answered = await answer(inquiryId, '지금 다시 요청해 보세요. 문자가 곧 도착할 거예요.');
    expect(answered.status, await answered.clone().text()).toBe(201);
    // The code that confirmed the phone, then the answer.
    const received = sms.messages.filter((item) => item.to === phone);
    expect(received).toHaveLength(2);
    expect(received[1]).toMatchObject({ from: STAND_IN_SENDER, type: 'LMS' });
    expect(received[1].text).toContain('지금 다시 요청해 보세요. 문자가 곧 도착할 거예요.');
  });

  it('answers a guest inquiry by e-mail over TLS: Korean subject, a text part and an HTML part', async () => {
    const address = `guest-${nextPhone()}@example.com`;
    const inquiryId = await leave('EMAIL', address, '비밀번호를 잊었어요');
    const answered = await answer(inquiryId, '휴대폰 번호로 로그인할 수 있어요. <b>비밀번호</b>는 없어요.');
    expect(answered.status, await answered.clone().text()).toBe(201);
    const mails = relay.messages.filter((item) => item.to.includes(address));
    expect(mails.map((item) => item.subject)).toEqual([
      '[볼트X] 비회원 문의 인증번호',
      '[볼트X] 비회원 문의에 대한 답변입니다',
    ]);
    const mail = mails[1];
    expect(mail).toMatchObject({
      secure: true,
      from: 'help@boltx.example',
      subject: '[볼트X] 비회원 문의에 대한 답변입니다',
    });
    expect(mail?.text?.content).toContain('휴대폰 번호로 로그인할 수 있어요. <b>비밀번호</b>는 없어요.');
    expect(mail?.html?.content).toContain('&lt;b&gt;비밀번호&lt;/b&gt;');
    expect(app.logs.join('\n')).not.toContain(address);
  });

  it('keeps no answer nobody received: 400 for a refused address, 503 with Retry-After while the relay says later', async () => {
    const refusedAddress = `nobody-${nextPhone()}@example.com`;
    const refusedId = await leave('EMAIL', refusedAddress, '받을 수 없는 주소의 문의');
    // The mailbox is gone by the time the answer goes.
    relay.refuseRecipient(refusedAddress);
    await expectError(await answer(refusedId, '답변'), 400, 'BAD_REQUEST', ANSWER_UNDELIVERABLE);

    const laterId = await leave('EMAIL', `later-${nextPhone()}@example.com`, '릴레이가 바쁠 때의 문의');
    relay.failNext(2);
    const busy = await answer(laterId, '답변');
    await expectError(busy, 503, 'SENDER_UNAVAILABLE', ANSWER_NOT_SENT);
    expect(Number(busy.headers.get('Retry-After'))).toBeGreaterThan(0);

    const token = await operatorToken();
    for (const id of [refusedId, laterId]) {
      const detail = (await (
        await app.request(`/api/biz/guest-inquiries/${id}`, { token })
      ).json()) as GuestInquiryDetail;
      expect(detail.answers).toEqual([]);
    }
  });

  it("sends a meeting's news to the phone by SMS, and nothing else by SMS", async () => {
    const phone = nextPhone();
    const candidateId = await addCandidate(app, phone, '박민준');
    const notice = {
      title: '커피챗 시간이 제안됐어요',
      body: '한빛모빌리티에서 커피챗 시간 3개를 제안했어요.',
      url: '/my/result/like/1',
    };
    await app.deps.notifier.notify(candidateId, { kind: 'MEETING', ...notice });
    await app.deps.notifier.notify(candidateId, { kind: 'OFFER', ...notice, title: '새 제안이 도착했어요' });
    // Sent from the job queue, not in the request that made the news (tests/api/meeting-notice-sms.test.ts).
    await runDueJobs(app.deps, app.deps.now());
    const received = sms.messages.filter((item) => item.to === phone);
    expect(received.map((item) => item.text)).toEqual([`[볼트X] ${notice.title}\n${notice.body}`]);
  });
});

describe('outside the sandbox with no SMS provider and no mail relay', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite', { SANDBOX: '0' });
  });
  afterAll(() => app?.close());

  it('says at start which features are off and why, one line each, and /api/health names them off', async () => {
    const smsOff = app.logs.filter((line) => line.includes('SMS is off'));
    const emailOff = app.logs.filter((line) => line.includes('e-mail is off'));
    expect(smsOff).toHaveLength(1);
    expect(emailOff).toHaveLength(1);
    expect(JSON.parse(smsOff[0])).toMatchObject({ level: 'warn' });
    expect(smsOff[0]).toContain('phone sign-in codes');
    expect(emailOff[0]).toContain('guest inquiries');
    const body = await (await app.request('/api/health')).json();
    expect(body).toMatchObject({ sandbox: false, channels: { sms: 'off', email: 'off' } });
  });

  it('answers a sign-in code request 503 SENDER_UNAVAILABLE with Retry-After', async () => {
    const refused = await app.request('/api/users/login/code', { method: 'POST', json: { phone: '01055550123' } });
    await expectError(refused, 503, 'SENDER_UNAVAILABLE', CODE_NOT_SENT);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
