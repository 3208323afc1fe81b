import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SmtpStandIn,
  STAND_IN_SMTP_PASSWORD,
  STAND_IN_SMTP_USER,
  startSmtpStandIn,
} from '../../tests/support/smtp-stand-in';
import { createLogger } from '../logger';
import type { SmtpSettings } from './delivery-settings';
import { RecipientRejectedError, SenderUnavailableError } from './message-sender';
import { createSmtpEmailSender } from './smtp-email';

const FAST = { attempts: 2, backoffMs: 5, maxWaitMs: 2_000 };
const MESSAGE = {
  subject: '[볼트X] 비회원 문의에 대한 답변입니다',
  text: '안녕하세요, 볼트X예요.\n앱에서 인증을 다시 요청해 주세요.\n\n<script>alert("x")</script> & 끝',
};

function settingsFor(relay: SmtpStandIn, extra: Partial<SmtpSettings> = {}): SmtpSettings {
  return {
    host: '127.0.0.1',
    port: relay.port,
    secure: false,
    requireTls: true,
    user: STAND_IN_SMTP_USER,
    password: STAND_IN_SMTP_PASSWORD,
    from: '볼트X <help@boltx.example>',
    tlsCaFile: relay.caFile,
    timeoutMs: 3_000,
    ...extra,
  };
}

function senderFor(relay: SmtpStandIn, extra: Partial<SmtpSettings> = {}) {
  const logs: string[] = [];
  const sender = createSmtpEmailSender(
    settingsFor(relay, extra),
    createLogger('debug', (line) => logs.push(line)),
    { retry: FAST },
  );
  return { sender, logs };
}

describe('e-mail through an SMTP relay with STARTTLS', () => {
  let relay: SmtpStandIn;
  beforeAll(async () => {
    relay = await startSmtpStandIn();
  });
  afterAll(() => relay.close());

  it('sends over STARTTLS with a login: a Korean UTF-8 subject, a plain-text part and an escaped HTML part', async () => {
    const { sender, logs } = senderFor(relay);
    await sender.send('guest@example.com', MESSAGE);
    const [mail] = relay.messages.splice(0);
    expect(mail).toMatchObject({
      from: 'help@boltx.example',
      to: ['guest@example.com'],
      subject: MESSAGE.subject,
      secure: true,
      user: STAND_IN_SMTP_USER,
    });
    expect(mail.rawSubject).toMatch(/^=\?UTF-8\?[BQ]\?/i);
    expect(mail.text?.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
    expect(mail.text?.content).toContain('앱에서 인증을 다시 요청해 주세요.');
    expect(mail.text?.content).toContain('<script>alert("x")</script> & 끝');
    expect(mail.html?.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/i);
    expect(mail.html?.content).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; 끝');
    expect(mail.html?.content).not.toContain('<script>');
    expect(mail.html?.content).toContain('안녕하세요, 볼트X예요.<br>앱에서 인증을 다시 요청해 주세요.');
    expect(logs.join('\n')).not.toContain('guest@example.com');
    expect(await sender.verify()).toEqual({ ok: true });
  });

  it('tries again after a "try later" (451) and then delivers once', async () => {
    relay.failNext(1);
    const { sender } = senderFor(relay);
    await sender.send('later@example.com', MESSAGE);
    expect(relay.refusals.splice(0)).toEqual(['DATA 451']);
    expect(relay.messages.splice(0).map((mail) => mail.to)).toEqual([['later@example.com']]);
  });

  it('refuses for good a recipient the relay does not know (550), without retrying', async () => {
    relay.refuseRecipient('nobody@example.com');
    const { sender } = senderFor(relay);
    await expect(sender.send('nobody@example.com', MESSAGE)).rejects.toBeInstanceOf(RecipientRejectedError);
    expect(relay.refusals.splice(0)).toEqual(['RCPT 550']);
    expect(relay.messages).toEqual([]);
  });

  it('says the relay is unavailable when it refuses our login, and logs it as an error', async () => {
    const { sender, logs } = senderFor(relay, { password: 'wrong' });
    await expect(sender.send('guest@example.com', MESSAGE)).rejects.toBeInstanceOf(SenderUnavailableError);
    expect(relay.refusals.splice(0)).toEqual(['AUTH 535']);
    expect(logs.some((line) => line.includes('"level":"error"') && line.includes('smtp relay refused'))).toBe(true);
    expect((await sender.verify()).ok).toBe(false);
  });

  it('refuses a relay whose certificate it cannot check', async () => {
    const { sender } = senderFor(relay, { tlsCaFile: undefined });
    await expect(sender.send('guest@example.com', MESSAGE)).rejects.toBeInstanceOf(SenderUnavailableError);
    expect(relay.messages).toEqual([]);
  });

  it('says the relay is unavailable when nothing listens, after a bounded retry', async () => {
    const { sender } = senderFor(relay, { port: 1, timeoutMs: 1_000 });
    await expect(sender.send('guest@example.com', MESSAGE)).rejects.toBeInstanceOf(SenderUnavailableError);
  });
});

describe('e-mail and TLS', () => {
  it('never sends in the clear to a relay that offers no STARTTLS', async () => {
    const relay = await startSmtpStandIn({ withoutTls: true });
    try {
      const { sender } = senderFor(relay);
      await expect(sender.send('guest@example.com', MESSAGE)).rejects.toBeInstanceOf(SenderUnavailableError);
      expect(relay.messages).toEqual([]);
      // Allowed off for a local relay, the same message goes (and the relay sees it in the clear).
      await senderFor(relay, { requireTls: false }).sender.send('guest@example.com', MESSAGE);
      expect(relay.messages.map((mail) => mail.secure)).toEqual([false]);
    } finally {
      await relay.close();
    }
  });

  it('speaks implicit TLS (smtps)', async () => {
    const relay = await startSmtpStandIn({ implicitTls: true });
    try {
      const { sender } = senderFor(relay, { secure: true });
      await sender.send('guest@example.com', MESSAGE);
      expect(relay.messages.map((mail) => [mail.secure, mail.subject])).toEqual([[true, MESSAGE.subject]]);
    } finally {
      await relay.close();
    }
  });
});
