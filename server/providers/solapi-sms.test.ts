import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type SmsStandIn,
  STAND_IN_API_KEY,
  STAND_IN_API_SECRET,
  STAND_IN_SENDER,
  startSmsStandIn,
} from '../../tests/support/sms-stand-in';
import { createLogger } from '../logger';
import type { SmsSettings } from './delivery-settings';
import { RecipientRejectedError, SenderUnavailableError } from './message-sender';
import { euckrBytes, LMS_MAX_BYTES, textMessageOf } from './sms-text';
import { createSolapiMessageSender, solapiAuthorization } from './solapi-sms';

const PHONE = '01098765432';
/** Quick retries: the policy's shape, without its waits. */
const FAST = { attempts: 3, backoffMs: 5, maxWaitMs: 2_000 };

describe('SMS through SOLAPI, against a stand-in that checks what SOLAPI checks', () => {
  let standIn: SmsStandIn;
  let logs: string[];
  beforeAll(async () => {
    standIn = await startSmsStandIn();
  });
  afterAll(() => standIn.close());
  afterEach(() => {
    standIn.messages.length = 0;
    standIn.refused.length = 0;
  });

  const settings = (extra: Partial<SmsSettings> = {}): SmsSettings => ({
    provider: 'solapi',
    apiUrl: standIn.url,
    apiKey: STAND_IN_API_KEY,
    apiSecret: STAND_IN_API_SECRET,
    senderNumber: STAND_IN_SENDER,
    timeoutMs: 1_000,
    ...extra,
  });
  const sender = (extra: Partial<SmsSettings> = {}) => {
    logs = [];
    return createSolapiMessageSender(
      settings(extra),
      createLogger('debug', (line) => logs.push(line)),
      { retry: FAST },
    );
  };

  it('signs as SOLAPI documents it: HMAC-SHA256 of date and salt, hex', () => {
    // The documented example: apiKey NCSAYU7YDBXYORXC, date 2019-07-01T00:41:48Z, salt jqsba2jxjnrjor.
    const header = solapiAuthorization('NCSAYU7YDBXYORXC', 'secret', '2019-07-01T00:41:48Z', 'jqsba2jxjnrjor');
    expect(header).toMatch(
      /^HMAC-SHA256 apiKey=NCSAYU7YDBXYORXC, date=2019-07-01T00:41:48Z, salt=jqsba2jxjnrjor, signature=[0-9a-f]{64}$/,
    );
  });

  it('sends a sign-in code as an SMS from the registered number, and never logs the code or the whole number', async () => {
    const requestsBefore = standIn.requests;
    await sender().sendCode(PHONE, '493817');
    expect(standIn.messages).toEqual([
      expect.objectContaining({
        to: PHONE,
        from: STAND_IN_SENDER,
        type: 'SMS',
        text: '[볼트X] 인증번호 [493817]를 입력해 주세요.',
      }),
    ]);
    expect(standIn.requests - requestsBefore).toBe(1);
    expect(standIn.refused).toEqual([]);
    expect(logs.join('\n')).not.toContain('493817');
    expect(logs.join('\n')).not.toContain(PHONE);
  });

  it('sends a longer text as an LMS with a subject, cut to 2,000 bytes when longer', async () => {
    const answer = `답변입니다. ${'가'.repeat(60)}`;
    await sender().sendNotification(PHONE, answer);
    expect(standIn.messages[0]).toMatchObject({ type: 'LMS', subject: '[볼트X]', text: answer });
    await sender().sendNotification(PHONE, '나'.repeat(1500));
    expect(standIn.messages[1].type).toBe('LMS');
    expect(euckrBytes(standIn.messages[1].text)).toBeLessThanOrEqual(LMS_MAX_BYTES);
    expect(standIn.messages[1].text.endsWith('...')).toBe(true);
  });

  it('tries again after a 5xx, a 429, a dropped connection or a timeout, and then sends', async () => {
    for (const how of [{ status: 503 }, { status: 429, retryAfter: '0' }, 'reset', 'timeout'] as const) {
      const before = standIn.requests;
      standIn.failNext(1, how);
      await sender({ timeoutMs: 500 }).sendCode(PHONE, '111111');
      expect(standIn.requests - before, JSON.stringify(how)).toBe(2);
    }
    expect(standIn.messages).toHaveLength(4);
  });

  it('gives up after three tries with SenderUnavailableError and the wait the provider asked for', async () => {
    const before = standIn.requests;
    standIn.failNext(3, { status: 500 });
    const failed = await sender()
      .sendCode(PHONE, '222222')
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(SenderUnavailableError);
    expect(standIn.requests - before).toBe(3);
    expect(standIn.messages).toEqual([]);
    expect(logs.some((line) => line.includes('sms provider unavailable'))).toBe(true);

    // A Retry-After longer than a person waits for a code ends the tries at once, and is passed on.
    const longer = standIn.requests;
    standIn.failNext(1, { status: 429, retryAfter: '120' });
    const limited = await sender()
      .sendCode(PHONE, '333333')
      .catch((error: unknown) => error);
    expect((limited as SenderUnavailableError).retryAfterMs).toBe(120_000);
    expect(standIn.requests - longer).toBe(1);
  });

  it('never retries a refused recipient: RecipientRejectedError after one request', async () => {
    standIn.refuseRecipient('01000000000');
    const before = standIn.requests;
    const failed = await sender()
      .sendCode('01000000000', '444444')
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(RecipientRejectedError);
    expect(standIn.requests - before).toBe(1);
    expect(standIn.refused).toEqual([{ status: 400, errorCode: 'ValidationError' }]);
    expect(logs.join('\n')).not.toContain('01000000000');
  });

  it('never retries an unregistered sender number or refused credentials, and says so as an error', async () => {
    for (const [extra, errorCode] of [
      [{ senderNumber: '0298765432' }, 'ValidationError'],
      [{ apiSecret: 'not-the-secret' }, 'SignatureDoesNotMatch'],
      [{ apiKey: 'NCSUNKNOWNKEY0000' }, 'InvalidAPIKey'],
    ] as const) {
      standIn.refused.length = 0;
      const before = standIn.requests;
      const failed = await sender(extra)
        .sendCode(PHONE, '555555')
        .catch((error: unknown) => error);
      expect(failed, errorCode).toBeInstanceOf(SenderUnavailableError);
      expect(standIn.requests - before, errorCode).toBe(1);
      expect(standIn.refused.map((refusal) => refusal.errorCode)).toEqual([errorCode]);
      const line = logs.find((entry) => entry.includes('sms provider refused our request'));
      expect(JSON.parse(line as string)).toMatchObject({ level: 'error', code: errorCode });
    }
    expect(standIn.messages).toEqual([]);
  });
});

describe('the kind of text message', () => {
  it('counts EUC-KR bytes: ASCII one, Hangul two', () => {
    expect(euckrBytes('abc')).toBe(3);
    expect(euckrBytes('볼트X')).toBe(5);
  });

  it('keeps 90 bytes as an SMS and makes 91 an LMS', () => {
    expect(textMessageOf('가'.repeat(45)).type).toBe('SMS');
    expect(textMessageOf(`${'가'.repeat(45)}a`).type).toBe('LMS');
  });
});
