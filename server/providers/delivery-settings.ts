/**
 * The delivery channels' configuration (server/env/delivery.ts holds the variables): text messages through
 * SOLAPI (SMS_PROVIDER=solapi with its key, secret and registered sender number — all of them or
 * none) and e-mail through an SMTP relay (SMTP_URL, or SMTP_HOST with SMTP_PORT/USER/PASSWORD, and
 * MAIL_FROM). Here: the rules between those variables and the settings the senders take.
 */

/** What env/delivery.ts hands over: each variable already valid on its own. */
export interface DeliveryVariables {
  SMS_PROVIDER?: 'solapi';
  SMS_API_URL: string;
  SOLAPI_API_KEY?: string;
  SOLAPI_API_SECRET?: string;
  SMS_SENDER_NUMBER?: string;
  SMS_TIMEOUT_MS: number;
  SMTP_URL?: string;
  SMTP_HOST?: string;
  SMTP_PORT?: number;
  SMTP_USER?: string;
  SMTP_PASSWORD?: string;
  SMTP_REQUIRE_TLS: boolean;
  SMTP_TLS_CA_FILE?: string;
  SMTP_TIMEOUT_MS: number;
  MAIL_FROM?: string;
}

export interface SmsSettings {
  provider: 'solapi';
  /** SOLAPI's API origin (https://api.solapi.com), a stand-in's in tests. */
  apiUrl: string;
  apiKey: string;
  apiSecret: string;
  /** The 발신번호 registered with the provider, digits only. */
  senderNumber: string;
  /** Per HTTP try. */
  timeoutMs: number;
}

export interface SmtpSettings {
  host: string;
  port: number;
  /** Implicit TLS (smtps://, port 465); otherwise STARTTLS. */
  secure: boolean;
  /** STARTTLS must succeed; off only for a local relay without TLS (SMTP_REQUIRE_TLS=0). */
  requireTls: boolean;
  user?: string;
  password?: string;
  /** The From header, e.g. "볼트X <help@boltx.example>". */
  from: string;
  /** A PEM file of the CA that signed the relay's certificate, when not a public one. */
  tlsCaFile?: string;
  /** Connection, greeting and socket timeouts. */
  timeoutMs: number;
}

/** A 발신번호: a landline or mobile number (0…, 9–11 digits) or a 대표번호 (15xx-xxxx…18xx-xxxx). */
export const SENDER_NUMBER_RULE =
  'must be the sender number (발신번호) registered with the SMS provider, e.g. 0212345678, 01012345678 or 15881234';
export const isSenderNumber = (value: unknown) => typeof value === 'string' && /^(0\d{8,10}|1[5-9]\d{6})$/.test(value);
export const senderNumberOf = (raw: string) => raw.replace(/[-\s]/g, '');

export const SMTP_URL_RULE = 'must be smtp://[user:password@]host[:port] or smtps://… (implicit TLS), without a path';
export function isSmtpUrl(value: unknown): boolean {
  try {
    const url = new URL(String(value));
    return ['smtp:', 'smtps:'].includes(url.protocol) && Boolean(url.hostname) && ['', '/'].includes(url.pathname);
  } catch {
    return false;
  }
}

export const MAIL_FROM_RULE = 'must be an address, or a name and an address, e.g. 볼트X <help@boltx.example>';
export const isMailFrom = (value: unknown) =>
  typeof value === 'string' &&
  /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/.test(value);

const SOLAPI_VARIABLES = ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SMS_SENDER_NUMBER'] as const;
const SMTP_PARTS = ['SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD'] as const;

function smsProblem(vars: DeliveryVariables): string | undefined {
  const given = SOLAPI_VARIABLES.filter((name) => vars[name]);
  if (vars.SMS_PROVIDER && given.length < SOLAPI_VARIABLES.length) {
    const missing = SOLAPI_VARIABLES.filter((name) => !vars[name]);
    return `SMS_PROVIDER=solapi sends text messages with ${SOLAPI_VARIABLES.join(', ')}: set all three (missing: ${missing.join(', ')})`;
  }
  if (!vars.SMS_PROVIDER && given.length > 0) {
    return `${given.join(', ')} set without SMS_PROVIDER: set SMS_PROVIDER=solapi to send text messages through SOLAPI, or unset them`;
  }
  return undefined;
}

function smtpProblem(vars: DeliveryVariables): string | undefined {
  const relay = vars.SMTP_URL ?? vars.SMTP_HOST;
  if (vars.SMTP_URL && vars.SMTP_HOST) return 'SMTP_URL and SMTP_HOST are both set: name the mail relay one way';
  const parts = SMTP_PARTS.filter((name) => vars[name] !== undefined);
  if (vars.SMTP_URL && parts.length > 0) {
    return `with SMTP_URL, the port and the login go in the URL (smtp://user:password@host:port): unset ${parts.join(', ')}`;
  }
  const extras = [
    ...parts,
    ...(vars.SMTP_TLS_CA_FILE ? ['SMTP_TLS_CA_FILE'] : []),
    ...(vars.MAIL_FROM ? ['MAIL_FROM'] : []),
  ];
  if (!relay && extras.length > 0) {
    return `${extras.join(', ')} set without a mail relay: set SMTP_URL or SMTP_HOST too, or unset them`;
  }
  if (relay && !vars.MAIL_FROM) {
    return 'MAIL_FROM is required with SMTP_URL or SMTP_HOST: the From of every e-mail, e.g. 볼트X <help@boltx.example>';
  }
  if (Boolean(vars.SMTP_USER) !== Boolean(vars.SMTP_PASSWORD)) {
    return 'SMTP_USER and SMTP_PASSWORD go together: set both, or neither (a relay that takes mail without a login)';
  }
  return undefined;
}

/** The first rule between the delivery variables that is broken, in words; undefined when none is. */
export const deliveryProblem = (vars: DeliveryVariables) => smsProblem(vars) ?? smtpProblem(vars);

export function smsSettingsOf(vars: DeliveryVariables): SmsSettings | undefined {
  if (!vars.SMS_PROVIDER) return undefined;
  return {
    provider: vars.SMS_PROVIDER,
    apiUrl: vars.SMS_API_URL,
    apiKey: vars.SOLAPI_API_KEY as string,
    apiSecret: vars.SOLAPI_API_SECRET as string,
    senderNumber: vars.SMS_SENDER_NUMBER as string,
    timeoutMs: vars.SMS_TIMEOUT_MS,
  };
}

export function smtpSettingsOf(vars: DeliveryVariables): SmtpSettings | undefined {
  const common = {
    requireTls: vars.SMTP_REQUIRE_TLS,
    from: vars.MAIL_FROM as string,
    tlsCaFile: vars.SMTP_TLS_CA_FILE,
    timeoutMs: vars.SMTP_TIMEOUT_MS,
  };
  if (vars.SMTP_URL) {
    const url = new URL(vars.SMTP_URL);
    const implicit = url.protocol === 'smtps:';
    const port = url.port ? Number(url.port) : implicit ? 465 : 587;
    return {
      ...common,
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port,
      secure: implicit || port === 465,
      user: url.username ? decodeURIComponent(url.username) : undefined,
      password: url.password ? decodeURIComponent(url.password) : undefined,
    };
  }
  if (!vars.SMTP_HOST) return undefined;
  const port = vars.SMTP_PORT ?? 587;
  return {
    ...common,
    host: vars.SMTP_HOST,
    port,
    secure: port === 465,
    user: vars.SMTP_USER,
    password: vars.SMTP_PASSWORD,
  };
}
