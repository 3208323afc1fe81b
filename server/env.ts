/**
 * Configuration, read once at boot. Anything wrong stops the process with a message that says
 * which variable and why, instead of failing later in a request.
 */
import path from 'node:path';
import { isPushServiceHostPattern, KNOWN_PUSH_SERVICE_HOSTS, type PushEndpointPolicy } from './providers/push-services';
import { type VapidKeys, vapidKeysProblem } from './providers/vapid';

export interface Env {
  port: number;
  host: string;
  /** Where PGlite keeps its files (and uploads, by default). */
  dataDir: string;
  /** PostgreSQL instead of PGlite when set. */
  databaseUrl: string | undefined;
  /** Identity providers are the sandbox of DESIGN.md §4 (demo accounts, public inbox, simulated lookups). */
  sandbox: boolean;
  /** Why sandbox mode is on or off, for the start-up line. */
  sandboxReason: string;
  /** HS256 key for access tokens; required with DATABASE_URL, generated and kept in PGlite otherwise. */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Absolute lifetime of a refresh-token family: past it the user signs in again. */
  refreshFamilyTtlSeconds: number;
  /** The built PWA the server serves; absent in API-only tests. */
  staticDir: string | undefined;
  /** Behind an https proxy: adds HSTS and trusts X-Forwarded-For. */
  trustProxy: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  bodyLimitBytes: number;
  /** Extra origins the PWA may connect to (the Sentry ingest host, the S3-compatible file store). */
  cspConnectSources: string[];
  /**
   * Third-party script origins the pages may load (the messenger SDK, an analytics tag), from
   * THIRD_PARTY_SCRIPT_ORIGINS; added to the CSP's script-src and connect-src. None by default.
   */
  cspScriptSources: string[];
  /** One-time codes one phone may be sent per hour from one client address (send-limits.ts). */
  codeSendsPerHour: number;
  /** One-time codes one phone may be sent per hour from all addresses together; never below codeSendsPerHour. */
  codeSendsPerPhonePerHour: number;
  /** One-time codes one client address may have sent per hour, whatever the phones. */
  codeSendsPerAddressPerHour: number;
  /** One-time codes sent per hour in all: the ceiling on what an attacker with many addresses can cost. */
  codeSendsTotalPerHour: number;
  /** Career verification requests (a paid provider call) one client address may start per hour. */
  verifyRequestsPerAddressPerHour: number;
  /** Career verification requests started per hour in all. */
  verifyRequestsTotalPerHour: number;
  /** Sign-ups (POST /v2/users) one client address may create per hour. */
  signupsPerAddressPerHour: number;
  /** Failed console and partner sign-ins one account takes per hour from all addresses before refusing everyone. */
  loginFailuresPerAccountPerHour: number;
  /** Inquiry rooms one candidate may open per KST day. */
  inquiriesPerDay: number;
  /** Messages one candidate may send per rolling hour, inquiries' first messages included. */
  messagesPerHour: number;
  /** Guest inquiries (/ask signed out) one phone or e-mail address may leave per rolling day. */
  guestInquiriesPerContactPerDay: number;
  /** Guest inquiries one client address may send per rolling hour, whatever the contacts. */
  guestInquiriesPerAddressPerHour: number;
  /** Guest inquiries received per rolling hour in all. */
  guestInquiriesTotalPerHour: number;
  /** Career (and tax) lookups one phone may start per KST day; past it 412. */
  careerLookupsPerDay: number;
  /** Membership checks (GET /users/exist) one client IP may make per hour; past it 429. */
  existChecksPerHour: number;
  /** The CODEF identity provider, used when sandbox mode is off. */
  codef: CodefSettings;
  /** Messenger (Kakao) login, used when sandbox mode is off. */
  kakao: KakaoSettings;
  /**
   * Origins a login may return to besides the request's own; undefined allows any http://localhost:*
   * and http://127.0.0.1:* (development).
   */
  publicOrigins: string[] | undefined;
  /** Messenger sign-in attempts one client IP may make per hour; past it 429. */
  loginAttemptsPerHour: number;
  /** Where uploaded files are kept when no S3-compatible store is configured (DATA_DIR/files by default). */
  filesDir: string;
  /** An S3-compatible store for uploaded files instead of the disk, when configured. */
  s3: S3Settings | undefined;
  /** Our blog (https origin and path, no trailing slash): seeded posts' paths are resolved against it. */
  blogUrl: string;
  /** Web push: VAPID keys (generated and kept in the database when unset) and our contact for push services. */
  push: PushSettings;
  /** PUSH_QUIET_HOURS (default on): pushes wait from 22:00 to 08:00 KST (server/domain/quiet-hours.ts). */
  pushQuietHours: boolean;
  version: string;
}

export interface PushSettings extends PushEndpointPolicy {
  /** From VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; undefined = generate once and keep in app_secrets. */
  vapidKeys: VapidKeys | undefined;
  /** VAPID_SUBJECT: a mailto: or https: contact a push service may use when our pushes misbehave. */
  subject: string;
}

export interface S3Settings {
  /** e.g. https://s3.ap-northeast-2.amazonaws.com or http://minio:9000; objects are addressed path-style. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface KakaoSettings {
  /** The app's REST API key (the OAuth client_id); without it the messenger login answers 503. */
  restApiKey: string | undefined;
  /** Sent with the token request when the app has client-secret checking on. */
  clientSecret: string | undefined;
  /** Authorization server: /oauth/authorize and /oauth/token. */
  authUrl: string;
  /** API server: /v2/user/me. */
  apiUrl: string;
}

export interface CodefSettings {
  /** Product API base, e.g. https://api.codef.io (development: https://development.codef.io). */
  apiUrl: string;
  /** OAuth token endpoint (client credentials). */
  tokenUrl: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** Per HTTP call: a simple-auth completion can take tens of seconds at the agency. */
  timeoutMs: number;
}

export class ConfigError extends Error {}

type Source = Record<string, string | undefined>;

function integer(source: Source, name: string, fallback: number, min: number, max: number): number {
  const raw = source[name];
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

function flag(source: Source, name: string, fallback: boolean): boolean {
  const raw = source[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be 1 or 0 (got "${raw}")`);
}

function oneOf<T extends string>(source: Source, name: string, options: readonly T[], fallback: T): T {
  const raw = source[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(options as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${options.join(', ')} (got "${raw}")`);
  }
  return raw as T;
}

/** True when credentials for a real identity provider are configured. */
function hasProviderCredentials(source: Source): boolean {
  return Boolean(source.CODEF_CLIENT_ID && source.CODEF_CLIENT_SECRET);
}

/**
 * Sandbox mode publishes every one-time code and seeds accounts with a published password: it is
 * the default of the embedded demo database only. A real database (DATABASE_URL) gets it only when
 * SANDBOX=1 asks for it, whatever credentials are missing.
 */
function sandboxMode(source: Source, databaseUrl: string | undefined): { sandbox: boolean; sandboxReason: string } {
  const explicit = source.SANDBOX !== undefined && source.SANDBOX !== '';
  if (explicit) {
    const sandbox = flag(source, 'SANDBOX', false);
    return { sandbox, sandboxReason: `SANDBOX=${source.SANDBOX}` };
  }
  if (databaseUrl) return { sandbox: false, sandboxReason: 'DATABASE_URL is set and SANDBOX=1 is not' };
  if (hasProviderCredentials(source)) return { sandbox: false, sandboxReason: 'CODEF credentials are configured' };
  return { sandbox: true, sandboxReason: 'the embedded database without CODEF credentials' };
}

function httpUrl(source: Source, name: string, fallback: string): string {
  const raw = source[name] || fallback;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return raw.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  throw new ConfigError(`${name} must be an http(s) URL (got "${raw}")`);
}

/** An https origin with an optional path, no query or fragment; answered without a trailing slash. */
function blogUrl(source: Source): string {
  const raw = source.BLOG_URL || 'https://blog.boltx.example';
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (url?.protocol !== 'https:' || url.username || url.password || url.search || url.hash) {
    throw new ConfigError(
      `BLOG_URL must be an https address of the blog without a query, e.g. https://blog.boltx.example or https://boltx.example/blog (got "${raw}")`,
    );
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function publicOrigins(source: Source): string[] | undefined {
  return originList(source, 'PUBLIC_ORIGINS', 'https://boltx.example');
}

function originList(source: Source, name: string, example: string): string[] | undefined {
  const raw = source[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  return raw.split(',').map((entry) => {
    const origin = entry.trim();
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      // reported below
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin) {
      throw new ConfigError(
        `${name} must be comma-separated origins such as ${example}, without a path or a trailing slash (got "${origin}")`,
      );
    }
    return origin;
  });
}

function kakaoSettings(source: Source): KakaoSettings {
  const restApiKey = source.KAKAO_REST_API_KEY || undefined;
  const clientSecret = source.KAKAO_CLIENT_SECRET || undefined;
  if (restApiKey && !/^[\w-]{8,200}$/.test(restApiKey)) {
    throw new ConfigError("KAKAO_REST_API_KEY must be the app's REST API key: letters, digits, - or _ (8–200)");
  }
  if (clientSecret && !restApiKey) {
    throw new ConfigError('KAKAO_CLIENT_SECRET is set but KAKAO_REST_API_KEY is not: set both, or neither');
  }
  return {
    restApiKey,
    clientSecret,
    authUrl: httpUrl(source, 'KAKAO_AUTH_URL', 'https://kauth.kakao.com'),
    apiUrl: httpUrl(source, 'KAKAO_API_URL', 'https://kapi.kakao.com'),
  };
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

function s3Settings(source: Source): S3Settings | undefined {
  const given = S3_VARIABLES.filter((name) => source[name]);
  if (given.length === 0) return undefined;
  const missing = S3_VARIABLES.filter((name) => !source[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      `${S3_VARIABLES.join(', ')} configure the S3-compatible file store together: set all five, or none (missing: ${missing.join(', ')})`,
    );
  }
  const endpoint = httpUrl(source, 'S3_ENDPOINT', '');
  if (new URL(endpoint).pathname !== '/' || new URL(endpoint).search) {
    throw new ConfigError(
      `S3_ENDPOINT must be the store's origin without a path, e.g. http://minio:9000 (got "${endpoint}")`,
    );
  }
  const region = source.S3_REGION as string;
  if (!/^[a-z0-9-]{1,50}$/.test(region)) {
    throw new ConfigError(`S3_REGION must be a region name such as ap-northeast-2 or us-east-1 (got "${region}")`);
  }
  const bucket = source.S3_BUCKET as string;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      `S3_BUCKET must be a bucket name: 3–63 lower-case letters, digits, dots and hyphens (got "${bucket}")`,
    );
  }
  return {
    endpoint,
    region,
    bucket,
    accessKeyId: source.S3_ACCESS_KEY_ID as string,
    secretAccessKey: source.S3_SECRET_ACCESS_KEY as string,
  };
}

/** The published contact of the company (src/ui/company-info.ts), until VAPID_SUBJECT says otherwise. */
const DEFAULT_VAPID_SUBJECT = 'mailto:help@boltx.example';

function pushSettings(source: Source): PushSettings {
  const publicKey = source.VAPID_PUBLIC_KEY?.trim() || undefined;
  const privateKey = source.VAPID_PRIVATE_KEY?.trim() || undefined;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new ConfigError(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither (then a pair is generated and kept)',
    );
  }
  const vapidKeys = publicKey && privateKey ? { publicKey, privateKey } : undefined;
  const problem = vapidKeys && vapidKeysProblem(vapidKeys);
  if (problem) {
    throw new ConfigError(
      `VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: ${problem} (e.g. the output of npx web-push generate-vapid-keys)`,
    );
  }
  const subject = source.VAPID_SUBJECT?.trim() || DEFAULT_VAPID_SUBJECT;
  let valid = /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/.test(subject);
  if (!valid && subject.startsWith('https:')) {
    try {
      valid = Boolean(new URL(subject).host);
    } catch {
      valid = false;
    }
  }
  if (!valid) {
    throw new ConfigError(
      `VAPID_SUBJECT must be a mailto: address or an https: URL where push services can reach us, e.g. mailto:help@boltx.example (got "${subject}")`,
    );
  }
  return { vapidKeys, subject, ...pushEndpointPolicy(source) };
}

/** The known push services plus PUSH_SERVICE_HOSTS; PUSH_UNCHECKED_TEST_ORIGINS only ever for a local stand-in. */
function pushEndpointPolicy(source: Source): PushEndpointPolicy {
  const list = (name: string) =>
    (source[name] ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  const added = list('PUSH_SERVICE_HOSTS').map((entry) => entry.toLowerCase());
  const invalidHost = added.find((entry) => !isPushServiceHostPattern(entry));
  if (invalidHost !== undefined) {
    throw new ConfigError(
      `PUSH_SERVICE_HOSTS must be comma-separated host names or *.suffix patterns of push services, e.g. push.example.com,*.push.example.net (got "${invalidHost}")`,
    );
  }
  const uncheckedTestOrigins = list('PUSH_UNCHECKED_TEST_ORIGINS');
  const invalidOrigin = uncheckedTestOrigins.find((entry) => !/^http:\/\/127\.0\.0\.1:\d{1,5}$/.test(entry));
  if (invalidOrigin !== undefined) {
    throw new ConfigError(
      `PUSH_UNCHECKED_TEST_ORIGINS is for tests only and takes http://127.0.0.1:<port> origins of a local push-service stand-in (got "${invalidOrigin}")`,
    );
  }
  return { serviceHosts: [...KNOWN_PUSH_SERVICE_HOSTS, ...added], uncheckedTestOrigins };
}

type AbuseLimits = Pick<
  Env,
  | 'codeSendsPerHour'
  | 'codeSendsPerPhonePerHour'
  | 'codeSendsPerAddressPerHour'
  | 'codeSendsTotalPerHour'
  | 'verifyRequestsPerAddressPerHour'
  | 'verifyRequestsTotalPerHour'
  | 'signupsPerAddressPerHour'
  | 'loginFailuresPerAccountPerHour'
  | 'inquiriesPerDay'
  | 'messagesPerHour'
  | 'guestInquiriesPerContactPerDay'
  | 'guestInquiriesPerAddressPerHour'
  | 'guestInquiriesTotalPerHour'
>;

/**
 * Limits against SMS pumping, floods and lockouts (docs/SECURITY.md). Per address they allow for a
 * mobile carrier's NAT putting many people behind one address.
 */
function abuseLimits(source: Source): AbuseLimits {
  const codeSendsPerHour = integer(source, 'CODE_SENDS_PER_HOUR', 5, 1, 1000);
  return {
    codeSendsPerHour,
    codeSendsPerPhonePerHour: integer(
      source,
      'CODE_SENDS_PER_PHONE_PER_HOUR',
      Math.max(20, codeSendsPerHour),
      1,
      10000,
    ),
    codeSendsPerAddressPerHour: integer(source, 'CODE_SENDS_PER_ADDRESS_PER_HOUR', 10, 1, 100000),
    codeSendsTotalPerHour: integer(source, 'CODE_SENDS_TOTAL_PER_HOUR', 1000, 1, 10000000),
    verifyRequestsPerAddressPerHour: integer(source, 'VERIFY_REQUESTS_PER_ADDRESS_PER_HOUR', 10, 1, 100000),
    verifyRequestsTotalPerHour: integer(source, 'VERIFY_REQUESTS_TOTAL_PER_HOUR', 500, 1, 10000000),
    signupsPerAddressPerHour: integer(source, 'SIGNUPS_PER_ADDRESS_PER_HOUR', 20, 1, 100000),
    loginFailuresPerAccountPerHour: integer(source, 'LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR', 100, 1, 100000),
    inquiriesPerDay: integer(source, 'INQUIRIES_PER_DAY', 10, 1, 10000),
    messagesPerHour: integer(source, 'MESSAGES_PER_HOUR', 60, 1, 100000),
    guestInquiriesPerContactPerDay: integer(source, 'GUEST_INQUIRIES_PER_CONTACT_PER_DAY', 3, 1, 1000),
    guestInquiriesPerAddressPerHour: integer(source, 'GUEST_INQUIRIES_PER_ADDRESS_PER_HOUR', 10, 1, 100000),
    guestInquiriesTotalPerHour: integer(source, 'GUEST_INQUIRIES_TOTAL_PER_HOUR', 300, 1, 10000000),
  };
}

function sentryOrigin(dsn: string | undefined): string[] {
  if (!dsn) return [];
  try {
    return [new URL(dsn).origin];
  } catch {
    throw new ConfigError('VITE_SENTRY_DSN must be a URL');
  }
}

export function readEnv(source: Source = process.env, cwd = process.cwd()): Env {
  const databaseUrl = source.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const jwtSecret = source.JWT_SECRET || undefined;
  if (jwtSecret && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters');
  }
  // A key kept in a shared database lets anyone who can read it mint sessions.
  if (databaseUrl && !jwtSecret) {
    throw new ConfigError(
      'JWT_SECRET is required with DATABASE_URL (at least 32 characters, e.g. the output of openssl rand -base64 48)',
    );
  }
  const dataDir = path.resolve(cwd, source.DATA_DIR || 'data');
  const s3 = s3Settings(source);
  const staticDir = source.STATIC_DIR === '' ? undefined : path.resolve(cwd, source.STATIC_DIR ?? 'dist');
  return {
    port: integer(source, 'PORT', 8080, 0, 65535),
    host: source.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    ...sandboxMode(source, databaseUrl),
    jwtSecret,
    accessTokenTtlSeconds: integer(source, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60, 1, 24 * 3600),
    refreshTokenTtlSeconds: integer(source, 'REFRESH_TOKEN_TTL_SECONDS', 14 * 24 * 3600, 60, 365 * 24 * 3600),
    refreshFamilyTtlSeconds: integer(source, 'REFRESH_FAMILY_TTL_SECONDS', 30 * 24 * 3600, 60, 365 * 24 * 3600),
    staticDir,
    trustProxy: flag(source, 'TRUST_PROXY', false),
    logLevel: oneOf(source, 'LOG_LEVEL', ['debug', 'info', 'warn', 'error', 'silent'] as const, 'info'),
    bodyLimitBytes: integer(source, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024, 50 * 1024 * 1024),
    // The browser PUTs and GETs files at the S3-compatible store itself.
    cspConnectSources: [...sentryOrigin(source.VITE_SENTRY_DSN), ...(s3 ? [new URL(s3.endpoint).origin] : [])],
    cspScriptSources: originList(source, 'THIRD_PARTY_SCRIPT_ORIGINS', 'https://t1.kakaocdn.net') ?? [],
    ...abuseLimits(source),
    careerLookupsPerDay: integer(source, 'CAREER_LOOKUPS_PER_DAY', 10, 1, 10000),
    existChecksPerHour: integer(source, 'EXIST_CHECKS_PER_HOUR', 30, 1, 100000),
    codef: {
      apiUrl: httpUrl(source, 'CODEF_API_URL', 'https://api.codef.io'),
      tokenUrl: httpUrl(source, 'CODEF_TOKEN_URL', 'https://oauth.codef.io/oauth/token'),
      clientId: source.CODEF_CLIENT_ID || undefined,
      clientSecret: source.CODEF_CLIENT_SECRET || undefined,
      timeoutMs: integer(source, 'CODEF_TIMEOUT_MS', 90_000, 1000, 600_000),
    },
    kakao: kakaoSettings(source),
    publicOrigins: publicOrigins(source),
    loginAttemptsPerHour: integer(source, 'LOGIN_ATTEMPTS_PER_HOUR', 30, 1, 100000),
    filesDir: source.FILES_DIR ? path.resolve(cwd, source.FILES_DIR) : path.join(dataDir, 'files'),
    s3,
    blogUrl: blogUrl(source),
    push: pushSettings(source),
    pushQuietHours: flag(source, 'PUSH_QUIET_HOURS', true),
    version: source.APP_VERSION || source.npm_package_version || 'dev',
  };
}
