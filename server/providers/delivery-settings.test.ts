import { describe, expect, it } from 'vitest';
import { ConfigError, readEnv } from '../env';

const SOLAPI = {
  SMS_PROVIDER: 'solapi',
  SOLAPI_API_KEY: 'NCSAYU7YDBXYORXC',
  SOLAPI_API_SECRET: 'secret-of-the-key',
  SMS_SENDER_NUMBER: '02-1234-5678',
};
const read = (source: Record<string, string>) => readEnv({ STATIC_DIR: '', ...source }, '/app');
const problemOf = (source: Record<string, string>) => {
  try {
    read(source);
    return undefined;
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
};

describe('SMS settings', () => {
  it('are off without SMS_PROVIDER, and SOLAPI with all of its variables', () => {
    expect(read({}).sms).toBeUndefined();
    expect(read(SOLAPI).sms).toEqual({
      provider: 'solapi',
      apiUrl: 'https://api.solapi.com',
      apiKey: 'NCSAYU7YDBXYORXC',
      apiSecret: 'secret-of-the-key',
      senderNumber: '0212345678',
      timeoutMs: 5_000,
    });
    expect(read({ ...SOLAPI, SMS_API_URL: 'http://127.0.0.1:4010/' }).sms?.apiUrl).toBe('http://127.0.0.1:4010');
  });

  it('go all together or not at all', () => {
    expect(problemOf({ ...SOLAPI, SOLAPI_API_SECRET: '' })).toMatch(
      /^SMS_PROVIDER=solapi .*missing: SOLAPI_API_SECRET/,
    );
    expect(problemOf({ SOLAPI_API_KEY: 'NCSAYU7YDBXYORXC' })).toMatch(/SOLAPI_API_KEY set without SMS_PROVIDER/);
    expect(problemOf({ ...SOLAPI, SMS_PROVIDER: 'twilio' })).toMatch(/^SMS_PROVIDER must be one of solapi/);
  });

  it('take only a sender number a carrier accepts', () => {
    expect(read({ ...SOLAPI, SMS_SENDER_NUMBER: '1588-1234' }).sms?.senderNumber).toBe('15881234');
    expect(problemOf({ ...SOLAPI, SMS_SENDER_NUMBER: '+82 10 1234 5678' })).toMatch(
      /^SMS_SENDER_NUMBER must be the sender number/,
    );
  });
});

describe('SMTP settings', () => {
  const FROM = { MAIL_FROM: '볼트X <help@boltx.example>' };

  it('read SMTP_URL: STARTTLS on 587 by default, implicit TLS for smtps:// or port 465, the login decoded', () => {
    expect(read({ SMTP_URL: 'smtp://mailer:p%40ss@smtp.example.com', ...FROM }).smtp).toMatchObject({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      requireTls: true,
      user: 'mailer',
      password: 'p@ss',
      from: '볼트X <help@boltx.example>',
    });
    expect(read({ SMTP_URL: 'smtps://smtp.example.com', ...FROM }).smtp).toMatchObject({ port: 465, secure: true });
    expect(read({ SMTP_URL: 'smtp://smtp.example.com:465', ...FROM }).smtp?.secure).toBe(true);
  });

  it('read SMTP_HOST with its parts, and let STARTTLS be optional only when asked', () => {
    const smtp = read({ SMTP_HOST: 'relay', SMTP_PORT: '25', SMTP_REQUIRE_TLS: '0', ...FROM }).smtp;
    expect(smtp).toMatchObject({ host: 'relay', port: 25, secure: false, requireTls: false, user: undefined });
  });

  it('refuse half a configuration, saying what is missing', () => {
    expect(problemOf({ SMTP_URL: 'smtp://smtp.example.com' })).toMatch(/^MAIL_FROM is required/);
    expect(problemOf({ ...FROM })).toMatch(/MAIL_FROM set without a mail relay/);
    expect(problemOf({ SMTP_HOST: 'relay', SMTP_USER: 'mailer', ...FROM })).toMatch(
      /SMTP_USER and SMTP_PASSWORD go together/,
    );
    expect(problemOf({ SMTP_URL: 'smtp://a.example', SMTP_HOST: 'b.example', ...FROM })).toMatch(/both set/);
    expect(problemOf({ SMTP_URL: 'smtp://a.example', SMTP_PORT: '25', ...FROM })).toMatch(/unset SMTP_PORT/);
    expect(problemOf({ SMTP_URL: 'http://a.example', ...FROM })).toMatch(/^SMTP_URL must be smtp:/);
    expect(problemOf({ SMTP_HOST: 'relay', MAIL_FROM: 'not an address' })).toMatch(/^MAIL_FROM must be an address/);
  });
});
